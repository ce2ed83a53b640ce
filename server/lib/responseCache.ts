// Answers made once and sent many times: a page's HTML or an API answer, cached with its brotli and
// gzip bodies and a strong ETag, for as long as what it was made from (the content, the build, the
// public origin) has not changed. A visitor then costs a look-up, not a render and a compression.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding, addVary, etagMatches } from '../lib/http';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies gain too little from compression to be worth a header. */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for stored bodies. Made once per change of content, so it can afford more than
 * compression per request (5), but a visitor waits for it on the first view after a change.
 */
export const STORED_BROTLI_QUALITY = 7;

export interface StoredAnswer {
  status: number;
  contentType: string;
  /** Strong: the hash of the bytes, so equal answers made at different times validate alike. */
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** The memory it holds, for the cache's cap. */
  bytes: number;
}

/** Makes the stored form of an answer: its ETag, and its compressed bodies (in the thread pool). */
export async function storeAnswer(status: number, contentType: string, body: string | Buffer): Promise<StoredAnswer> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  let br: Buffer | null = null;
  let gz: Buffer | null = null;
  if (identity.length >= COMPRESSION_THRESHOLD) {
    [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip(identity, { level: 9 }),
    ]);
  }
  return {
    status,
    contentType,
    etag,
    identity,
    br,
    gzip: gz,
    bytes: identity.length + (br?.length ?? 0) + (gz?.length ?? 0),
  };
}

/**
 * Sends a stored answer in the encoding the client takes, or a bodiless 304 when the client's copy
 * (in whichever encoding) is still good. Who may cache it is the caller's to say (cachePolicy.ts).
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  let body = answer.identity;
  let encoding: 'br' | 'gzip' | undefined;
  if (answer.br && acceptsEncoding(accepted, 'br')) {
    body = answer.br;
    encoding = 'br';
  } else if (answer.gzip && acceptsEncoding(accepted, 'gzip')) {
    body = answer.gzip;
    encoding = 'gzip';
  }
  // Each encoding is its own representation, so its own strong tag; any of them revalidates.
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : answer.etag;
  reply.header('etag', etag).header('content-type', answer.contentType);
  addVary(reply, 'Accept-Encoding');
  if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.code(answer.status);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

export interface AnswerCacheOptions {
  /** How much memory the stored answers may hold together. */
  maxBytes: number;
}

/**
 * Stored answers by key, the least recently used let go past the memory cap. Answers for a key
 * asked for at the same time are made once. A key names everything its answer depends on, so an
 * entry is never stale, only unused: `generation` drops all of them at once when what every answer
 * depends on (the content, the build) has changed, so old ones do not hold memory until pushed out.
 */
export class AnswerCache {
  private readonly entries = new Map<string, StoredAnswer>();
  private readonly pending = new Map<string, Promise<StoredAnswer | null>>();
  private bytes = 0;
  private currentGeneration: string | undefined;

  constructor(private readonly options: AnswerCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** Forgets every answer when the generation differs from the last one seen. */
  generation(value: string): void {
    if (value === this.currentGeneration) return;
    this.currentGeneration = value;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * The answer stored under `key`, or the one `make` makes (stored unless it is null or
   * `make` says not to cache it).
   */
  async get(
    key: string,
    make: () => Promise<{ answer: StoredAnswer; cache: boolean } | null>,
  ): Promise<StoredAnswer | null> {
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last, so the first in the map is the one to let go.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const generation = this.currentGeneration;
    // One making per key and generation: a request after an import does not wait for the old page.
    const pendingKey = `${generation ?? ''}\n${key}`;
    const inFlight = this.pending.get(pendingKey);
    if (inFlight) return inFlight;
    const made = make()
      .then((result) => {
        if (!result) return null;
        if (result.cache && generation === this.currentGeneration) this.put(key, result.answer);
        return result.answer;
      })
      .finally(() => this.pending.delete(pendingKey));
    this.pending.set(pendingKey, made);
    return made;
  }

  private put(key: string, answer: StoredAnswer): void {
    if (answer.bytes > this.options.maxBytes) return;
    const replaced = this.entries.get(key);
    if (replaced) this.bytes -= replaced.bytes;
    this.entries.set(key, answer);
    this.bytes += answer.bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
    }
  }
}
