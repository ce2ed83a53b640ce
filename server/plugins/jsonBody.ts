// JSON request bodies as Fastify parses them, except that a "__proto__" (or "constructor.prototype")
// key is named as the problem rather than reported as invalid JSON. Such keys are refused: nothing
// here needs them, and code merging the object later could be tricked by them.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeBody } from './bodyText';

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

export const jsonBody = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);
  },
  { name: 'json-body' },
);
