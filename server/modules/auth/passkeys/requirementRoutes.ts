// Requiring a passkey to sign in, and the recovery codes that stand in for it with the password:
// both need the account confirmed again, and make sense only for an account with a password (one
// without is signed in by its passkeys alone already, and a recovery code goes with a password).
import { passkeyApiPaths, type RecoveryCodes } from '../../../../src/api/passkeyContract';
import { adminRoute } from '../area';
import type { AuthRoutes } from '../context';
import { findOwner, hasPassword } from '../owners';
import { reauthenticated } from './reauthentication';
import { replaceRecoveryCodes } from './recoveryCodes';
import { invalid, passwordBody, requirementBody } from './requests';
import { countPasskeys, passkeyRequired, releasePasskeyRequirement, setPasskeyRequired } from './store';

export const requirementRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;

  app.put(adminRoute(passkeyApiPaths.requirement), async (request, reply) => {
    const parsed = requirementBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send(invalid('Enter your current password.', 'current_password'));
    const { required } = parsed.data;
    if (required && !hasPassword(findOwner(db, request.owner.id)!)) {
      return reply.code(409).send({
        message: 'Your account has no password: only a passkey signs you in already. Set a password first.',
      });
    }
    if (required && countPasskeys(db, request.owner.id) === 0) {
      return reply.code(409).send({ message: 'Add a passkey first: then a passkey can be required.' });
    }
    if (!(await reauthenticated(context, request, reply, parsed.data))) return reply;
    if (required === passkeyRequired(db, request.owner.id)) {
      return reply.code(409).send({ message: required ? 'A passkey is required already.' : 'No passkey is required.' });
    }
    if (!required) {
      releasePasskeyRequirement(db, request.owner.id);
      context.record(request, 'passkey-not-required', 'Recovery codes removed');
      return reply.code(204).send();
    }
    const codes = db.transaction(() => {
      setPasskeyRequired(db, request.owner.id, true);
      return replaceRecoveryCodes(db, request.owner.id);
    })();
    context.record(request, 'passkey-required', `${codes.length} recovery codes made`);
    const answer: RecoveryCodes = { recoveryCodes: codes };
    return { data: answer };
  });

  app.post(adminRoute(passkeyApiPaths.recoveryCodes), async (request, reply) => {
    const parsed = passwordBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send(invalid('Enter your current password.', 'current_password'));
    if (!passkeyRequired(db, request.owner.id)) {
      return reply.code(409).send({ message: 'Recovery codes come with requiring a passkey.' });
    }
    if (!(await reauthenticated(context, request, reply, parsed.data))) return reply;
    const codes = replaceRecoveryCodes(db, request.owner.id);
    context.record(request, 'recovery-codes-renewed', `${codes.length} new codes; the old ones no longer work`);
    const answer: RecoveryCodes = { recoveryCodes: codes };
    return { data: answer };
  });
};
