// What the server may use of the admin area: its plugin, its settings and their defaults.
export * from './cookies';
export * from './passwords';
export * from './plugin';
export { ADMIN_BODY_LIMIT, adminRoute, signedIn, type AdminRoute } from './area';
export * from './sessionStore';
export * from './throttle';
export type { PasskeyRateLimits } from './context';
export * from './activity';
export * from './owners';
export { releasePasskeyRequirement } from './passkeys/store';
