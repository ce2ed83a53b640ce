// What the server and the other modules may use of auth: its plugin and the settings it takes, the
// guard every module's signed-in routes are registered through (signedIn, addressed with adminRoute),
// the activity log, the owners' accounts for the command line, and links that act for an account
// without a session (an email's unsubscribe link), with wrong guesses counted as failed sign-ins.
export { authPlugin, type AuthOptions } from './plugin';
export { adminRoute, signedIn } from './area';
export { recordActivity, recordDraftSave, recordOwnerActivity } from './activity';
export { DEFAULT_HASH_PARAMETERS, hashPassword, passwordProblem, type HashParameters } from './passwords';
export { DEFAULT_SESSION_LIFETIMES, endOwnerSessions, type SessionLifetimes } from './sessionStore';
export { DEFAULT_THROTTLE, type ThrottlePolicies, type ThrottlePolicy } from './throttle';
export type { PasskeyRateLimits } from './context';
export {
  addOwner,
  findOwnerByEmail,
  hasPassword,
  LAST_OWNER_MESSAGE,
  listOwners,
  normaliseEmail,
  ownerEmailProblem,
  removeOwner,
  setPasswordHash,
  setRole,
} from './owners';
export { releasePasskeyRequirement } from './passkeys/store';
export { addressGuesses, ownerLinkToken, ownerOfLinkToken, type GuessCounter } from './linkTokens';
