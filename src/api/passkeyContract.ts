// What the area's passkeys and the content server agree on: the addresses (under the API's base
// URL), the shapes of the answers and the requests. Both sides import this module; it imports
// nothing at run time.
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';

export const passkeyApiPaths = {
  /** POST (no session): the options of a passkey sign-in; sets the flow's short-lived cookie. */
  signInOptions: '/admin/passkeys/sign-in/options',
  /** POST (no session): the authenticator's answer, `{ response }`; signs in. */
  signIn: '/admin/passkeys/sign-in',
  /** GET: the owner's passkeys (PasskeyOverview); POST: adds one, `{ name, response }`. */
  passkeys: '/admin/passkeys',
  /** POST `{ current_password }`: the options of a new passkey. */
  registrationOptions: '/admin/passkeys/registration/options',
  /** PATCH `{ name }`: renames; DELETE `{ current_password }`: removes. */
  passkey: (id: number | string) => `/admin/passkeys/${id}`,
  /** PUT `{ required, current_password }`: whether a password alone is refused. */
  requirement: '/admin/passkeys/requirement',
  /** POST `{ current_password }`: ten new recovery codes, the old ones no longer work. */
  recoveryCodes: '/admin/passkeys/recovery-codes',
  /**
   * POST: the options of a passkey's answer that confirms a change, in place of the current password,
   * for an account without one (its answer goes as `passkey` in the change's own request).
   */
  confirmationOptions: '/admin/passkeys/confirmation/options',
} as const;

/**
 * How a change to how the account signs in is confirmed: the current password, or, for an account
 * without one, `passkey`, the browser's answer to the confirmation options (as
 * @simplewebauthn/browser's startAuthentication gives it).
 */
export interface Confirmation {
  current_password?: string;
  passkey?: AuthenticationResponseJSON;
}

/** The longest name a passkey may have. */
export const PASSKEY_NAME_MAX = 60;

export interface PasskeySummary {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** The passkey is kept in a password manager or cloud account and moves to the owner's other devices. */
  synced: boolean;
}

export interface PasskeyOverview {
  passkeys: PasskeySummary[];
  /** A password alone signs nobody in to this account. */
  required: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
}

/** Recovery codes, shown once: at the requirement's set-up and when made again. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** What a sign-in with a password alone gets (401) from an account that requires a passkey. */
export interface PasskeyRequiredAnswer {
  message: string;
  passkeyRequired: true;
}

/** What the activity log's passkey entries mean, in words an owner reads at a glance. */
export const PASSKEY_ACTIVITY: Record<string, string> = {
  'passkey-added': 'Passkey added',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'passkey-sign-in': 'Signed in with a passkey',
  'passkey-sign-in-failed': 'Failed sign-in with a passkey',
  'passkey-required': 'Passkey required to sign in',
  'passkey-not-required': 'Passkey no longer required to sign in',
  'password-alone-refused': 'Password alone refused: this account requires a passkey',
  'recovery-code-used': 'Signed in with a recovery code',
  'recovery-code-failed': 'Wrong recovery code',
  'recovery-codes-renewed': 'New recovery codes made',
};

/** Passkey entries an owner should look at twice. */
export const PASSKEY_WARNINGS: ReadonlySet<string> = new Set([
  'passkey-sign-in-failed',
  'password-alone-refused',
  'recovery-code-failed',
  'recovery-code-used',
]);
