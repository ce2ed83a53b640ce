// Moves the content out of the tables of schema versions 1 and 2 into its first version (migration 3
// in server/db/database.ts). Content those tables accepted that the model now refuses (a media path that is a
// URL, a map address a header could misread) is left out rather than stopping the server, and the
// version's note names each value left out, so nothing is lost without a word.
import { parseContentFile } from '../../modules/content';
import type { Db } from '../types';
import { LEGACY_CONTENT_TABLES, readLegacyContent } from './legacyContent';

type Path = (string | number)[];

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );
}

/**
 * Takes out the value at `path`; when there is none (a required field left empty), the list item it
 * belongs to. Returns what was taken out, or null when nothing could be.
 */
function leaveOut(root: unknown, path: Path): { path: Path; value: unknown } | null {
  const parent = at(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (key !== undefined && parent && typeof parent === 'object' && at(root, path) !== undefined) {
    const value = at(root, path);
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete (parent as Record<string, unknown>)[key];
    return { path, value };
  }
  for (let end = path.length - 1; end > 0; end -= 1) {
    if (typeof path[end] === 'number' && Array.isArray(at(root, path.slice(0, end))))
      return leaveOut(root, path.slice(0, end + 1));
  }
  return null;
}

export function moveContentToVersions(db: Db): void {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get();
  if (seeded) {
    const content = readLegacyContent(db);
    const leftOut: string[] = [];
    let parsed = parseContentFile(content);
    // Each round leaves out what the model refuses; the deepest paths first, so indices stay right.
    for (let round = 0; !parsed.ok && round < 20; round += 1) {
      const paths = Object.keys(parsed.errors)
        .map((key) => key.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)))
        .sort((a, b) => b.join('.').localeCompare(a.join('.'), undefined, { numeric: true }));
      const taken = paths.map((path) => leaveOut(content, path)).filter((found) => found !== null);
      if (taken.length === 0) break;
      for (const { path, value } of taken) leftOut.push(`${path.join('.')} = ${JSON.stringify(value)}`);
      parsed = parseContentFile(content);
    }
    if (!parsed.ok) throw new Error(`The stored content cannot be moved to the content model:\n${parsed.problems}`);
    const note = [
      'The content as it was before versions were kept.',
      ...(leftOut.length ? ['Left out, as the content model refuses them:', ...leftOut] : []),
    ];
    db.prepare(`INSERT INTO content_versions (content, source, note, created_at) VALUES (?, 'upgrade', ?, ?)`).run(
      JSON.stringify(parsed.content),
      note.join('\n'),
      new Date().toISOString(),
    );
  }
  for (const table of LEGACY_CONTENT_TABLES) db.exec(`DROP TABLE ${table}`);
}
