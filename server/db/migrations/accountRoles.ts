// Migration 12: the area's accounts get a role. Every account made before is an owner's (the role
// that may do everything); staff are editors (the website's content and the media library) or the
// front desk (the messages). The database itself keeps the salon from losing its last owner: no
// statement, whichever route or command runs it, may remove the last owner or give them another role.
import type { Db } from '../types';

export function addAccountRoles(db: Db): void {
  db.exec(`
    ALTER TABLE owners ADD COLUMN role TEXT NOT NULL DEFAULT 'owner'
      CHECK (role IN ('owner', 'editor', 'front-desk'));

    CREATE TRIGGER owners_keep_last_owner_on_delete BEFORE DELETE ON owners
    WHEN OLD.role = 'owner' AND (SELECT COUNT(*) FROM owners WHERE role = 'owner') = 1
    BEGIN
      SELECT RAISE(ABORT, 'last owner');
    END;

    CREATE TRIGGER owners_keep_last_owner_on_role BEFORE UPDATE OF role ON owners
    WHEN OLD.role = 'owner' AND NEW.role != 'owner' AND (SELECT COUNT(*) FROM owners WHERE role = 'owner') = 1
    BEGIN
      SELECT RAISE(ABORT, 'last owner');
    END;
  `);
}
