// Contact messages as they arrive, whichever way: the site's JSON call (src/api/contentApi.ts) or the
// page's own form posted without the app (server/modules/contact/formRoutes.ts). One set of rules for both:
// the honeypot, the validation, the limits per address, and one copy of a message sent again.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '../../../src/api/contract';
import { stripInvisible } from '../../../src/api/model/invisibleText';
import { hadInvalidUtf8 } from '../../lib/bodyText';
import type { Db } from '../../db/types';
import type { Notifier } from './notifier';
import { insertContactMessage } from './messages';
import { validateContactMessage, type ValidationErrors } from '../../lib/validation';
import { inWords } from '../../../src/api/inWords';
import { CONTACT_FIELDS, contactMessageFields, type ContactMessage } from '../../../src/api/model/contactMessage';
import { rateLimitKey } from '../../lib/rateLimitKey';

export interface ContactRateLimit {
  perMinute: number;
  perDay: number;
}

export type ContactOutcome =
  /** Stored (or stored already: the same message again, from the same address, within minutes). */
  | { kind: 'stored'; id: number }
  /** The honeypot was filled in: a program. Answered as a success, stored nowhere. */
  | { kind: 'honeypot' }
  | { kind: 'invalid'; message: string; errors: ValidationErrors }
  /** Over a limit of messages per address: when to try again, and a sentence that says so. */
  | { kind: 'limited'; retryAfterSeconds: number; message: string };

export interface ContactIntake {
  /** Refuses an address over its limit before its body is read (or null): a flood costs nothing. */
  limitedBeforeBody(request: FastifyRequest): Promise<Extract<ContactOutcome, { kind: 'limited' }> | null>;
  /** Checks, counts and stores a message. */
  receive(request: FastifyRequest, body: unknown): Promise<ContactOutcome>;
}

/** A honeypot with anything in it: only a program fills in a field no person can see or reach. */
function filledHoneypot(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * The intake, with its limits counted per address (the proxy's X-Forwarded-For when TRUST_PROXY
 * says so) in memory: a restart forgets the counts, which costs a flood a few more messages at most.
 * Registers the rate limiter in `app`'s context.
 */
export async function createContactIntake(
  app: FastifyInstance,
  { db, limit, notifier }: { db: Db; limit: ContactRateLimit; notifier: Notifier | null },
): Promise<ContactIntake> {
  await app.register(fastifyRateLimit, { global: false, cache: 10_000, keyGenerator: rateLimitKey });
  const limits = [
    {
      check: app.createRateLimit({ max: limit.perMinute, timeWindow: 60_000 }),
      sentence: 'You have sent several messages in a short time.',
    },
    {
      check: app.createRateLimit({ max: limit.perDay, timeWindow: 24 * 60 * 60_000 }),
      sentence: 'You have sent many messages today.',
    },
  ];

  /** The limit the address has used up, counting this message when `count` says so. */
  async function overLimit(request: FastifyRequest, count: boolean) {
    for (const { check, sentence } of limits) {
      const state = await check(request, { increment: count });
      if (state.isAllowed) continue;
      // Before the message, the count may reach the limit; once counted, it may not pass it.
      if (count ? state.isExceeded : state.remaining === 0) {
        return {
          kind: 'limited' as const,
          retryAfterSeconds: state.ttlInSeconds,
          message: `${sentence} Please try again ${inWords(state.ttl, { hoursFrom: 90 })}.`,
        };
      }
    }
    return null;
  }

  return {
    limitedBeforeBody: (request) => overLimit(request, false),
    async receive(request, body) {
      const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
      if (filledHoneypot(fields as Record<string, unknown>)) {
        request.log.info('Contact message with the honeypot filled in: not stored');
        return { kind: 'honeypot' };
      }
      const result = validateContactMessage(fields, { invalidUtf8: hadInvalidUtf8(request) });
      if (!result.ok) return { kind: 'invalid', message: result.message, errors: result.errors };
      // Only messages that would be stored count: a visitor correcting the form is never held back.
      const limited = await overLimit(request, true);
      if (limited) return limited;
      // better-sqlite3 commits synchronously (synchronous=FULL): the row is on disk before we answer.
      // The same message again from the same address (a resend after a lost answer) is stored once.
      // Stored without invisible characters: bidi controls in a name or a message would make the
      // inbox and the CSV read otherwise than what was sent (line breaks of the message are kept).
      const value = result.value;
      const message = {
        ...value,
        ...(Object.fromEntries(
          CONTACT_FIELDS.map((field) => [
            field,
            stripInvisible(value[field], { multiline: contactMessageFields[field].multiline }),
          ]),
        ) as ContactMessage),
      };
      const stored = insertContactMessage(db, message, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        queueMail: notifier !== null,
      });
      // Sent after the answer, from the queue: the visitor never waits on the mail server.
      if (!stored.duplicate) notifier?.wake();
      return { kind: 'stored', id: stored.id };
    },
  };
}
