// For the server tests that draw pages: a temporary folder holding a minimal build (dist/ with the
// build's empty page) and the options that start the real app on it with the demo content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { BuildAppOptions } from '../../server/app';
import { renderPage, setSanitizerWindow } from '../../src/renderPage';

export const CONTENT_DIR = path.resolve(__dirname, '../../server/content');

/** The page the build writes: a generic title and the empty element the site renders into. */
export const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Generic title</title></head>' +
  '<body><div id="root"></div></body></html>';

export interface SiteDir {
  tmp: string;
  distDir: string;
  /** The app's options for this folder: a database and media cache of their own per name. */
  options(name?: string): BuildAppOptions;
  remove(): void;
}

/**
 * Makes the folder, with dist/index.html and any other files given (paths inside dist/), and lets
 * the page render run outside a browser with the render the build would use.
 */
export function makeSiteDir(prefix: string, files: Record<string, string> = {}): SiteDir {
  setSanitizerWindow(new JSDOM('').window);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const distDir = path.join(tmp, 'dist');
  for (const [file, text] of Object.entries({ 'index.html': EMPTY_PAGE, ...files })) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), text);
  }
  return {
    tmp,
    distDir,
    options: (name = 'salon') => ({
      dbPath: path.join(tmp, `${name}.sqlite`),
      contentDir: CONTENT_DIR,
      mediaDir: path.join(CONTENT_DIR, 'media'),
      mediaCacheDir: path.join(tmp, `${name}-cache`),
      distDir,
      renderer: async () => renderPage,
    }),
    remove: () => fs.rmSync(tmp, { recursive: true, force: true }),
  };
}
