// Request bodies must be UTF-8 text (RFC 8259). A body that is not is refused with a 400, except on
// routes that say they name the fields that held the broken bytes (the contact form, whose 422 the
// visitor reads beside each field): there the body is decoded with U+FFFD in their place, and the
// route is told. JSON bodies are parsed as Fastify parses them, except that a "__proto__" (or
// "constructor.prototype") key is named as the problem rather than reported as invalid JSON. Such
// keys are refused: nothing here needs them, and code merging the object later could be tricked by them.
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

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export function parseJsonBody(
  request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  const text = typeof body === 'string' ? body : decodeBody(request, body);
  if (text === null) {
    done(badRequest('The request body is not valid UTF-8 text.'));
    return;
  }
  if (text.trim() === '') {
    done(badRequest('The request body is empty.'));
    return;
  }
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (key === '__proto__') forbidden ??= '__proto__';
      else if (key === 'constructor' && item !== null && typeof item === 'object' && 'prototype' in item) {
        forbidden ??= 'constructor.prototype';
      }
      return item;
    });
  } catch (error) {
    // Valid JSON can still be nested deeper than the parser's stack.
    done(
      badRequest(
        error instanceof RangeError ? 'The request body is nested too deeply.' : 'The request body is not valid JSON.',
      ),
    );
    return;
  }
  if (forbidden) {
    done(badRequest(`The request body must not contain the key "${forbidden}".`));
    return;
  }
  done(null, value);
}
