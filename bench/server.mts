// `npm run bench:server`: the content server under load. Starts the real server on the built site
// (run `npm run build` first) with a fresh database of the demo content, then with autocannon
// (100 connections, 20 s per target) loads every page, the API, a stored image; the same again
// through deploy/'s nginx in front of it (when nginx is installed); and measures the cold render, the
// first view of a page after the content changed. Writes bench/SERVER.md.
//
// BENCH_SECONDS shortens each target (e.g. 5 for a quick look), BENCH_CONNECTIONS changes the
// connections, BENCH_COLD_RUNS the number of cold renders per page, BENCH_PORT the server's port.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import * as prettier from 'prettier';
import { findNginx, SITE_NAME, startNginx, type Nginx } from '../deploy/harness';
import { pageRoutes } from '../src/routes';
import { startContentServer } from './contentServer';
import { BROWSER_HEADERS, log, machine } from './machine';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 15);
const BASE = `http://127.0.0.1:${PORT}`;

/** What the server must hold on this 2-core machine. */
const TARGETS = { pageRps: 1500, pageP99Ms: 150, apiRps: 3000, coldMedianMs: 30, areaRps: 200, areaP99Ms: 500 };

const API_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

/**
 * Every page address of the route contract, a parameter taking a value from the content; the
 * salon's area apart (its pages are kept by the server alone: no browser or proxy keeps them).
 */
async function pageAddresses(): Promise<Array<{ address: string; kind: 'page' | 'area' }>> {
  const services = (await (await fetch(`${BASE}/api/services-page`)).json()) as {
    data: { services?: Array<{ id: number }> | null };
  };
  const sectionId = services.data.services?.[0]?.id;
  const addressesOf = (route: (typeof pageRoutes)[number]): string[] =>
    route.paths.flatMap((p) => {
      if (p === '*') return ['/no-such-page'];
      // The area's parameters (a message's number, an optional screen) are answered by its app.
      if (route.area) return [p.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1')];
      if (p.includes(':')) return sectionId === undefined ? [] : [p.replace(/:\w+/, `section-service-${sectionId}`)];
      return [p];
    });
  return pageRoutes.flatMap((route) =>
    addressesOf(route).map((address) => ({ address, kind: route.area ? ('area' as const) : ('page' as const) })),
  );
}

/** A stored image as the site asks for it (a resized variant), made once before the load. */
async function imageAddress(): Promise<string> {
  const general = (await (await fetch(`${BASE}/api/general-data`)).json()) as { data: unknown };
  const found = JSON.stringify(general.data).match(/"([\w/-]+\.(?:jpe?g|png))"/);
  if (!found) throw new Error('The content names no stored image to load');
  const url = `/storage/${found[1]}?w=640&fm=webp`;
  const response = await fetch(`${BASE}${url}`, { headers: { accept: 'image/webp,*/*' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return url;
}

/** The not-found page answers 404 on purpose. */
const expectedStatus = (target: string) => (target === '/no-such-page' || target === '/404' ? 404 : 200);

interface LoadFigures {
  target: string;
  kind: 'page' | 'area' | 'api' | 'image';
  rps: number;
  p50: number;
  p99: number;
  max: number;
  unexpected: number;
  errors: number;
  /** The same address through nginx, and how many of those requests nginx passed on to the server. */
  nginx?: Omit<LoadFigures, 'target' | 'kind' | 'nginx'> & { reached: number };
}

async function load(
  target: string,
  kind: LoadFigures['kind'],
  expectedStatus: number,
  nginx?: Nginx,
): Promise<LoadFigures> {
  const headers = kind === 'page' || kind === 'area' ? BROWSER_HEADERS : API_HEADERS;
  const result = await autocannon({
    url: nginx ? `https://127.0.0.1:${nginx.httpsPort}${target}` : `${BASE}${target}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(nginx ? { servername: SITE_NAME, headers: { ...headers, host: SITE_NAME } } : { headers }),
  });
  // Answers with another status than the page's own (the not-found page's is 404) are counted apart.
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const total = Object.values(byStatus).reduce((sum, s) => sum + s.count, 0);
  const expected = byStatus[String(expectedStatus)]?.count ?? 0;
  return {
    target,
    kind,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    unexpected: total - expected,
    errors: result.errors + result.timeouts,
  };
}

interface ColdFigures {
  target: string;
  medianMs: number;
  p90Ms: number;
  runs: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))] ?? NaN;
};

/**
 * The first view of a page after the content changed: the content version is moved on in the
 * database (as an import does, from another process), then the page is asked for once, as a browser
 * would, and timed to its last byte.
 */
async function coldRenders(dbPath: string, targets: string[]): Promise<ColdFigures[]> {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  const bump = db.prepare(
    `INSERT INTO meta (key, value) VALUES ('content_version', '1')
     ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
  );
  const figures: ColdFigures[] = [];
  try {
    for (const target of targets) {
      const times: number[] = [];
      for (let run = 0; run < COLD_RUNS; run += 1) {
        bump.run();
        const start = performance.now();
        const response = await fetch(`${BASE}${target}`, { headers: BROWSER_HEADERS });
        await response.arrayBuffer();
        times.push(performance.now() - start);
        // Let the thread pool's compression of the previous page finish: each run is one visitor's.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      figures.push({ target, medianMs: percentile(times, 0.5), p90Ms: percentile(times, 0.9), runs: times.length });
    }
  } finally {
    db.close();
  }
  return figures;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

/** Loads `target` through nginx; `reached` counts the requests nginx passed on (its log's upstream status). */
async function loadThroughNginx(figures: LoadFigures, nginx: Nginx, expectedStatus: number): Promise<void> {
  // Asked once first, as for the server alone: every visitor after the first finds it kept.
  await autocannon({
    url: `https://127.0.0.1:${nginx.httpsPort}${figures.target}`,
    servername: SITE_NAME,
    headers: {
      ...(figures.kind === 'page' || figures.kind === 'area' ? BROWSER_HEADERS : API_HEADERS),
      host: SITE_NAME,
    },
    connections: 1,
    amount: 1,
  });
  const before = nginx.accessLog().length;
  const { rps, p50, p99, max, unexpected, errors } = await load(figures.target, figures.kind, expectedStatus, nginx);
  const reached = nginx
    .accessLog()
    .slice(before)
    .split('\n')
    .filter((line) => /upstream=\d/.test(line)).length;
  figures.nginx = { rps, p50, p99, max, unexpected, errors, reached };
}

function nginxSection(loads: LoadFigures[]): string[] {
  if (!loads.some((l) => l.nginx)) {
    return ['## Through nginx', '', 'Not measured: nginx is not installed (Debian: `apt-get install nginx`).', ''];
  }
  return [
    '## Through nginx',
    '',
    'The same loads through `deploy/nginx/salon.conf` (HTTPS, HTTP/1.1 with keep-alive, its shared cache) in front of',
    'the same server, as `npm run test:deploy` runs it: nginx, autocannon and the server share the cores. "Reached"',
    'counts the requests nginx passed on to the server during the load: one per `s-maxage` (60 s by default) for what it',
    'may keep, every one for what it may not (the area’s pages are `private, no-store`).',
    '',
    '| Address | server alone req/s | through nginx req/s | p50 ms | p99 ms | max ms | reached | other status | errors |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...loads.map((l) =>
      l.nginx
        ? `| \`${l.target}\` | ${l.rps} | ${l.nginx.rps} | ${ms(l.nginx.p50)} | ${ms(l.nginx.p99)} | ${ms(l.nginx.max)} | ${l.nginx.reached} | ${l.nginx.unexpected} | ${l.nginx.errors} |`
        : `| \`${l.target}\` | ${l.rps} | | | | | | | |`,
    ),
    '',
  ];
}

function markdown(
  loads: LoadFigures[],
  cold: ColdFigures[],
  start: ReturnType<typeof machine>,
  endLoad: string,
): string {
  const pages = loads.filter((l) => l.kind === 'page');
  const adminPages = loads.filter((l) => l.kind === 'area');
  const apis = loads.filter((l) => l.kind === 'api');
  const pageOk = pages.every((l) => l.rps >= TARGETS.pageRps && l.p99 <= TARGETS.pageP99Ms);
  const areaOk = adminPages.every((l) => l.rps >= TARGETS.areaRps && l.p99 <= TARGETS.areaP99Ms);
  const apiOk = apis.every((l) => l.rps >= TARGETS.apiRps);
  const coldOk = cold.every((c) => c.medianMs <= TARGETS.coldMedianMs);
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    '# Content server under load',
    '',
    `Written by \`npm run bench:server\` on ${new Date().toISOString().slice(0, 10)}: the real server (\`server/index.ts\`,`,
    '`NODE_ENV=production`) on the production build with a fresh database of the demo content, loaded by',
    `autocannon from the same machine with ${CONNECTIONS} connections for ${SECONDS} s per address, as a browser`,
    'asks (pages with `Accept: text/html` and `Accept-Encoding: gzip, deflate, br`).',
    '',
    `- Machine: ${start.cores} cores (${start.model}), ${start.memoryGb} GB; Node ${process.version} on ${os.platform()} ${os.release()}`,
    `- Load average (1 / 5 / 15 min): ${start.load} at the start, ${endLoad} at the end`,
    '- autocannon runs on the same cores as the server, so the figures are a floor for the server alone.',
    ...(Number(start.load.split(' / ')[0]) > start.cores
      ? [
          '',
          '**The machine was busy (load average above its cores): these figures are not the server’s; run it again on an idle machine.**',
        ]
      : []),
    '',
    '## Targets',
    '',
    `| Target | Verdict |`,
    `| --- | --- |`,
    `| every page at least ${TARGETS.pageRps} req/s, p99 at most ${TARGETS.pageP99Ms} ms | ${verdict(pageOk)} |`,
    `| every page of the salon's area (kept by the server alone) at least ${TARGETS.areaRps} req/s, p99 at most ${TARGETS.areaP99Ms} ms | ${verdict(areaOk)} |`,
    `| the API at least ${TARGETS.apiRps} req/s | ${verdict(apiOk)} |`,
    `| a cold render at most ${TARGETS.coldMedianMs} ms median | ${verdict(coldOk)} |`,
    '',
    '## Throughput',
    '',
    '| Address | Kind | req/s | p50 ms | p99 ms | max ms | other status | errors |',
    '| --- | --- | --: | --: | --: | --: | --: | --: |',
    ...loads.map(
      (l) =>
        `| \`${l.target}\` | ${l.kind} | ${l.rps} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)} | ${l.unexpected} | ${l.errors} |`,
    ),
    '',
    ...nginxSection(loads),
    '## Cold render',
    '',
    `The first view of each page after the content version moved on (as an import does), ${COLD_RUNS} times`,
    'per page, one request at a time, timed to the last byte: the page is drawn, its content read',
    'and embedded, and its brotli and gzip bodies made.',
    '',
    '| Page | median ms | p90 ms |',
    '| --- | --: | --: |',
    ...cold.map((c) => `| \`${c.target}\` | ${ms(c.medianMs)} | ${ms(c.p90Ms)} |`),
    '',
  ].join('\n');
}

async function main() {
  if (!existsSync(path.join(ROOT, 'dist/index.html')) || !existsSync(path.join(ROOT, 'dist/server/render.cjs'))) {
    throw new Error('Build the site first: npm run build');
  }
  const start = machine();
  log(`Load average at the start: ${start.load}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-server-'));
  let server: ChildProcess | null = null;
  let nginx: Nginx | null = null;
  try {
    server = await startContentServer(PORT, dataDir, { NODE_ENV: 'production' });
    const pages = await pageAddresses();
    const image = await imageAddress();
    const loads: LoadFigures[] = [];
    for (const { address, kind } of pages) {
      // The page is drawn before the load, as it is for every visitor after the first.
      await (await fetch(`${BASE}${address}`, { headers: BROWSER_HEADERS })).arrayBuffer();
      log(`Loading ${address}…`);
      loads.push(await load(address, kind, expectedStatus(address)));
    }
    for (const api of ['/api/general-data', '/api/about-page']) {
      log(`Loading ${api}…`);
      loads.push(await load(api, 'api', 200));
    }
    log(`Loading ${image}…`);
    loads.push(await load(image, 'image', 200));
    if (findNginx()) {
      nginx = await startNginx(PORT);
      for (const figures of loads) {
        log(`Loading ${figures.target} through nginx…`);
        await loadThroughNginx(figures, nginx, expectedStatus(figures.target));
      }
      await nginx.stop();
      nginx = null;
    } else {
      log('nginx is not installed: the figures through it are left out');
    }
    log('Cold renders…');
    const cold = await coldRenders(
      path.join(dataDir, 'salon.sqlite'),
      pages.map((p) => p.address),
    );
    const endLoad = machine().load;
    const report = await prettier.format(markdown(loads, cold, start, endLoad), { parser: 'markdown' });
    writeFileSync(path.join(ROOT, 'bench/SERVER.md'), report);
    log(report);
  } finally {
    await nginx?.stop();
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
