// Request bodies must be UTF-8 text (RFC 8259). A body that is not is refused with a 400, except on
// routes that say they name the fields that held the broken bytes (the contact form, whose 422 the
// visitor reads beside each field): there the body is decoded with U+FFFD in their place, and the
// route is told.
import { isUtf8 } from 'node:buffer';
import querystring from 'node:querystring';
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

/**
 * A form's fields (application/x-www-form-urlencoded), percent-escapes decoded as UTF-8, or null when
 * its bytes, raw or escaped, are not UTF-8 and the route does not name such fields.
 */
export function decodeFormBody(request: FastifyRequest, body: Buffer): querystring.ParsedUrlQuery | null {
  const text = decodeBody(request, body);
  if (text === null) return null;
  let invalid = false;
  const fields = querystring.parse(text, '&', '=', {
    decodeURIComponent: (part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        // Escaped bytes that are not UTF-8 (or a broken escape): decoded as Node does, with U+FFFD.
        invalid = true;
        return querystring.unescape(part);
      }
    },
  });
  if (invalid) {
    if (!request.routeOptions.config.namesInvalidUtf8Fields) return null;
    withInvalidBytes.add(request);
  }
  return fields;
}
