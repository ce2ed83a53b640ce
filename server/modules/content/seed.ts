// The demo content (server/content/content.json) goes into an empty database once, as its first version.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { ContentError, publishContent } from './store';

export const CONTENT_FILE_NAME = 'content.json';

export function readContentFile(contentDir: string): unknown {
  const file = path.join(contentDir, CONTENT_FILE_NAME);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the content file ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new Error(`The content file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Loads the content file into an unseeded database, as its first version. Runs at every start but
 * only acts once: the marker is written in the same transaction as the content, so edits and imports
 * made later are never overwritten by the demo content.
 */
export function seedIfNeeded(db: Db, contentDir: string): { seeded: boolean } {
  const marker = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (marker) return { seeded: false };
  const raw = readContentFile(contentDir);
  db.transaction(() => {
    try {
      publishContent(db, raw, { source: 'seed', note: 'The demo content' });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      throw new Error(`The content file in ${contentDir} does not match the content format:\n${error.problems}`);
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
  })();
  return { seeded: true };
}
