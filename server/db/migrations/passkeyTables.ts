// The tables of owners' passkeys: each credential's public key (never anything secret), whether an
// owner requires a passkey to sign in, their recovery codes (stored as SHA-256 hashes) and the
// challenges of registrations and sign-ins under way (single use, short-lived). Written with
// IF NOT EXISTS: the step stands on its own, whichever other steps come before it.
import type { Db } from '../types';

export function createPasskeyTables(db: Db): void {
  db.exec(`
    -- One row per owner who has begun with passkeys: the opaque user handle their authenticators
    -- hold (random, never the email), and whether a password alone is refused.
    CREATE TABLE IF NOT EXISTS owner_passkey_settings (
      owner_id INTEGER PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
      user_handle TEXT NOT NULL UNIQUE,
      required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
      required_changed_at TEXT
    );

    CREATE TABLE IF NOT EXISTS owner_passkeys (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
      -- The credential's id, base64url, as the authenticator names it.
      credential_id TEXT NOT NULL UNIQUE,
      -- The COSE public key: it verifies signatures and cannot make them.
      public_key BLOB NOT NULL,
      sign_count INTEGER NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
      transports TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(transports)),
      device_type TEXT NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
      backed_up INTEGER NOT NULL CHECK (backed_up IN (0, 1)),
      name TEXT NOT NULL,
      created_at TEXT NOT NULL,
      last_used_at TEXT
    );
    CREATE INDEX IF NOT EXISTS owner_passkeys_owner ON owner_passkeys (owner_id);

    CREATE TABLE IF NOT EXISTS owner_recovery_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      used_at TEXT
    );
    CREATE INDEX IF NOT EXISTS owner_recovery_codes_owner ON owner_recovery_codes (owner_id);

    -- A challenge waits here between the options and the answer: keyed by the hash of the flow's
    -- cookie (a sign-in) or of the session (a registration), taken out when answered.
    CREATE TABLE IF NOT EXISTS passkey_challenges (
      flow_hash TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
      owner_id INTEGER REFERENCES owners (id) ON DELETE CASCADE,
      challenge TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `);
}
