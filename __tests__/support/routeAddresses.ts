// An address for each path of the route contract, as a browser would ask for it: an optional
// parameter left out, every other parameter given `value`.
import type { PageRoute } from '../../src/routes';

export const addressOf = (path: string, value: string): string => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, value);

export const addressesOf = (routes: readonly PageRoute[], value: string): string[] =>
  routes.flatMap((route) => route.paths.map((path) => addressOf(path, value)));
