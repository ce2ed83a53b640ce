// The server's render of a page's first view: the HTML a visitor receives already shows the page,
// and the browser hydrates it (src/boot/main.tsx) instead of rendering it again. Built by
// `webpack --env ssr` into dist/server/render.cjs, which the content server loads when present.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { contentApi } from './api/contentApi';
import type { ContactFormEcho } from './api/contract';
import { seedEmbeddedData, type EmbeddedData } from './api/embeddedData';
import { addressActions } from './boot/addressState';
import { AppProviders } from './app/AppProviders';
import { SERVER_HEAD_ATTRIBUTE } from './layout/serverHead';
import { loadSeoTags } from './layout/Seo';
import { shareAccountElement, structuredDataElement, type SiteFacts } from './app/structuredData';
import { AppRoutes, loadPageAt } from './app/router';
import { makeStore } from './app/store';
import { ContactFormEchoContext } from './features/contact/contactFormEcho';
import { RequestOriginContext } from './ui/siteOrigin';

export interface RenderedPage {
  /** The page's title, meta and link elements, for the document's head. */
  head: string;
  /** The markup inside #root. */
  body: string;
}

/**
 * `facts`: content the page does not embed but its structured data describes (the salon's contact
 * details); `form`: the answer to the contact form posted without the app, which the page shows.
 */
export type RenderPage = (
  url: string,
  data: EmbeddedData,
  facts?: SiteFacts,
  form?: ContactFormEcho,
) => Promise<RenderedPage>;

export type { SiteFacts };

// HTML from content: the content server stores it sanitised and tells the render to use it as it
// is (trustStoredHtml); anyone else gives the sanitiser a DOM first (setSanitizerWindow, e.g. jsdom's).
// Either way the browser's own pass finds the same markup when it hydrates.
export { setSanitizerWindow, trustStoredHtml } from './ui/RichText';
import { loadSanitizer, sanitizerReady } from './ui/RichText';

/** React writes the head elements a tree renders (title, meta, link) ahead of the tree itself. */
const LEADING_HEAD_ELEMENT = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;

/**
 * Renders the page at `url` (absolute, on the origin the visitor asked for) from the content in
 * `data`, the same content the HTML embeds for the browser. Parts that load their code on demand
 * (carousels, the flipbook) are sent as their placeholders. The head also carries the page's
 * structured data for search engines, which the browser leaves as it is.
 */
export const renderPage: RenderPage = async (url, data, facts, form) => {
  const { origin, pathname, search } = new URL(url);
  await loadPageAt(pathname);
  // Content not known to be clean is sanitised in the render, with DOMPurify on the DOM given.
  if (!sanitizerReady()) await loadSanitizer();
  await loadSeoTags();
  const store = makeStore({
    services: { navigate: () => undefined, alert: () => undefined, storage: null, document: null },
  });
  store.dispatch(seedEmbeddedData(data));
  for (const action of await addressActions(pathname, search)) store.dispatch(action);
  let body: string;
  try {
    body = renderToString(
      <RequestOriginContext value={origin}>
        <ContactFormEchoContext value={form ?? null}>
          <AppProviders store={store}>
            <StaticRouter location={pathname + search}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ContactFormEchoContext>
      </RequestOriginContext>,
    );
  } finally {
    // Ends the cache's timers (unused data is let go a minute later), so nothing outlives the request.
    store.dispatch(contentApi.util.resetApiState());
  }
  let head = '';
  for (let match = LEADING_HEAD_ELEMENT.exec(body); match; match = LEADING_HEAD_ELEMENT.exec(body)) {
    head += match[0].replace(/^<\w+/, (tag) => `${tag} ${SERVER_HEAD_ATTRIBUTE}`);
    body = body.slice(match[0].length);
  }
  head += structuredDataElement(url, data, facts) + shareAccountElement(data, facts);
  return { head, body };
};
