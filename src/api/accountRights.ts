// What the signed-in account's role allows, as the area's pages read it (the server checks every
// request itself). Apart from authApi, so that only the area's own code, loaded when it is opened,
// carries the roles' table.
import { hasRight, type Right } from './adminContract';
import { authApi } from './authApi';

/**
 * Whether the signed-in account's role has `right`: what the area shows mirrors what the server allows
 * (which checks every request). Undefined until the session is known.
 */
export function useHasRight(right: Right): boolean | undefined {
  const { data: session } = authApi.endpoints.getSession.useQueryState();
  return session && hasRight(session.account.role, right);
}
