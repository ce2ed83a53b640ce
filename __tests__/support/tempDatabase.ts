// For server tests that work on files themselves: a fresh folder for each test (removed after it), a
// fresh SQLite file in such a folder, and the demo content as the content file parses it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseContentFile, type ContentFile } from '../../server/modules/content/schema';
import { readContentFile } from '../../server/modules/content/seed';

const CONTENT_DIR = path.resolve(__dirname, '../../server/content');

/**
 * Registers the making of a temporary folder before each test and its removal after it; the returned
 * function gives the folder of the test that runs.
 */
export function tempFolderEachTest(prefix: string): () => string {
  let folder = '';
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));
  return () => folder;
}

/** Registers the folder's making and removal around each test; the returned function gives its file. */
export function databaseFileEachTest(prefix: string): () => string {
  const folder = tempFolderEachTest(prefix);
  return () => path.join(folder(), 'salon.sqlite');
}

/** The demo content, parsed. */
export function demoContent(): ContentFile {
  const parsed = parseContentFile(readContentFile(CONTENT_DIR));
  if (!parsed.ok) throw new Error(parsed.problems);
  return parsed.content;
}
