// For the server tests that draw pages (buildTestApp's drawPages, in build.ts): the build's empty
// page and the page render the build would use, made to run outside a browser.
import { JSDOM } from 'jsdom';
import { renderPage, setSanitizerWindow, type RenderPage } from '../../src/renderPage';

/** The page the build writes: a generic title and the empty element the site renders into. */
export const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Generic title</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The render the build would use, with a DOM for its sanitizer as a browser would give it. */
export function pageRender(): RenderPage {
  setSanitizerWindow(new JSDOM('').window);
  return renderPage;
}
