// `npm run bench`: builds the site, serves it with the demo content and measures every route as a
// phone feels it, side by side in one run:
//   - Lighthouse on a mobile phone, simulated (Lighthouse's default) and with the throttling applied
//     in the browser (throttlingMethod 'devtools'), and on a desktop (simulated);
//   - the same page with every script removed, with the throttling applied: the lower bound a page
//     that runs scripts can come close to, and the ratio of its LCP to that bound;
//   - a tap at the first paint on the first view's controls (e2e/tapAtFirstPaint.ts);
//   - the initial JavaScript, gzip and brotli;
//   - a first visit's bytes on the wire (bench/firstVisit.ts): requests and KiB by type at load and
//     after scrolling to the end, on a phone 375 px wide at density 1.
// It writes bench/RESULTS.md (keeping its section "Measurements behind the code" as it is) and
// prints what is over the budgets in bench/budget.json.
//
// Environment: BENCH_RUNS (Lighthouse runs per route and mode, median shown; 3), BENCH_TAP_RUNS
// (taps per control; 11; 0 for none), BENCH_ROUTES (a comma-separated subset of routes) and
// BENCH_MODES (of the Lighthouse modes below: mobile, mobile-applied, no-script, desktop; a subset's
// results go to bench/results/RESULTS.md), BENCH_BUILD=0 (measure the build in dist/ as it is), BENCH_PORT (the
// content server's port; 3950), BENCH_NOSCRIPT_PORT (the script-stripping proxy's; any free one),
// CHROME_PATH (/usr/bin/chromium). Every Lighthouse report is kept in bench/results/lighthouse/.
// `npm run bench:bytes` (or `--bytes`) measures the first visit's bytes and the initial JavaScript
// alone, in a minute or two, and writes them to bench/results/BYTES.md; BENCH_URL measures a server
// already running there instead of starting one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import { matchPage } from '../src/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startContentServer } from './contentServer';
import { pageProxy } from '../e2e/pageProxy';
import { PHONE, TAP_SCENARIOS, tapAtFirstPaint, type TapResult, type TapScenario } from '../e2e/tapAtFirstPaint';
import { firstVisitBytesOver, firstVisitTable, measureFirstVisits, type FirstVisit } from './firstVisit';

const ALL_ROUTES = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/404'];
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((r) => r.trim()) : ALL_ROUTES;
const PARTIAL = Boolean(process.env.BENCH_ROUTES || process.env.BENCH_MODES);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Eleven: a tap's answer time depends on which of the start-up's tasks it lands in, and the median of
// five swung between 74 and 102 ms from one run to the next (bench/RESULTS.md, the end).
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 11);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const NOSCRIPT_PORT = Number(process.env.BENCH_NOSCRIPT_PORT ?? 0);
const BUILD = process.env.BENCH_BUILD !== '0';
/** Only the first visit's bytes and the initial JavaScript (`npm run bench:bytes`). */
const BYTES_ONLY = process.argv.includes('--bytes');
/** A server already running, to measure instead of starting one (bytes only). */
const GIVEN_URL = process.env.BENCH_URL?.replace(/\/$/, '');
const CHROME_PATH = CHROMIUM_PATH;
const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = PARTIAL
  ? path.join(ROOT, 'bench', 'results', 'RESULTS.md')
  : path.join(ROOT, 'bench', 'RESULTS.md');
/** Each Lighthouse run's full report (its long tasks, requests and trace figures), for a closer look. */
const REPORTS_DIR = path.join(ROOT, 'bench', 'results', 'lighthouse');
const routeSlug = (route: string) => route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
/** The part of RESULTS.md written by hand, which a new run keeps as it is. */
const KEPT_SECTION = '## Measurements behind the code';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** How each route is measured by Lighthouse. */
const ALL_MODES = ['mobile', 'mobile-applied', 'no-script', 'desktop'] as const;
type Mode = (typeof ALL_MODES)[number];
const MODES: readonly Mode[] = process.env.BENCH_MODES
  ? ALL_MODES.filter((mode) =>
      process.env.BENCH_MODES?.split(',')
        .map((m) => m.trim())
        .includes(mode),
    )
  : ALL_MODES;
const MODE_LABELS: Record<Mode, string> = {
  mobile: 'mobile, simulated',
  'mobile-applied': 'mobile, applied',
  'no-script': 'mobile, applied, scripts removed',
  desktop: 'desktop, simulated',
};
const SCORES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Budget {
  /** Initial JavaScript of every route, KB gzip. */
  initialJsGzipKb: number;
  /** Per mode: scores (at least) and figures (at most), by the keys of RunFigures. */
  lighthouse: Partial<Record<Mode, Partial<Record<keyof RunFigures, number>>>>;
  /** Applied LCP over the LCP of the same page without scripts, at most. */
  lcpToNoScriptRatio: number;
  /** Share of the taps at the first paint that must answer. */
  tapsAnswered: number;
  /** Median time from a tap at the first paint to its answer on screen, at most (ms). */
  tapAnswerMedianMs: number;
  /** Files (by a pattern of their names) that may load up front only on the routes listed. */
  onlyOn?: Record<string, { pattern: string; routes: string[] }>;
  /** A first visit at 375 px, density 1 (bench/firstVisit.ts), at most. */
  firstVisit?: { loadKiB: number; fontKiB: number };
  /** "<route> <figure>" → why that figure is not held to the budget there. */
  exempt?: Record<string, string>;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
}

interface InitialJs {
  files: string[];
  gzip: number;
  brotli: number;
}

interface TapFigures {
  scenario: TapScenario;
  results: TapResult[];
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

function build() {
  log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The build failed');
}

/**
 * What the browser gets of JavaScript on a first visit to each route: the in-page links' script (in
 * the HTML), the entry, the app's chunk group (which the entry starts on every page) and the route's
 * own chunk group, as the build lists them for the server (dist/route-assets.json).
 */
function initialJavaScript(): Record<string, InitialJs> {
  const groups = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'route-assets.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const result: Record<string, InitialJs> = {};
  for (const route of ROUTES) {
    const chunk = matchPage(route).route.id;
    // The head's script is written into every page's HTML: it counts too.
    const files = [
      ...new Set([...(groups.head ?? []), ...(groups.main ?? []), ...(groups.app ?? []), ...(groups[chunk] ?? [])]),
    ].filter((file) => file.endsWith('.js'));
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const body = readFileSync(path.join(ROOT, 'dist', file));
      gzip += gzipSync(body, { level: 9 }).length;
      brotli += brotliCompressSync(body).length;
    }
    result[route] = { files, gzip, brotli };
  }
  return result;
}

/** The server's HTML with every script removed: script elements, and script preloads. */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?preload)(?=[^>]*\bas=["']?script)[^>]*>/gi, '');
}

/** A proxy in front of the content server that serves its pages with their scripts removed. */
async function startNoScriptProxy(): Promise<http.Server> {
  const proxy = pageProxy(new URL(`http://127.0.0.1:${PORT}`), stripScripts);
  await new Promise<void>((resolve) => proxy.listen(NOSCRIPT_PORT, '127.0.0.1', resolve));
  return proxy;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is tried again. */
const AUDIT_ATTEMPTS = 3;

async function audit(url: string, mode: Mode): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const applied = mode === 'mobile-applied' || mode === 'no-script';
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The not-found page answers 404 on purpose; Lighthouse refuses such a document unless told.
          ignoreStatusCode: new URL(url).pathname === '/404',
          ...(applied ? { throttlingMethod: 'devtools' as const, onlyCategories: ['performance'] } : {}),
        },
        mode === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { runtimeError } = result.lhr;
      if (!runtimeError) return result.lhr;
      const problem = `Lighthouse could not audit ${url} (${mode}): ${runtimeError.code} ${runtimeError.message}`;
      if (attempt === AUDIT_ATTEMPTS) throw new Error(problem);
      log(`${problem}; trying again`);
    } finally {
      chrome.kill();
    }
  }
}

function figuresOf({ categories, audits }: LighthouseResult): RunFigures {
  const score = (id: string) => {
    const category = categories[id];
    return category ? Math.round((category.score ?? 0) * 100) : Number.NaN;
  };
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    audits['resource-summary']?.details as {
      items?: { resourceType: string; transferSize: number; requestCount: number }[];
    }
  )?.items;
  const item = (type: string) => summary?.find((i) => i.resourceType === type);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsBytes: item('script')?.transferSize ?? 0,
    totalBytes: item('total')?.transferSize ?? value('total-byte-weight'),
    requests: item('total')?.requestCount ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const num = (value: number) => (Number.isNaN(value) ? '–' : String(value));
/** A figure as the report shows it: whole milliseconds, CLS to three places, scores as they are. */
const figure = (key: string, value: number) =>
  key.endsWith('Ms') ? ms(value) : key === 'cls' ? value.toFixed(3) : String(value);
const isScore = (key: string) => (SCORES as readonly string[]).includes(key);

type Results = Record<string, Partial<Record<Mode, RunFigures>>>;

/** Applied LCP over the LCP of the same page with its scripts removed. */
function lcpRatio(byMode: Partial<Record<Mode, RunFigures>> | undefined): number {
  return (byMode?.['mobile-applied']?.lcpMs ?? Number.NaN) / (byMode?.['no-script']?.lcpMs ?? Number.NaN);
}

function tapSummary(results: TapResult[]) {
  const answered = results.filter((r) => r.answerMs !== null);
  const times = answered.map((r) => r.answerMs ?? 0);
  return {
    answered: answered.length,
    medianAnswerMs: median(times),
    worstAnswerMs: times.length ? Math.max(...times) : Number.NaN,
    medianTapMs: median(results.map((r) => r.tapMs)),
    beforeAppStart: results.filter((r) => !r.appStartedAtTap).length,
    withPageLoad: results.filter((r) => r.loadedAnotherPage).length,
  };
}

function overBudget(results: Results, js: Record<string, InitialJs>, taps: TapFigures[], budget: Budget): string[] {
  const over: string[] = [];
  for (const route of ROUTES) {
    for (const mode of MODES) {
      const figures = results[route]?.[mode];
      if (!figures) continue;
      for (const [key, limit] of Object.entries(budget.lighthouse[mode] ?? {})) {
        if (budget.exempt?.[`${route} ${key}`]) continue;
        const actual = figures[key as keyof RunFigures];
        if (Number.isNaN(actual)) continue;
        if (isScore(key) ? actual < limit : actual > limit)
          over.push(
            `${route} ${MODE_LABELS[mode]} ${key}: ${figure(key, actual)} (budget ${isScore(key) ? '≥' : '≤'} ${limit})`,
          );
      }
    }
    const ratio = lcpRatio(results[route]);
    if (ratio > budget.lcpToNoScriptRatio)
      over.push(`${route} LCP applied / no scripts: ${ratio.toFixed(2)}× (budget ≤ ${budget.lcpToNoScriptRatio}×)`);
    const gzipKb = (js[route]?.gzip ?? 0) / 1024;
    if (gzipKb > budget.initialJsGzipKb)
      over.push(`${route} initial JavaScript: ${gzipKb.toFixed(1)} KB gzip (budget ≤ ${budget.initialJsGzipKb} KB)`);
    for (const [what, { pattern, routes }] of Object.entries(budget.onlyOn ?? {})) {
      if (routes.includes(route)) continue;
      const stray = (js[route]?.files ?? []).filter((file) => new RegExp(pattern, 'i').test(file));
      if (stray.length) over.push(`${route} loads ${what} up front: ${stray.join(', ')}`);
    }
  }
  for (const { scenario, results: runs } of taps) {
    const { answered, medianAnswerMs } = tapSummary(runs);
    if (answered < budget.tapsAnswered * runs.length)
      over.push(`tap at first paint, ${scenario.name}: answered ${answered}/${runs.length}`);
    if (medianAnswerMs > budget.tapAnswerMedianMs)
      over.push(
        `tap at first paint, ${scenario.name}: answered in ${ms(medianAnswerMs)} (median; budget ≤ ${budget.tapAnswerMedianMs} ms)`,
      );
  }
  return over;
}

interface RunInfo {
  lighthouseVersion: string;
  userAgent: string;
  minutes: number;
}

function report(
  results: Results,
  js: Record<string, InitialJs>,
  visits: FirstVisit[],
  taps: TapFigures[],
  over: string[],
  budget: Budget,
  info: RunInfo,
  kept: string,
): string {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} in ${info.minutes.toFixed(0)} minutes: Lighthouse ${info.lighthouseVersion}, ${RUNS} run${RUNS === 1 ? '' : 's'} per route and mode (median shown), ${TAP_RUNS} tap${TAP_RUNS === 1 ? '' : 's'} per control, against the production build served by the content server with its demo content, in headless Chromium (${info.userAgent}) on this machine (2 cores).`,
    '',
    "- **mobile, simulated**: Lighthouse's default, a mid-range phone on slow 4G, its timings simulated from an unthrottled load.",
    "- **mobile, applied**: the same phone with the throttling applied in the browser while it loads (Lighthouse's `throttlingMethod: 'devtools'`).",
    '- **mobile, applied, scripts removed**: the same page as the server sends it, with every script and script preload taken out (through a proxy), measured as the line above: the lower bound for the page. The ratio is the applied LCP over this one.',
    `- **Tap at the first paint**: on a phone ${PHONE.viewport.width} px wide with touch, the network at ${PHONE.latencyMs} ms of latency, ${(PHONE.downloadBytesPerSecond * 8) / 1e6} Mbit/s down and ${(PHONE.uploadBytesPerSecond * 8) / 1e3} kbit/s up, the CPU ${PHONE.cpuSlowdown}× slower (Chromium's throttling), the control is tapped when the browser reports the largest paint; answered means its overlay, menu or category is on screen within 20 s.`,
    '',
    '## Initial JavaScript per route (entry + app + route chunk groups)',
    '',
    '| Route | gzip | brotli | Files |',
    '| --- | ---: | ---: | --- |',
    ...ROUTES.map(
      (r) =>
        `| ${r} | ${kb(js[r]?.gzip ?? 0)} | ${kb(js[r]?.brotli ?? 0)} | ${(js[r]?.files ?? []).map((f) => path.basename(f)).join(', ')} |`,
    ),
    '',
    '## First visit, bytes on the wire (375 px, density 1)',
    '',
    'Chromium with an empty cache, every response counted as received (headers and compressed body), in KiB: at load (the load event, then a second without network, so the faces the page fetches once shown count) and after scrolling to the end a screen at a time. Media (the services video, which plays by itself) is counted apart from the budget of a page at load. Fonts in brackets: files.',
    '',
    ...firstVisitTable(visits),
    '',
    '## Lighthouse per route',
    '',
  ];
  for (const route of ROUTES) {
    const ratio = lcpRatio(results[route]);
    lines.push(
      `### ${route}`,
      '',
      '| | Perf | A11y | Best pr. | SEO | LCP | FCP | CLS | TBT | JS transferred | Total transferred | Requests |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const mode of MODES) {
      const f = results[route]?.[mode];
      if (!f) continue;
      lines.push(
        `| ${MODE_LABELS[mode]} | ${num(f.performance)} | ${num(f.accessibility)} | ${num(f['best-practices'])} | ${num(f.seo)} | ${ms(f.lcpMs)} | ${ms(f.fcpMs)} | ${f.cls.toFixed(3)} | ${ms(f.tbtMs)} | ${kb(f.jsBytes)} | ${kb(f.totalBytes)} | ${f.requests} |`,
      );
    }
    lines.push('', `LCP applied / scripts removed: ${Number.isNaN(ratio) ? '–' : `${ratio.toFixed(2)}×`}`, '');
  }
  if (taps.length) {
    lines.push(
      '## Tap at the first paint',
      '',
      '| Control | Answered | Tapped before the app started | Answered by a page load | Tapped at (median) | Time to answer (median) | Time to answer (worst) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...taps.map(({ scenario, results: runs }) => {
        const s = tapSummary(runs);
        return `| ${scenario.name} | ${s.answered}/${runs.length} | ${s.beforeAppStart}/${runs.length} | ${s.withPageLoad}/${runs.length} | ${ms(s.medianTapMs)} | ${ms(s.medianAnswerMs)} | ${ms(s.worstAnswerMs)} |`;
      }),
      '',
    );
  }
  lines.push(
    '## Over budget (bench/budget.json)',
    '',
    ...(over.length ? over.map((o) => `- ${o}`) : ['Nothing: every figure is within budget.']),
    '',
  );
  const exempt = Object.entries(budget.exempt ?? {});
  if (exempt.length) lines.push('Not held to the budget:', '', ...exempt.map(([what, why]) => `- ${what}: ${why}`), '');
  if (kept) lines.push(kept);
  return lines.join('\n');
}

/** The hand-written section of the results file, from its heading to the end, or nothing. */
function keptSection(): string {
  const file = path.join(ROOT, 'bench', 'RESULTS.md');
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(KEPT_SECTION);
  return start === -1 ? '' : text.slice(start).trimEnd() + '\n';
}

async function measureLighthouse(
  baseUrl: string,
  noScriptUrl: string,
): Promise<{ results: Results; info: Omit<RunInfo, 'minutes'> }> {
  const results: Results = {};
  let info = { lighthouseVersion: '', userAgent: '' };
  mkdirSync(REPORTS_DIR, { recursive: true });
  for (const route of ROUTES) {
    for (const mode of MODES) {
      const url = `${mode === 'no-script' ? noScriptUrl : baseUrl}${route}`;
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const lhr = await audit(url, mode);
        writeFileSync(path.join(REPORTS_DIR, `${routeSlug(route)}-${mode}-${i + 1}.json`), JSON.stringify(lhr));
        info = {
          lighthouseVersion: lhr.lighthouseVersion,
          userAgent: lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '',
        };
        runs.push(figuresOf(lhr));
      }
      const m = medianFigures(runs);
      (results[route] ??= {})[mode] = m;
      log(
        `${route.padEnd(10)} ${MODE_LABELS[mode].padEnd(34)} perf ${num(m.performance)} LCP ${ms(m.lcpMs)} FCP ${ms(m.fcpMs)} CLS ${m.cls.toFixed(3)} TBT ${ms(m.tbtMs)}`,
      );
    }
  }
  return { results, info };
}

async function measureTaps(baseUrl: string): Promise<TapFigures[]> {
  const scenarios = TAP_RUNS > 0 ? TAP_SCENARIOS.filter((s) => ROUTES.includes(s.route)) : [];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const figures: TapFigures[] = [];
  try {
    for (const scenario of scenarios) {
      const results: TapResult[] = [];
      for (let i = 0; i < TAP_RUNS; i += 1) results.push(await tapAtFirstPaint(browser, baseUrl, scenario));
      figures.push({ scenario, results });
      const s = tapSummary(results);
      log(
        `tap ${scenario.name.padEnd(30)} answered ${s.answered}/${results.length} (${s.beforeAppStart} tapped before the app started, ${s.withPageLoad} by a page load), tapped at ${ms(s.medianTapMs)}, answer ${ms(s.medianAnswerMs)} (worst ${ms(s.worstAnswerMs)})`,
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Loads every route once so that media variants are made and cached before anything is measured. */
async function warmUp(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    // Lighthouse's phone and desktop, and the phone of the taps: each picks its own image widths.
    const devices = [
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
      { viewport: PHONE.viewport, hasTouch: PHONE.hasTouch },
    ];
    // Videos' phone copies are made in the background after their first request: wait for them.
    const copies = new Set<string>();
    for (const device of devices) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      for (const route of ROUTES) {
        await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        const sources = await page.$$eval('video source[media]', (found) =>
          found.map((s) => (s as HTMLSourceElement).src),
        );
        for (const source of sources) copies.add(source);
      }
      await context.close();
    }
    for (const copy of copies) {
      const until = Date.now() + 120_000;
      while ((await fetch(copy)).status === 404 && Date.now() < until) await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await browser.close();
  }
}

/** The first visit's bytes of every route, in a browser of its own. */
async function measureBytes(baseUrl: string): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const visits = await measureFirstVisits(browser, baseUrl, ROUTES);
    for (const { route, atLoad, afterScroll } of visits)
      log(
        `${route.padEnd(10)} first visit: ${atLoad.requests} → ${afterScroll.requests} requests, ${(atLoad.bytes / 1024).toFixed(0)} KiB at load (media ${(atLoad.byType.media.bytes / 1024).toFixed(0)}), ${(afterScroll.bytes / 1024).toFixed(0)} KiB at the end; script ${(atLoad.byType.script.bytes / 1024).toFixed(0)}, fonts ${(afterScroll.byType.font.bytes / 1024).toFixed(0)} KiB`,
      );
    return visits;
  } finally {
    await browser.close();
  }
}

/** `--bytes`: the initial JavaScript and the first visit's bytes alone, into bench/results/BYTES.md. */
async function mainBytes() {
  if (BUILD && !GIVEN_URL) build();
  const js = GIVEN_URL ? null : initialJavaScript();
  const work = mkdtempSync(path.join(tmpdir(), 'salon-bench-'));
  const server = GIVEN_URL ? null : await startContentServer(PORT, work);
  try {
    // A fresh server makes media variants on their first request: measure what visitors after it get.
    if (!GIVEN_URL) await warmUp(`http://127.0.0.1:${PORT}`);
    const visits = await measureBytes(GIVEN_URL ?? `http://127.0.0.1:${PORT}`);
    const budget = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budget.json'), 'utf8')) as Budget;
    const over = [
      ...(budget.firstVisit ? firstVisitBytesOver(visits, budget.firstVisit) : []),
      ...(js
        ? ROUTES.filter((r) => (js[r]?.gzip ?? 0) / 1024 > budget.initialJsGzipKb).map(
            (r) => `${r} initial JavaScript: ${kb(js[r]?.gzip ?? 0)} gzip (budget ≤ ${budget.initialJsGzipKb} KB)`,
          )
        : []),
    ];
    const file = path.join(ROOT, 'bench', 'results', 'BYTES.md');
    mkdirSync(path.dirname(file), { recursive: true });
    const lines = [
      '# First visit, bytes on the wire',
      '',
      `Written by \`npm run bench:bytes\` on ${new Date().toISOString().slice(0, 10)}${GIVEN_URL ? ` against ${GIVEN_URL}` : ''}.`,
      '',
      ...firstVisitTable(visits),
      '',
      ...(js
        ? [
            '| Route | Initial JavaScript, gzip |',
            '| --- | ---: |',
            ...ROUTES.map((r) => `| ${r} | ${kb(js[r]?.gzip ?? 0)} |`),
            '',
          ]
        : []),
      ...(over.length ? ['Over budget:', '', ...over.map((o) => `- ${o}`)] : ['Every figure is within budget.']),
      '',
    ];
    writeFileSync(file, lines.join('\n'));
    writeFileSync(path.join(ROOT, 'bench', 'results', 'first-visits.json'), JSON.stringify(visits, null, 1));
    log(`\nWrote ${path.relative(ROOT, file)}`);
    log(over.length ? `Over budget:\n${over.map((o) => `  - ${o}`).join('\n')}` : 'Every figure is within budget.');
  } finally {
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  if (BYTES_ONLY) return mainBytes();
  const started = Date.now();
  if (BUILD) build();
  const js = initialJavaScript();
  const work = mkdtempSync(path.join(tmpdir(), 'salon-bench-'));
  const server = await startContentServer(PORT, work);
  const proxy = await startNoScriptProxy();
  try {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const noScriptUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    log('Warming the media cache…');
    await warmUp(baseUrl);
    const visits = await measureBytes(baseUrl);
    const { results, info } = await measureLighthouse(baseUrl, noScriptUrl);
    const taps = await measureTaps(baseUrl);
    const budget = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budget.json'), 'utf8')) as Budget;
    const over = [
      ...overBudget(results, js, taps, budget),
      ...(budget.firstVisit ? firstVisitBytesOver(visits, budget.firstVisit) : []),
    ];
    const minutes = (Date.now() - started) / 60_000;
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    // Formatted as the repository's Prettier check expects, so a fresh run can be committed as it is.
    const options = { ...(await prettier.resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE };
    const text = report(results, js, visits, taps, over, budget, { ...info, minutes }, keptSection());
    writeFileSync(RESULTS_FILE, await prettier.format(text, options));
    log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)} (${minutes.toFixed(1)} minutes)`);
    log(over.length ? `Over budget:\n${over.map((o) => `  - ${o}`).join('\n')}` : 'Every figure is within budget.');
  } finally {
    proxy.close();
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
