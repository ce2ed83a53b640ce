// The owner's passkeys, from the account page: listing, adding (a registration ceremony whose
// challenge is bound to this session and lives two minutes), renaming and removing them, requiring
// one to sign in, and the recovery codes that stand in for it. Changes to how the owner signs in
// need the current password again; every change is in the activity log.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import { adminRoute } from '../area';
import type { AuthRoutes } from '../context';
import { hashSessionId } from '../sessionStore';
import {
  passkeyApiPaths,
  type PasskeyOverview,
  type PasskeySummary,
  type RecoveryCodes,
} from '../../../../src/api/passkeyContract';
import { limitPerMinute } from './rateLimit';
import { addBody, idParams, passwordBody, renameBody, requirementBody } from './requests';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recoveryCodes';
import {
  CEREMONY_TIMEOUT_MS,
  CHALLENGE_TTL_MS,
  DEFAULT_PASSKEY_RATE_LIMITS,
  MAX_PASSKEYS,
  reauthenticated,
  relyingParty,
  SUPPORTED_ALGORITHMS,
} from './relyingParty';
import {
  addPasskey,
  countPasskeys,
  findPasskey,
  findPasskeyByCredential,
  listPasskeys,
  passkeyRequired,
  releasePasskeyRequirement,
  removePasskey,
  renamePasskey,
  saveChallenge,
  setPasskeyRequired,
  takeChallenge,
  userHandle,
  type StoredPasskey,
} from './store';

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

  const invalid = (message: string, field: string) => ({ message, errors: { [field]: [message] } });

  app.get(adminRoute(passkeyApiPaths.passkeys), async (request) => {
    const overview: PasskeyOverview = {
      passkeys: listPasskeys(db, request.owner.id).map(summary),
      required: passkeyRequired(db, request.owner.id),
      recoveryCodesLeft: recoveryCodesLeft(db, request.owner.id),
    };
    return { data: overview };
  });

  app.post(adminRoute(passkeyApiPaths.registrationOptions), async (request, reply) => {
    const parsed = passwordBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send(invalid('Enter your current password.', 'current_password'));
    if (!(await reauthenticated(context, request, reply, parsed.data.current_password))) return reply;
    const existing = listPasskeys(db, request.owner.id);
    if (existing.length >= MAX_PASSKEYS) {
      return reply.code(409).send({ message: `An account can have ${MAX_PASSKEYS} passkeys: remove one first.` });
    }
    const rp = relyingParty(context, request);
    const options = await generateRegistrationOptions({
      rpName: rp.id,
      rpID: rp.id,
      userName: request.owner.email,
      userDisplayName: request.owner.email,
      userID: isoBase64URL.toBuffer(userHandle(db, request.owner.id)),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // The same authenticator twice would be one passkey under two names.
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credential_id,
        transports: JSON.parse(passkey.transports) as string[],
      })),
      // A passkey: kept on the authenticator (so it signs in without an email) and unlocked by the
      // owner's fingerprint, face or PIN (so it is two factors in one).
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
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
    const rp = relyingParty(context, request);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: parsed.data.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'A passkey registration was refused');
      return reply.code(422).send(invalid('The passkey could not be checked. Please try again.', 'name'));
    }
    if (!verification.verified) {
      return reply.code(422).send(invalid('The passkey could not be checked. Please try again.', 'name'));
    }
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    if (findPasskeyByCredential(db, credential.id)) {
      return reply.code(409).send({ message: 'This passkey is added already.' });
    }
    const passkey = addPasskey(db, {
      owner_id: request.owner.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      sign_count: credential.counter,
      transports: credential.transports ?? [],
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp ? 1 : 0,
      name: parsed.data.name,
    });
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
    if (!(await reauthenticated(context, request, reply, parsed.data.current_password))) return reply;
    removePasskey(db, request.owner.id, passkey.id);
    context.record(request, 'passkey-removed', passkey.name);
    return reply.code(204).send();
  });

  app.put(adminRoute(passkeyApiPaths.requirement), async (request, reply) => {
    const parsed = requirementBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send(invalid('Enter your current password.', 'current_password'));
    const { required } = parsed.data;
    if (required && countPasskeys(db, request.owner.id) === 0) {
      return reply.code(409).send({ message: 'Add a passkey first: then a passkey can be required.' });
    }
    if (!(await reauthenticated(context, request, reply, parsed.data.current_password))) return reply;
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
    if (!(await reauthenticated(context, request, reply, parsed.data.current_password))) return reply;
    const codes = replaceRecoveryCodes(db, request.owner.id);
    context.record(request, 'recovery-codes-renewed', `${codes.length} new codes; the old ones no longer work`);
    const answer: RecoveryCodes = { recoveryCodes: codes };
    return { data: answer };
  });
};
