// Content versions kept by their parts. A publish changes little of the content (a photo added at
// the top of the gallery, a price), so each version stores only a small root, and every object or
// list of any size is kept once in content_parts under the SHA-256 of its text: a part two versions
// share is stored once. A long list is cut into chunks where its items say so (not every N items),
// so a photo added at the top or an item edited in the middle makes one new chunk, not a new list.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';

/** An object or list whose JSON text is longer than this (in characters) is stored as a part of its own. */
const PART_MIN = 1024;
/**
 * When an object is stored as a part, each of its objects and lists longer than this is too, so that
 * a change in one field rewrites that field's part and a short list of references, not all the rest.
 */
const SPLIT_MIN = 256;
/**
 * A list is cut after each item whose boundary hash is a multiple of this: chunks of this many items
 * on average, a gallery's in about 2 KB, which SQLite's 4 KB pages hold without overflow pages.
 */
const CHUNK_EVERY = 16;
/** Cut after this many items whatever the hashes, so a list of equal items still gets chunks. */
const CHUNK_MAX = 256;

/*
 * The stored form is JSON in which two shapes stand for something else: {"$part": hash}, the part's
 * content, and {"$chunks": [hash, …]}, a list made of its chunks one after another (each chunk is a
 * part: a list of items, or again {"$chunks": …} for a list so long that its chunks are chunked).
 * The content's own keys that begin with "$" are stored with one "$" more, so content can hold
 * those shapes too and still read back as it was.
 */
const PART = '$part';
const CHUNKS = '$chunks';

const escapeKey = (key: string) => (key.startsWith('$') ? `$${key}` : key);

const reference = (hash: string) => `{"${PART}":"${hash}"}`;

const hashOf = (body: string) => createHash('sha256').update(body).digest('base64url');

/** FNV-1a with MurmurHash3's finish: cheap, and mixed well enough that every bit counts. */
function boundaryHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Items (as JSON texts) in chunks, each ending after an item that its own text marks as a boundary. */
function cut(items: string[]): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  for (const item of items) {
    chunk.push(item);
    if (boundaryHash(item) % CHUNK_EVERY === 0 || chunk.length >= CHUNK_MAX) {
      chunks.push(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

export interface EncodedContent {
  /** What the version row keeps: the stored form of the whole content, a reference for all but tiny content. */
  root: string;
  /** Every part it refers to, by hash: the caller stores those not stored yet. */
  parts: Map<string, string>;
}

/** `value` as JSON.parse gives it, in its stored form. */
export function encodeContent(value: unknown): EncodedContent {
  const parts = new Map<string, string>();
  const put = (body: string) => {
    const hash = hashOf(body);
    parts.set(hash, body);
    return hash;
  };
  const composite = (text: string) => text.startsWith('{') || text.startsWith('[');

  const list = (items: string[]): string => {
    const text = `[${items.join(',')}]`;
    if (text.length <= PART_MIN) return text;
    let level = cut(items).map((chunk) => put(`[${chunk.join(',')}]`));
    // Each round chunks the list of chunks, until it is short enough to sit in its parent.
    for (;;) {
      if (level.length === 1) return reference(level[0]!);
      const node = `{"${CHUNKS}":${JSON.stringify(level)}}`;
      if (node.length <= PART_MIN) return node;
      const groups = cut(level.map((hash) => `"${hash}"`));
      // No shorter this round (one group, or every hash a boundary): the list of chunks is one part.
      if (groups.length === 1 || groups.length === level.length) return reference(put(node));
      level = groups.map((group) => put(`{"${CHUNKS}":[${group.join(',')}]}`));
    }
  };

  const encode = (node: unknown): string => {
    if (Array.isArray(node)) return list(node.map(encode));
    if (node !== null && typeof node === 'object') {
      const fields = Object.entries(node).map(([key, child]) => ({
        key: JSON.stringify(escapeKey(key)),
        value: encode(child),
      }));
      const text = `{${fields.map(({ key, value }) => `${key}:${value}`).join(',')}}`;
      if (text.length <= PART_MIN) return text;
      const split = fields.map(({ key, value }) =>
        composite(value) && value.length > SPLIT_MIN ? `${key}:${reference(put(value))}` : `${key}:${value}`,
      );
      return reference(put(`{${split.join(',')}}`));
    }
    return JSON.stringify(node);
  };
  return { root: encode(value), parts };
}

/** Broken stored content: a part missing, or a shape the encoding never writes. */
export class StoredContentError extends Error {}

/** The content whose stored form is `root`, its parts read by `body` (the part's text by hash). */
export function decodeContent(root: string, body: (hash: string) => string | undefined): unknown {
  const part = (hash: unknown): unknown => {
    const text = typeof hash === 'string' ? body(hash) : undefined;
    if (text === undefined) throw new StoredContentError(`The stored content lacks its part ${String(hash)}.`);
    return decode(JSON.parse(text));
  };

  const decode = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) node[i] = decode(node[i]);
      return node;
    }
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === PART) return part(record[PART]);
    if (keys.length === 1 && keys[0] === CHUNKS && Array.isArray(record[CHUNKS])) {
      const items: unknown[] = [];
      for (const hash of record[CHUNKS]) {
        const chunk = part(hash);
        if (!Array.isArray(chunk)) throw new StoredContentError(`The stored chunk ${String(hash)} is not a list.`);
        for (const item of chunk) items.push(item);
      }
      return items;
    }
    if (!keys.some((key) => key.startsWith('$'))) {
      for (const key of keys) record[key] = decode(record[key]);
      return record;
    }
    // Keys put back without their added "$", in their order; defined, not assigned, so that even a
    // key named __proto__ stays a plain key as JSON.parse makes it.
    const decoded = {};
    for (const key of keys) {
      const escaped = key.startsWith('$');
      if (escaped && !key.startsWith('$$')) throw new StoredContentError(`The stored content holds a key ${key}.`);
      Object.defineProperty(decoded, escaped ? key.slice(1) : key, {
        value: decode(record[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return decoded;
  };
  return decode(JSON.parse(root));
}

/**
 * Stores the parts of `value` (as JSON.parse gives it) that are not stored yet and returns its root,
 * for the version row. Call it inside the transaction that writes the row, so that a publish rolled
 * back leaves no part behind.
 */
export function writeContentParts(db: Db, value: unknown): string {
  const { root, parts } = encodeContent(value);
  const insert = db.prepare('INSERT INTO content_parts (hash, body) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING');
  for (const [hash, body] of parts) insert.run(hash, body);
  return root;
}

/** The content whose root a version row keeps, its parts read by primary key. Call it inside a read transaction. */
export function readContentParts(db: Db, root: string): unknown {
  const body = db.prepare('SELECT body FROM content_parts WHERE hash = ?').pluck();
  return decodeContent(root, (hash) => body.get(hash) as string | undefined);
}
