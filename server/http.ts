// Small HTTP helpers shared by the route modules.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator: compressed and plain answers share it, as RFC 9110 allows for weak tags. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Comparison is weak: W/"x" and "x" name the same representation.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Lets the browser keep its copy and ask each time whether it is still good: the answer is a bodiless
 * 304 when nothing changed. Returns the payload to send.
 */
export function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/** What a browser's address-bar navigation sends; scripts and images do not ask for HTML. */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

const PRECOMPRESSED: ReadonlyArray<[encoding: string, extension: string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    // "br;q=0" is a refusal, not an offer.
    return name === encoding && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

export interface SendFileOptions {
  cacheControl: string;
  /** Prefer a sibling `.br` / `.gz` file made at build time when the client takes that encoding. */
  preCompressed?: boolean;
}

/**
 * Streams a file that the caller has already resolved safely inside `root`, with ETag,
 * Last-Modified, conditional GETs and byte ranges (the video needs them) handled by @fastify/send.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  options: SendFileOptions,
): Promise<FastifyReply> {
  let chosen = relative;
  let encoding: string | undefined;
  if (options.preCompressed) {
    for (const [candidate, extension] of PRECOMPRESSED) {
      if (!acceptsEncoding(request.headers['accept-encoding'], candidate)) continue;
      const stat = await fs.promises.stat(path.join(root, relative + extension)).catch(() => null);
      if (stat?.isFile()) {
        chosen = relative + extension;
        encoding = candidate;
        break;
      }
    }
    reply.header('vary', 'Accept-Encoding');
  }

  const result = await send(request.raw, `/${chosen.split('/').map(encodeURIComponent).join('/')}`, {
    root,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    // Byte ranges of a compressed body would not match what the client asked for.
    acceptRanges: encoding === undefined,
  });
  if (result.type !== 'file') {
    const status = result.type === 'error' ? ((result.metadata.error as { status?: number }).status ?? 500) : 404;
    throw Object.assign(new Error(status === 404 ? 'Not found.' : 'Cannot read the file.'), { statusCode: status });
  }
  reply.code(result.statusCode).headers(result.headers).header('cache-control', options.cacheControl);
  if (encoding) {
    const type = send.mime.getType(relative) ?? 'application/octet-stream';
    reply.header('content-type', send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type);
    reply.header('content-encoding', encoding);
  }
  return reply.send(result.stream);
}
