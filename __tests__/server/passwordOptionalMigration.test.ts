// Migration 18 on a database made before it: the accounts' passwords become optional (a member may
// join with a passkey) and nothing stored is lost, neither the accounts nor what hangs on them by
// foreign key (sessions, passkeys), which a copy of the table through DROP TABLE would cascade away.
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, openDatabase, SCHEMA_VERSION } from '../../server/db/database';
import { tempFolderEachTest } from '../support/tempDatabase';

const tmp = tempFolderEachTest('salon-migration-18');

it('lets an account have no password, and keeps every account, session and passkey', () => {
  const file = path.join(tmp(), 'salon.sqlite');
  const old = new Database(file);
  old.pragma('foreign_keys = ON');
  migrate(old, 17);
  old.exec(`
    INSERT INTO owners (email, password_hash, created_at, password_changed_at, role)
      VALUES ('ana@example.com', '$argon2id$hash', 't', 't', 'owner'), ('eli@example.com', '$argon2id$other', 't', 't', 'editor');
    INSERT INTO owner_sessions (id_hash, owner_id, data, created_at, seen_at) VALUES ('s1', 1, '{}', 1, 1);
    INSERT INTO owner_passkey_settings (owner_id, user_handle) VALUES (2, 'handle');
    INSERT INTO owner_passkeys (owner_id, credential_id, public_key, sign_count, transports, device_type, backed_up, name, created_at)
      VALUES (2, 'cred', x'00', 0, '[]', 'singleDevice', 0, 'Phone', 't');
  `);
  expect(() =>
    old
      .prepare(
        "INSERT INTO owners (email, password_hash, created_at, password_changed_at) VALUES ('x@e.com', NULL, 't', 't')",
      )
      .run(),
  ).toThrow(/NOT NULL/);
  old.close();

  const db = openDatabase(file);
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT email, password_hash, role FROM owners ORDER BY id').all()).toEqual([
      { email: 'ana@example.com', password_hash: '$argon2id$hash', role: 'owner' },
      { email: 'eli@example.com', password_hash: '$argon2id$other', role: 'editor' },
    ]);
    expect(db.prepare('SELECT COUNT(*) FROM owner_sessions').pluck().get()).toBe(1);
    expect(db.prepare('SELECT name FROM owner_passkeys').pluck().all()).toEqual(['Phone']);
    db.prepare(
      "INSERT INTO owners (email, password_hash, created_at, password_changed_at, role) VALUES ('nia@example.com', NULL, 't', 't', 'editor')",
    ).run();
    // The rest of the table's rules still hold: the email's uniqueness, the roles, the last owner.
    expect(() =>
      db
        .prepare("INSERT INTO owners (email, created_at, password_changed_at) VALUES ('nia@example.com', 't', 't')")
        .run(),
    ).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE owners SET role = 'boss' WHERE id = 2").run()).toThrow(/CHECK/);
    expect(() => db.prepare('DELETE FROM owners WHERE id = 1').run()).toThrow(/last owner/);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  } finally {
    db.close();
  }
});
