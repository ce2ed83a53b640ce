// A first visit's bytes on the wire, page by page, as a phone gets them: Chromium at 375 × 812 px,
// density 1, touch, an empty cache. Every response is counted by what Chromium received for it
// (headers and compressed body), by its type, at two moments:
//   - at load: the load event, then the network quiet for a second (what the page fetches by itself
//     once it is shown, such as the site's faces, counts);
//   - after scrolling to the end: the page scrolled a screen at a time to its end, then quiet again.
// The services page's video plays by itself: media is counted apart, and the budget of a page's
// bytes at load leaves it out (the video has its own phone-sized encoding).
import type { Browser, CDPSession } from 'playwright-core';

export const FIRST_VISIT_DEVICE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

export const TYPES = ['document', 'script', 'style', 'font', 'image', 'media', 'data', 'other'] as const;
type Type = (typeof TYPES)[number];

/** Chromium's resource types, in the groups the table shows. */
const GROUPS: Record<string, Type> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'style',
  Font: 'font',
  Image: 'image',
  Media: 'media',
  Fetch: 'data',
  XHR: 'data',
};

export interface Tally {
  requests: number;
  bytes: number;
  byType: Record<Type, { requests: number; bytes: number }>;
}

export interface FirstVisit {
  route: string;
  atLoad: Tally;
  afterScroll: Tally;
  /** What was fetched (URL and bytes), for a closer look. */
  files: { url: string; type: Type; bytes: number; afterLoad: boolean }[];
}

function emptyTally(): Tally {
  return {
    requests: 0,
    bytes: 0,
    byType: Object.fromEntries(TYPES.map((t) => [t, { requests: 0, bytes: 0 }])) as Tally['byType'],
  };
}

interface Seen {
  url: string;
  type: Type;
  /** Bytes received so far, by chunk (a video streams and may never finish). */
  streamed: number;
  /** The total once the response finished. */
  finished: number;
  afterLoad: boolean;
}

/** Waits until no response has been under way or arrived for `quietMs`, or `maxMs` have passed. */
async function quiet(pending: () => number, lastActivity: () => number, quietMs = 1000, maxMs = 20_000) {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if (pending() === 0 && Date.now() - lastActivity() >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function visit(browser: Browser, baseUrl: string, route: string): Promise<FirstVisit> {
  const context = await browser.newContext(FIRST_VISIT_DEVICE);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const seen = new Map<string, Seen>();
  const open = new Set<string>();
  let last = Date.now();
  let loaded = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    last = Date.now();
    // A redirect reuses the id: the earlier hop is counted under the same entry.
    if (!seen.has(event.requestId))
      seen.set(event.requestId, {
        url: event.request.url,
        type: GROUPS[event.type ?? ''] ?? 'other',
        streamed: 0,
        finished: 0,
        afterLoad: loaded,
      });
    open.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    last = Date.now();
    const entry = seen.get(event.requestId);
    if (entry) entry.type = GROUPS[event.type] ?? entry.type;
  });
  cdp.on('Network.dataReceived', (event) => {
    last = Date.now();
    const entry = seen.get(event.requestId);
    if (entry) entry.streamed += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    last = Date.now();
    const entry = seen.get(event.requestId);
    if (entry) entry.finished = event.encodedDataLength;
    open.delete(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event) => {
    last = Date.now();
    open.delete(event.requestId);
  });
  // A playing video keeps a request open: it does not hold the wait for quiet.
  const pending = () => [...open].filter((id) => seen.get(id)?.type !== 'media').length;

  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await quiet(pending, () => last);
  const tally = (entries: Seen[]): Tally => {
    const result = emptyTally();
    for (const entry of entries) {
      const bytes = Math.max(entry.streamed, entry.finished);
      result.requests += 1;
      result.bytes += bytes;
      result.byType[entry.type].requests += 1;
      result.byType[entry.type].bytes += bytes;
    }
    return result;
  };
  const atLoad = tally([...seen.values()]);
  loaded = true;

  // A screen at a time to the end, as a reader scrolls (lazy images load as they come near).
  for (let step = 0; step < 60; step += 1) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      // At once: the site may scroll smoothly, and a smooth scroll has not moved yet when read.
      window.scrollBy({ top: window.innerHeight * 0.9, behavior: 'instant' });
      return window.scrollY > before;
    });
    await page.waitForTimeout(400);
    if (!more) break;
  }
  await quiet(pending, () => last);
  const entries = [...seen.values()];
  const afterScroll = tally(entries);
  const files = entries.map((e) => ({
    url: e.url,
    type: e.type,
    bytes: Math.max(e.streamed, e.finished),
    afterLoad: e.afterLoad,
  }));
  await context.close();
  return { route, atLoad, afterScroll, files };
}

/** Each route visited once, in a fresh context (an empty cache), one after another. */
export async function measureFirstVisits(browser: Browser, baseUrl: string, routes: string[]): Promise<FirstVisit[]> {
  const visits: FirstVisit[] = [];
  for (const route of routes) visits.push(await visit(browser, baseUrl, route));
  return visits;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

/** The bytes at load that the budget holds: all but media (a video that plays by itself). */
export const loadBytesWithoutMedia = (tally: Tally) => tally.bytes - tally.byType.media.bytes;

/** A Markdown table: one line per page. */
export function firstVisitTable(visits: FirstVisit[]): string[] {
  return [
    '| Page | Requests (load → end) | KiB at load (without media) | KiB after scrolling to the end | Script | Style | Fonts | Images at load | Media at load | Data |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...visits.map(({ route, atLoad: a, afterScroll: e }) => {
      const t = a.byType;
      return `| ${route} | ${a.requests} → ${e.requests} | ${kib(a.bytes)} (${kib(loadBytesWithoutMedia(a))}) | ${kib(e.bytes)} | ${kib(t.script.bytes)} | ${kib(t.style.bytes)} | ${kib(t.font.bytes)} (${t.font.requests}) | ${kib(t.image.bytes)} | ${kib(t.media.bytes)} | ${kib(t.data.bytes)} |`;
    }),
  ];
}

/** What is over the first visit's budget. */
export function firstVisitBytesOver(visits: FirstVisit[], budget: { loadKiB: number; fontKiB: number }): string[] {
  const over: string[] = [];
  for (const { route, atLoad, afterScroll } of visits) {
    const load = loadBytesWithoutMedia(atLoad) / 1024;
    if (load > budget.loadKiB)
      over.push(`${route} first visit: ${load.toFixed(0)} KiB at load without media (budget ≤ ${budget.loadKiB} KiB)`);
    const fonts = afterScroll.byType.font.bytes / 1024;
    if (fonts > budget.fontKiB)
      over.push(`${route} first visit: fonts ${fonts.toFixed(0)} KiB (budget ≤ ${budget.fontKiB} KiB)`);
  }
  return over;
}
