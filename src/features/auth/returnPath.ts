// Where signing in leads: the page of the area the owner asked for (the `next` parameter a 401 left
// on /login), when it is one; the inbox otherwise. Anything else (another site, /login itself, a
// public page) is ignored, so a link to /login cannot send the owner anywhere unexpected.
import { paths, RETURN_PARAM } from '../../paths';

export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM) ?? '';
  const inArea = next === paths.admin || /^\/admin[/?#]/.test(next);
  // "//host" and "/\host" would leave the site; controls have no place in an address.
  // eslint-disable-next-line no-control-regex -- controls are what is refused
  if (!inArea || /[\\\u0000-\u001F]/.test(next) || next.includes('//')) return paths.admin;
  return next;
}
