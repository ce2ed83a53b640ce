// `npm run bench`: builds the site, serves it with the demo content, runs Lighthouse (mobile and
// desktop, three runs each, median reported) over every route, measures each route's initial
// JavaScript from the build stats, writes bench/RESULTS.md and prints what is over budget.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROUTES = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/404'] as const;
const ROUTE_CHUNKS: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/gallery': 'gallery',
  '/products': 'products',
  '/contact': 'contact',
  '/404': 'not-found',
};
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Budget {
  lighthouse: Record<FormFactor, Record<string, number>>;
  initialJsGzipKb: Record<string, number>;
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

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** What `npm run build` does, with the browser build's stats kept for the JavaScript sizes. */
function build(statsFile: string) {
  log('Building the site…');
  for (const args of [
    ['--json', statsFile],
    ['--env', 'ssr'],
  ]) {
    const result = spawnSync('npx', ['webpack', '--mode', 'production', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('The build failed');
  }
}

/**
 * Entry files, the app's chunk group (which the entry starts on every page) and the route's own
 * chunk group, as the browser fetches them on a first visit.
 */
function initialJavaScript(statsFile: string): Record<string, InitialJs> {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as {
    entrypoints: Record<string, { assets: { name: string }[] }>;
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const js = (assets: { name: string }[]) => assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
  const entry = [...js(stats.entrypoints.main?.assets ?? []), ...js(stats.namedChunkGroups.app?.assets ?? [])];
  const result: Record<string, InitialJs> = {};
  for (const route of ROUTES) {
    const group = stats.namedChunkGroups[ROUTE_CHUNKS[route] ?? ''];
    const files = [...new Set([...entry, ...js(group?.assets ?? [])])];
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

async function startServer(dataDir: string): Promise<ChildProcess> {
  // Node itself (not npx) so that killing it stops the server too.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dataDir, 'salon.sqlite'),
      MEDIA_CACHE_DIR: path.join(dataDir, 'media-cache'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/general-data`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill('SIGTERM');
  throw new Error('The content server did not start within a minute');
}

/** Fetches every route once so the media variants are cached on disk before measuring. */
async function warmUp() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const route of ROUTES) {
      for (const formFactor of FORM_FACTORS) await audit(chrome.port, route, formFactor);
    }
  } finally {
    chrome.kill();
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is tried again. */
const AUDIT_ATTEMPTS = 3;

async function audit(port: number, route: string, formFactor: FormFactor): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      `http://127.0.0.1:${PORT}${route}`,
      // The not-found page answers 404 on purpose; Lighthouse refuses such a document unless told.
      { port, output: 'json', logLevel: 'error', ignoreStatusCode: route === '/404' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return figuresOf(result.lhr);
    const problem = `Lighthouse could not audit ${route} (${formFactor}): ${runtimeError.code} ${runtimeError.message}`;
    if (attempt === AUDIT_ATTEMPTS) throw new Error(problem);
    log(`${problem}; trying again`);
  }
}

function figuresOf({ categories, audits }: LighthouseResult): RunFigures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
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
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
/** A figure as the report shows it: whole milliseconds, CLS to three places, scores as they are. */
const figure = (key: string, value: number) =>
  key.endsWith('Ms') ? ms(value) : key === 'cls' ? value.toFixed(3) : String(value);

function overBudget(
  results: Record<string, Record<FormFactor, RunFigures>>,
  js: Record<string, InitialJs>,
  budget: Budget,
): string[] {
  const over: string[] = [];
  for (const [route, byFactor] of Object.entries(results)) {
    for (const formFactor of FORM_FACTORS) {
      const figures = byFactor[formFactor];
      const limits = budget.lighthouse[formFactor];
      for (const [key, limit] of Object.entries(limits)) {
        const actual = figures[key as keyof RunFigures];
        if (budget.exempt?.[`${route} ${key}`]) continue;
        const isScore = ['performance', 'accessibility', 'best-practices', 'seo'].includes(key);
        if (isScore ? actual < limit : actual > limit)
          over.push(`${route} ${formFactor} ${key}: ${figure(key, actual)} (budget ${isScore ? '≥' : '≤'} ${limit})`);
      }
    }
  }
  for (const [route, limitKb] of Object.entries(budget.initialJsGzipKb)) {
    const actual = (js[route]?.gzip ?? 0) / 1024;
    if (actual > limitKb)
      over.push(`${route} initial JavaScript: ${actual.toFixed(1)} KB gzip (budget ≤ ${limitKb} KB)`);
  }
  for (const route of ROUTES) {
    const stray = (js[route]?.files ?? []).filter((f) => /pdf|flipbook/i.test(f));
    if (route !== '/products' && stray.length) over.push(`${route} loads ${stray.join(', ')} up front`);
  }
  return over;
}

function report(
  results: Record<string, Record<FormFactor, RunFigures>>,
  js: Record<string, InitialJs>,
  over: string[],
  budget: Budget,
): string {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${RUNS} runs per route and form factor, median shown,`,
    'against the production build served by the content server with its demo content, in headless Chromium on this',
    "machine (2 cores). Mobile is Lighthouse's default simulated mid-range phone on a slow 4G network.",
    '',
    '## Initial JavaScript per route (entry + app + route chunk groups, from the build stats)',
    '',
    '| Route | gzip | brotli | Files |',
    '| --- | ---: | ---: | --- |',
    ...ROUTES.map(
      (r) =>
        `| ${r} | ${kb(js[r]?.gzip ?? 0)} | ${kb(js[r]?.brotli ?? 0)} | ${(js[r]?.files ?? []).map((f) => path.basename(f)).join(', ')} |`,
    ),
    '',
  ];
  for (const route of ROUTES) {
    lines.push(
      `## ${route}`,
      '',
      '| | Perf | A11y | Best pr. | SEO | LCP | FCP | CLS | TBT | JS transferred | Total transferred | Requests |',
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const formFactor of FORM_FACTORS) {
      const f = results[route]?.[formFactor];
      if (!f) continue;
      lines.push(
        `| ${formFactor} | ${f.performance} | ${f.accessibility} | ${f['best-practices']} | ${f.seo} | ${ms(f.lcpMs)} | ${ms(f.fcpMs)} | ${f.cls.toFixed(3)} | ${ms(f.tbtMs)} | ${kb(f.jsBytes)} | ${kb(f.totalBytes)} | ${f.requests} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## Over budget (bench/budget.json)',
    '',
    ...(over.length ? over.map((o) => `- ${o}`) : ['Nothing: every figure is within budget.']),
    '',
  );
  const exempt = Object.entries(budget.exempt ?? {});
  if (exempt.length) lines.push('Not held to the budget:', '', ...exempt.map(([what, why]) => `- ${what}: ${why}`), '');
  return lines.join('\n');
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'salon-bench-'));
  const statsFile = path.join(work, 'stats.json');
  build(statsFile);
  const js = initialJavaScript(statsFile);
  const server = await startServer(work);
  try {
    log('Warming the media cache…');
    await warmUp();
    const results: Record<string, Record<FormFactor, RunFigures>> = {};
    for (const route of ROUTES) {
      for (const formFactor of FORM_FACTORS) {
        const runs: RunFigures[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const chrome = await chromeLauncher.launch({
            chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
            chromeFlags: CHROME_FLAGS,
          });
          try {
            runs.push(await audit(chrome.port, route, formFactor));
          } finally {
            chrome.kill();
          }
        }
        const m = medianFigures(runs);
        (results[route] ??= {} as Record<FormFactor, RunFigures>)[formFactor] = m;
        log(
          `${route.padEnd(10)} ${formFactor.padEnd(8)} perf ${m.performance} a11y ${m.accessibility} bp ${m['best-practices']} seo ${m.seo} LCP ${ms(m.lcpMs)} CLS ${m.cls.toFixed(3)} TBT ${ms(m.tbtMs)} JS ${kb(m.jsBytes)}`,
        );
      }
    }
    const budget = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budget.json'), 'utf8')) as Budget;
    const over = overBudget(results, js, budget);
    // Formatted as the repository's Prettier check expects, so a fresh run can be committed as it is.
    const resultsFile = path.join(ROOT, 'bench', 'RESULTS.md');
    const options = { ...(await prettier.resolveConfig(resultsFile)), filepath: resultsFile };
    writeFileSync(resultsFile, await prettier.format(report(results, js, over, budget), options));
    log('\nWrote bench/RESULTS.md');
    log(over.length ? `Over budget:\n${over.map((o) => `  - ${o}`).join('\n')}` : 'Every figure is within budget.');
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
