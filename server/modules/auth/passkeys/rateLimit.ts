// Every passkey route is rate limited per address, on top of the throttling of failures: a flood of
// ceremonies costs the server challenges, rows and signature checks.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { rateLimitKey } from '../../../lib/rateLimitKey';

/** Limits every route registered in `app`'s context afterwards to `max` requests a minute per address. */
export async function limitPerMinute(app: FastifyInstance, max: number): Promise<void> {
  await app.register(fastifyRateLimit, {
    max,
    timeWindow: 60_000,
    cache: 10_000,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many passkey requests from this address. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
}
