// Small HTTP helpers shared by the route modules.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The route's `:id` when it is a positive whole number (a row's id), or null. */
export function routeId(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Neither the browser nor anything between may store it: personal, signed-in, errors. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A weak validator: compressed and plain answers share it, as RFC 9110 allows for weak tags. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** An entity tag without its weakness mark and without the encoding a stored answer adds ("-br", "-gz"). */
const bareTag = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(?:br|gz)"$/, '"');

/** Whether If-None-Match names `etag`: compared weakly, in any of its encodings. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = bareTag(etag);
  return header.split(',').some((candidate) => bareTag(candidate) === bare);
}

/**
 * Tags the answer so that a cache that kept it can ask whether it is still good: the answer is a
 * bodiless 304 when nothing changed. Who may keep it is the route's to say (cachePolicy.ts). Returns
 * the payload to send.
 */
export function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A stored answer comes with its own tag.
  if (reply.hasHeader('etag')) return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/** Adds a field to the Vary header, keeping those already named. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/** The origin of a Referer header, or null. */
export function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** What a browser's address-bar navigation sends; scripts and images do not ask for HTML. */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

/** A host name (or IPv4 address) or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*\.?|\[[\da-f:.]+\])(?::(\d{1,5}))?$/i;

/** The Host header (or the trusted proxy's forwarded host) when it is a valid host[:port]; otherwise null. */
export function validHost(host: string | undefined): string | null {
  if (!host || host.length > 260) return null;
  const match = HOST.exec(host);
  if (!match) return null;
  if (match[1] !== undefined && Number(match[1]) > 65535) return null;
  return host.toLowerCase();
}

/**
 * The public origin of the site for canonical, share, sitemap and structured-data URLs: SITE_URL
 * when it is set; otherwise the origin the visitor asked for, if its Host is a valid host[:port];
 * otherwise the server's own address on this port (an HTTP/1.0 client may send no Host at all).
 */
export function publicOrigin(request: FastifyRequest, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = validHost(request.host);
  if (host) return `${protocol}://${host}`;
  const port = request.socket.localPort;
  const defaultPort = protocol === 'https' ? 443 : 80;
  return `${protocol}://localhost${port && port !== defaultPort ? `:${port}` : ''}`;
}

/** Whether `origin` is the site's: SITE_URL's origin when set, else the host the request was made to. */
export function isOwnOrigin(request: FastifyRequest, origin: string, siteUrl: string | undefined): boolean {
  if (origin === publicOrigin(request, siteUrl)) return true;
  if (siteUrl) return false;
  // Without SITE_URL, a TLS proxy the server was not told to trust makes the request look like
  // plain HTTP: the same host is the same site.
  try {
    const host = validHost(request.host);
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const PRECOMPRESSED: ReadonlyArray<[encoding: string, extension: string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    // "br;q=0" is a refusal, not an offer.
    return name === encoding && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

export interface SendFileOptions {
  /** The Cache-Control header; without it, the reply's own (cachePolicy.ts). */
  cacheControl?: string;
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
  options: SendFileOptions = {},
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
    addVary(reply, 'Accept-Encoding');
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
  reply.code(result.statusCode).headers(result.headers);
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  if (encoding) {
    const type = send.mime.getType(relative) ?? 'application/octet-stream';
    reply.header('content-type', send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type);
    reply.header('content-encoding', encoding);
  }
  return reply.send(result.stream);
}

/** How long a refused upload's connection is still read from after its answer, at most. */
const LINGER_MS = 2000;

/**
 * Ends the connection once the answer is sent, without resetting it under the client. Node closes a
 * `Connection: close` answer's socket as soon as the answer is out; with the rest of an upload still
 * arriving, that close resets the connection, and the client can lose the answer it had not read yet.
 * Here only our side is ended after the answer, the rest is read and dropped, and the connection is
 * cut when the client ends its side or after LINGER_MS (a lingering close, as nginx makes).
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = request.raw.socket;
  socket.destroySoon = () => {
    socket.end();
    request.raw.resume();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
