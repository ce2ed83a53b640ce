// The owner's passkeys, from the account page: listing, adding (a registration ceremony whose
// challenge is bound to this session and lives two minutes), renaming and removing them; requiring
// one and the recovery codes are requirementRoutes.ts'. Changes to how the owner signs in need the
// account confirmed again (reauthentication.ts); every change is in the activity log.
import type { FastifyRequest } from 'fastify';
import { adminRoute } from '../area';
import type { AuthRoutes } from '../context';
import { hashSessionId } from '../sessionStore';
import { passkeyApiPaths, type PasskeyOverview, type PasskeySummary } from '../../../../src/api/passkeyContract';
import { findOwner, hasPassword } from '../owners';
import { limitPerMinute } from './rateLimit';
import { confirmationOptions, reauthenticated } from './reauthentication';
import { addBody, idParams, invalid, passwordBody, renameBody } from './requests';
import { recoveryCodesLeft } from './recoveryCodes';
import { registrationOptions, verifiedRegistration } from './registration';
import { CHALLENGE_TTL_MS, DEFAULT_PASSKEY_RATE_LIMITS, MAX_PASSKEYS } from './relyingParty';
import { requirementRoutes } from './requirementRoutes';
import {
  addPasskey,
  countPasskeys,
  findPasskey,
  findPasskeyByCredential,
  listPasskeys,
  passkeyRequired,
  removePasskey,
  renamePasskey,
  saveChallenge,
  takeChallenge,
  userHandle,
  type StoredPasskey,
} from './store';

export const LAST_PASSKEY_WITHOUT_PASSWORD =
  'This is your only passkey, and your account has no password: without it, nothing would sign you in. Add another passkey or set a password first.';

const summary = (passkey: StoredPasskey): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.created_at,
  last_used_at: passkey.last_used_at,
  synced: passkey.backed_up === 1,
});

/** A registration's challenge belongs to the session that asked for it. */
const sessionFlow = (request: FastifyRequest) => `register:${hashSessionId(request.session.sessionId)}`;

export const passkeyRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;
  await limitPerMinute(app, context.passkeyRateLimits?.manage ?? DEFAULT_PASSKEY_RATE_LIMITS.manage);

  await app.register(requirementRoutes, context);

  app.get(adminRoute(passkeyApiPaths.passkeys), async (request) => {
    const overview: PasskeyOverview = {
      passkeys: listPasskeys(db, request.owner.id).map(summary),
      required: passkeyRequired(db, request.owner.id),
      recoveryCodesLeft: recoveryCodesLeft(db, request.owner.id),
    };
    return { data: overview };
  });

  app.post(adminRoute(passkeyApiPaths.confirmationOptions), async (request, reply) => {
    if (hasPassword(findOwner(db, request.owner.id)!)) {
      return reply.code(409).send({ message: 'Your account has a password: confirm with it.' });
    }
    if (countPasskeys(db, request.owner.id) === 0) {
      return reply.code(409).send({ message: 'Your account has no passkey to confirm with.' });
    }
    return { data: await confirmationOptions(context, request) };
  });

  app.post(adminRoute(passkeyApiPaths.registrationOptions), async (request, reply) => {
    const parsed = passwordBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send(invalid('Enter your current password.', 'current_password'));
    if (!(await reauthenticated(context, request, reply, parsed.data))) return reply;
    const existing = listPasskeys(db, request.owner.id);
    if (existing.length >= MAX_PASSKEYS) {
      return reply.code(409).send({ message: `An account can have ${MAX_PASSKEYS} passkeys: remove one first.` });
    }
    const options = await registrationOptions(context, request, {
      email: request.owner.email,
      handle: userHandle(db, request.owner.id),
      existing,
    });
    saveChallenge(db, sessionFlow(request), 'register', request.owner.id, options.challenge, CHALLENGE_TTL_MS);
    return { data: options };
  });

  app.post(adminRoute(passkeyApiPaths.passkeys), async (request, reply) => {
    const parsed = addBody.safeParse(request.body);
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      return reply
        .code(422)
        .send(invalid(nameIssue?.message ?? 'The passkey’s answer could not be read. Please try again.', 'name'));
    }
    // Whatever happens next, the challenge is used up.
    const challenge = takeChallenge(db, sessionFlow(request), 'register', request.owner.id);
    if (challenge === null) {
      return reply
        .code(409)
        .send({ message: 'Adding the passkey took too long, or was already done. Please try again.' });
    }
    const registered = await verifiedRegistration(context, request, parsed.data.response, challenge);
    if (!registered) {
      return reply.code(422).send(invalid('The passkey could not be checked. Please try again.', 'name'));
    }
    if (findPasskeyByCredential(db, registered.credential_id)) {
      return reply.code(409).send({ message: 'This passkey is added already.' });
    }
    const passkey = addPasskey(db, { ...registered, owner_id: request.owner.id, name: parsed.data.name });
    context.record(request, 'passkey-added', passkey.name);
    return reply.code(201).send({ data: summary(passkey) });
  });

  app.patch(adminRoute(passkeyApiPaths.passkey(':id')), async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const passkey = params.success ? findPasskey(db, request.owner.id, params.data.id) : undefined;
    if (!passkey) return reply.code(404).send({ message: 'This passkey is not there any more.' });
    const parsed = renameBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(422).send(invalid(parsed.error.issues[0]?.message ?? 'Give the passkey a name.', 'name'));
    }
    if (parsed.data.name !== passkey.name) {
      renamePasskey(db, request.owner.id, passkey.id, parsed.data.name);
      context.record(request, 'passkey-renamed', `${passkey.name} → ${parsed.data.name}`);
    }
    return { data: summary(findPasskey(db, request.owner.id, passkey.id)!) };
  });

  app.delete(adminRoute(passkeyApiPaths.passkey(':id')), async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const passkey = params.success ? findPasskey(db, request.owner.id, params.data.id) : undefined;
    if (!passkey) return reply.code(404).send({ message: 'This passkey is not there any more.' });
    const parsed = passwordBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(422).send(invalid('Enter your current password.', 'current_password'));
    // The last passkey of an account that requires one stays: without it, nobody could sign in
    // but with a recovery code. The owner turns the requirement off first, knowingly.
    if (passkeyRequired(db, request.owner.id) && countPasskeys(db, request.owner.id) <= 1) {
      return reply.code(409).send({
        message:
          'This is your only passkey, and your account requires one. Add another passkey first, or stop requiring a passkey.',
      });
    }
    // Nor does the last passkey of an account without a password: nothing would sign it in.
    if (!hasPassword(findOwner(db, request.owner.id)!) && countPasskeys(db, request.owner.id) <= 1) {
      return reply.code(409).send({ message: LAST_PASSKEY_WITHOUT_PASSWORD });
    }
    if (!(await reauthenticated(context, request, reply, parsed.data))) return reply;
    removePasskey(db, request.owner.id, passkey.id);
    context.record(request, 'passkey-removed', passkey.name);
    return reply.code(204).send();
  });
};
