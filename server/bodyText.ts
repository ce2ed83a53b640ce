// Request bodies must be UTF-8 text (RFC 8259). A body that is not is refused with a 400, except on
// routes that say they name the fields that held the broken bytes (the contact form, whose 422 the
// visitor reads beside each field): there the body is decoded with U+FFFD in their place, and the
// route is told.
import { isUtf8 } from 'node:buffer';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route validates the decoded body itself and names the fields that held invalid bytes. */
    namesInvalidUtf8Fields?: boolean;
  }
}

const withInvalidBytes = new WeakSet<FastifyRequest>();

/** The body as text, or null when it is not UTF-8 and the route does not name such fields. */
export function decodeBody(request: FastifyRequest, body: Buffer): string | null {
  if (isUtf8(body)) return body.toString('utf8');
  if (!request.routeOptions.config.namesInvalidUtf8Fields) return null;
  withInvalidBytes.add(request);
  return body.toString('utf8');
}

/** Whether the request's body held bytes that are not UTF-8 (decoded as U+FFFD). */
export function hadInvalidUtf8(request: FastifyRequest): boolean {
  return withInvalidBytes.has(request);
}
