// The scripts the build writes into the page itself (the head's script, src/boot/head.ts, and the entry),
// allowed by the Content-Security-Policy by their hashes, and no others: an inline script that is not
// the build's own never runs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ENTRY_SCRIPT_ATTRIBUTE } from '../../../src/api/contract';

/**
 * A script element with code in it: no src, and no type (data in JSON has one, and never runs); the
 * entry's is marked as such.
 */
const INLINE_SCRIPT = new RegExp(`<script(?: ${ENTRY_SCRIPT_ATTRIBUTE})?>([\\s\\S]*?)<\\/script>`, 'g');

/** The policy's sources for the inline scripts of the build in `distDir` ("'sha256-…'"), read once per build. */
export function inlineScriptHashes(distDir: string): () => string[] {
  const file = path.join(distDir, 'index.html');
  let known: { stamp: string; hashes: string[] } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const stamp = stat?.isFile() ? `${stat.mtimeMs}:${stat.size}` : '-';
    if (known?.stamp === stamp) return known.hashes;
    const html = stamp === '-' ? '' : fs.readFileSync(file, 'utf8');
    const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
      ([, code = '']) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
    );
    known = { stamp, hashes };
    return hashes;
  };
}
