// The site's server render (dist/server/render.cjs, written by `npm run build`), loaded when it
// exists and loaded again after a rebuild. Without it, pages are sent unrendered and rendered by
// the browser alone.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPage } from '../../../src/renderPage';

/** Where the build writes the server render, inside the site's build folder (never served). */
export const RENDERER_DIR = 'server';
export const RENDERER_FILE = `${RENDERER_DIR}/render.cjs`;

export type PageRendererSource = () => Promise<RenderPage | null>;

export function pageRendererAt(file: string, log: FastifyBaseLogger): PageRendererSource {
  const load = createRequire(file);
  let loaded: { mtimeMs: number; render: RenderPage | null } | null = null;
  return async () => {
    // Asked on every page view, to notice a rebuild: a stat in the cache of the file system is quicker
    // done at once than sent to the thread pool.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      delete load.cache[file];
      let render: RenderPage | null = null;
      try {
        const exported = load(file) as {
          renderPage?: unknown;
          trustStoredHtml?: () => void;
          setSanitizerWindow?: (window: unknown) => void;
        };
        // HTML from content is stored sanitised (server/modules/content/sanitize.ts): the render uses it as it is. A
        // render built before that sanitises it again, with DOMPurify, which needs a DOM: jsdom, loaded only
        // then (it is some 40 MB of the server's memory).
        if (typeof exported.trustStoredHtml === 'function') exported.trustStoredHtml();
        else if (typeof exported.setSanitizerWindow === 'function') {
          const { JSDOM } = await import('jsdom');
          exported.setSanitizerWindow(new JSDOM('').window);
        }
        if (typeof exported.renderPage === 'function') render = exported.renderPage as RenderPage;
        else log.warn({ file }, 'The server render exports no renderPage function; pages are sent unrendered');
      } catch (err) {
        log.warn({ err, file }, 'The server render could not be loaded; pages are sent unrendered');
      }
      loaded = { mtimeMs: stat.mtimeMs, render };
    }
    return loaded.render;
  };
}
