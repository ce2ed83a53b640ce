// `npm run bench:scale`: the content server on a salon's data after three years, beside the demo's.
// Builds both data sets through the server's own code (bench/scaleData.ts), then for each starts the
// real server on the built site (run `npm run build` first) in a process of its own, signs an owner
// in and times, one request at a time, the owner's calls that read everything there is (the visits
// report and its CSV, the inbox, its search and CSV, the media library) and a publish; samples a
// visitor's requests while the heaviest owner calls run in a loop beside them; reads the server's
// peak memory, the database's size by table, and a backup's time and size. Writes bench/SCALE.md.
//
// --months N: the generated set's size (36 by default; 1 builds in seconds). --keep DIR: leave the
// generated set (salon.sqlite, media/, dataset.json) in DIR for other tools. --load-seconds S: how long
// the visitor's requests are sampled beside the owner's calls (10 by default).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import * as prettier from 'prettier';
import { adminApiPaths } from '../src/api/adminContract';
import { INSIGHTS_CSV_PATH, INSIGHTS_REPORT_PATH } from '../src/api/insightsContract';
import { serviceCommand } from '../deploy/harness';
import { buildDataSet, DEMO_SIZE, OWNER, sizeOfMonths, type DataSet } from './scaleData';
import { BROWSER_HEADERS, log, machine } from './machine';

const ROOT = path.resolve(import.meta.dirname, '..');
const API = '/api';
/** Each owner call is timed this many times; the median and the slowest are shown. */
const RUNS = 5;
const PUBLISH_RUNS = 3;

const { values: args } = parseArgs({
  options: {
    months: { type: 'string', default: '36' },
    keep: { type: 'string' },
    'load-seconds': { type: 'string', default: '10' },
  },
});
const MONTHS = Number(args.months);
const LOAD_SECONDS = Number(args['load-seconds']);

const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))] ?? NaN;
};

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Server {
  base: string;
  child: ChildProcess;
  startMs: number;
}

/** The server (bench/scaleServer.ts) on the data set; resolves once it listens. */
async function startServer(set: DataSet, cacheDir: string): Promise<Server> {
  const start = performance.now();
  // Compiled, as production runs the server (main() compiles it): no TypeScript loader in its memory,
  // and node's flags as deploy/salon.service gives them (its heap's bounds).
  const nodeFlags = serviceCommand(cacheDir).args.slice(0, -1);
  const child = spawn(process.execPath, [...nodeFlags, 'build/scaleServer.cjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SCALE_DB: set.dbPath,
      SCALE_MEDIA: set.mediaDir,
      SCALE_CACHE: cacheDir,
      SCALE_NOW: String(set.nowMs),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The server stopped as it started (exit code ${String(code)})`);
    }),
  ])) as [{ port: number }];
  return { base: `http://127.0.0.1:${message.port}`, child, startMs: performance.now() - start };
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}

/** The server process's resident memory now and at its peak (Linux's VmRSS and VmHWM), in MB. */
function memoryOf(child: ChildProcess): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Starts the process's peak (VmHWM) again from its resident set now, so that a phase's own peak is read. */
function resetPeak(child: ChildProcess): void {
  writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
}

interface Owner {
  base: string;
  headers: Record<string, string>;
}

/** Signs the data set's owner in as the sign-in page does; the session's cookie and token go with every call. */
async function signIn(base: string): Promise<Owner> {
  const response = await fetch(`${base}${API}${adminApiPaths.signIn}`, {
    method: 'POST',
    headers: { ...API_HEADERS, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const { data } = (await response.json()) as { data: { csrfToken: string } };
  return { base, headers: { ...API_HEADERS, origin: base, cookie, 'x-csrf-token': data.csrfToken } };
}

/** One request, timed to its first and its last byte; the answer's size is as decoded. */
async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; firstMs: number; bytes: number; body: Buffer }> {
  const start = performance.now();
  const response = await fetch(url, init);
  const firstMs = performance.now() - start;
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.toString()}`);
  return { ms, firstMs, bytes: body.length, body };
}

interface CallFigures {
  label: string;
  medianMs: number;
  slowestMs: number;
  /** A download's answer, streamed: when its first byte arrived. */
  firstByte?: { medianMs: number; slowestMs: number };
  bytes: number;
}

const figuresOf = (label: string, times: number[], bytes: number, firstTimes?: number[]): CallFigures => ({
  label,
  medianMs: percentile(times, 0.5),
  slowestMs: Math.max(...times),
  firstByte: firstTimes && { medianMs: percentile(firstTimes, 0.5), slowestMs: Math.max(...firstTimes) },
  bytes,
});

/** The owner's reads, as the area's pages make them (the periods are the dashboard's, ending "today"). */
function ownerCalls(lastDay: string, mediaId: number) {
  const period = (days: number) => `from=${addDays(lastDay, 1 - days)}&to=${lastDay}`;
  return [
    { label: 'Visits report, 7 days', url: `${INSIGHTS_REPORT_PATH}?${period(7)}`, heavy: false },
    { label: 'Visits report, 30 days', url: `${INSIGHTS_REPORT_PATH}?${period(30)}`, heavy: false },
    { label: 'Visits report, 12 months', url: `${INSIGHTS_REPORT_PATH}?${period(365)}`, heavy: true },
    { label: 'Visits CSV, 12 months', url: `${INSIGHTS_CSV_PATH}?${period(365)}`, heavy: true, download: true },
    { label: 'Inbox, first page', url: adminApiPaths.messages, heavy: false },
    { label: 'Inbox search, with matches', url: `${adminApiPaths.messages}?q=balayage`, heavy: false },
    { label: 'Inbox search, no match', url: `${adminApiPaths.messages}?q=zebrawood`, heavy: true },
    { label: 'Inbox counts', url: adminApiPaths.messageCounts, heavy: false },
    { label: 'Inbox CSV export', url: `${adminApiPaths.messagesCsv}?folder=inbox`, heavy: true, download: true },
    { label: 'Media library (200 newest)', url: `${adminApiPaths.media}?limit=200`, heavy: true },
    { label: 'One media item', url: adminApiPaths.mediaItem(mediaId), heavy: false },
  ];
}

async function timeOwnerCalls(owner: Owner, calls: ReturnType<typeof ownerCalls>): Promise<CallFigures[]> {
  const figures: CallFigures[] = [];
  for (const call of calls) {
    const times: number[] = [];
    const firstTimes: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const answer = await timed(`${owner.base}${API}${call.url}`, { headers: owner.headers });
      times.push(answer.ms);
      firstTimes.push(answer.firstMs);
      bytes = answer.bytes;
    }
    figures.push(figuresOf(call.label, times, bytes, 'download' in call ? firstTimes : undefined));
  }
  return figures;
}

/** A publish as the editor makes it: the draft opened, one change saved (a service's price), published. */
async function timePublishing(owner: Owner): Promise<CallFigures[]> {
  const times = { open: [] as number[], save: [] as number[], publish: [] as number[] };
  const sizes = { open: 0, save: 0, publish: 0 };
  const url = (p: string) => `${owner.base}${API}${p}`;
  const json = { ...owner.headers, 'content-type': 'application/json' };
  for (let run = 0; run < PUBLISH_RUNS; run += 1) {
    const opened = await timed(url(adminApiPaths.contentDraft), { headers: owner.headers });
    const { data } = JSON.parse(opened.body.toString()) as {
      data: { revision: number; content: { services: Array<Record<string, unknown>> } };
    };
    const services = data.content.services.map((s, i) => (i === 0 ? { ...s, price: `$${100 + run}` } : s));
    const saved = await timed(url(adminApiPaths.contentDraftEntity('services')), {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ value: services, revision: data.revision }),
    });
    const published = await timed(url(adminApiPaths.contentPublish), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ note: 'Benchmark' }),
    });
    times.open.push(opened.ms);
    times.save.push(saved.ms);
    times.publish.push(published.ms);
    Object.assign(sizes, { open: opened.bytes, save: saved.bytes, publish: published.bytes });
  }
  return [
    figuresOf('Editor: open the draft', times.open, sizes.open),
    figuresOf('Editor: save a change', times.save, sizes.save),
    figuresOf('Editor: publish', times.publish, sizes.publish),
  ];
}

interface VisitorFigures {
  label: string;
  idle: { p50: number; max: number };
  loaded: { p50: number; p95: number; max: number; samples: number };
  ownerCalls: number;
  /** How long the server's event loop was held meanwhile (bench/scaleServer.ts). */
  loopDelay: { p99Ms: number; maxMs: number };
}

/** The server's event-loop delay since it was last asked. */
async function loopDelay(child: ChildProcess): Promise<VisitorFigures['loopDelay']> {
  const answer = new Promise<VisitorFigures['loopDelay']>((resolve) => {
    const listen = (message: { loopDelay?: VisitorFigures['loopDelay'] }) => {
      if (!message.loopDelay) return;
      child.off('message', listen);
      resolve(message.loopDelay);
    };
    child.on('message', listen);
  });
  child.send('loop-delay?');
  return answer;
}

/**
 * The owner's calls, one after another until stopped, in a thread of the bench's own: its event loop,
 * busy reading megabytes of exports, is not the one that times the visitor. Resolves to the count.
 */
function ownerLoop(urls: string[], headers: Record<string, string>): { stop(): Promise<number> } {
  const thread = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     let stopped = false;
     parentPort.once('message', () => (stopped = true));
     (async () => {
       let calls = 0;
       while (!stopped) {
         for (const url of workerData.urls) {
           if (stopped) break;
           const answer = await fetch(url, { headers: workerData.headers });
           await answer.arrayBuffer();
           if (!answer.ok) throw new Error(url + ' answered ' + answer.status);
           calls += 1;
         }
       }
       parentPort.postMessage(calls);
     })();`,
    { eval: true, workerData: { urls, headers } },
  );
  const done = new Promise<number>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  return {
    async stop() {
      thread.postMessage('stop');
      const calls = await done;
      await thread.terminate();
      return calls;
    },
  };
}

/**
 * A visitor's request, timed to its last byte (as sent, not decoded). Through node's own HTTP client:
 * fetch's, with its promises and its own collections of garbage, added pauses of 20 to 30 ms of the
 * bench's own to answers the server had sent in 1 ms.
 */
function visitorRequest(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (answer) => {
        answer.on('data', () => undefined);
        answer.on('error', reject);
        answer.on('end', () => {
          if (answer.statusCode === 200) resolve(performance.now() - start);
          else reject(new Error(`GET ${url} answered ${answer.statusCode}`));
        });
      })
      .on('error', reject);
  });
}

/**
 * A visitor's request, first alone, then sampled for `seconds` while the owner's heaviest calls
 * run one after another in a loop beside it, as an owner clicking through the area would.
 */
async function visitorBeside(
  server: Server,
  owner: Owner,
  heavy: string[],
  seconds: number,
): Promise<VisitorFigures[]> {
  const targets = [
    { label: 'GET /api/general-data', url: `${API}/general-data`, headers: API_HEADERS },
    { label: 'GET / (the home page)', url: '/', headers: BROWSER_HEADERS },
  ];
  const figures: VisitorFigures[] = [];
  // The visitor's connection, kept open between requests as a browser keeps it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const target of targets) {
    const sample = async (until: () => boolean) => {
      const times: number[] = [];
      while (until()) {
        times.push(await visitorRequest(agent, `${owner.base}${target.url}`, target.headers));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return times;
    };
    // Drawn once first, as for every visitor after the first: a publish made the last one stale.
    await visitorRequest(agent, `${owner.base}${target.url}`, target.headers);
    let idleRuns = 0;
    const idle = await sample(() => idleRuns++ < 20);
    const loop = ownerLoop(
      heavy.map((url) => `${owner.base}${API}${url}`),
      owner.headers,
    );
    await loopDelay(server.child);
    const end = performance.now() + seconds * 1000;
    const loaded = await sample(() => performance.now() < end);
    const delay = await loopDelay(server.child);
    const calls = await loop.stop();
    figures.push({
      label: target.label,
      idle: { p50: percentile(idle, 0.5), max: Math.max(...idle) },
      loaded: {
        p50: percentile(loaded, 0.5),
        p95: percentile(loaded, 0.95),
        max: Math.max(...loaded),
        samples: loaded.length,
      },
      ownerCalls: calls,
      loopDelay: delay,
    });
  }
  agent.destroy();
  return figures;
}

/** Bytes of each table with its indexes (SQLite's dbstat), and of the file. */
function databaseSize(dbPath: string): { fileBytes: number; tables: Map<string, number> } {
  const db = new Database(dbPath, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT COALESCE(m.tbl_name, s.name) AS name, SUM(s.pgsize) AS bytes
         FROM dbstat AS s LEFT JOIN sqlite_schema AS m ON m.name = s.name GROUP BY 1`,
      )
      .all() as Array<{ name: string; bytes: number }>;
    return { fileBytes: statSync(dbPath).size, tables: new Map(rows.map((r) => [r.name, r.bytes])) };
  } finally {
    db.close();
  }
}

/** Bytes of the files under `dir` that no other backup shares (a hard link to an older copy writes nothing). */
function bytesWritten(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(path.join(entry.parentPath, entry.name)))
    .reduce((sum, stat) => sum + (stat.nlink === 1 ? stat.size : 0), 0);
}

/** One night's backup as production takes it (deploy/salon-backup.service): its time and the bytes it wrote. */
async function timeBackup(set: DataSet, parent: string): Promise<{ ms: number; bytes: number; dbBytes: number }> {
  const before = new Set(existsSync(parent) ? readdirSync(parent) : []);
  const start = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/cli.cjs', 'backup', parent, '--keep', '14'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: set.dbPath, MEDIA_DIR: set.mediaDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The backup failed (exit code ${String(code)})`);
  const ms = performance.now() - start;
  const folder = path.join(
    parent,
    readdirSync(parent).find((name) => !before.has(name))!,
  );
  return { ms, bytes: bytesWritten(folder), dbBytes: statSync(path.join(folder, 'database.sqlite')).size };
}

/** The first night's backup, then the next night's, beside it as production keeps them. */
async function timeBackups(set: DataSet, parent: string) {
  const first = await timeBackup(set, parent);
  // A backup's folder is named by the second it starts in.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return { first, next: await timeBackup(set, parent) };
}

interface SetFigures {
  name: string;
  set: DataSet;
  generationMs: number;
  database: ReturnType<typeof databaseSize>;
  startMs: number;
  calls: CallFigures[];
  publishing: CallFigures[];
  visitors: VisitorFigures[];
  memory: { startMb: number; peakMb: number; callsMb: number; publishingMb: number; besideMb: number };
  backup: Awaited<ReturnType<typeof timeBackups>>;
}

async function measureSet(name: string, set: DataSet, generationMs: number, workDir: string): Promise<SetFigures> {
  const database = databaseSize(set.dbPath);
  log(`${name}: starting the server…`);
  const server = await startServer(set, path.join(workDir, `${name}-cache`));
  try {
    const owner = await signIn(server.base);
    const startMb = memoryOf(server.child).rssMb;
    // The newest photo, one the gallery shows: its item lists every place it is used.
    const media = JSON.parse(
      (
        await timed(`${server.base}${API}${adminApiPaths.media}?kind=image&limit=1`, { headers: owner.headers })
      ).body.toString(),
    ) as { data: Array<{ id: number }> };
    const calls = ownerCalls(set.lastDay, media.data[0]!.id);
    // Each phase's own peak: the process's peak is started again before each.
    const peakOf = async <T,>(work: () => Promise<T>): Promise<[T, number]> => {
      resetPeak(server.child);
      const result = await work();
      return [result, memoryOf(server.child).peakMb];
    };
    const startPeakMb = memoryOf(server.child).peakMb;
    log(`${name}: timing the owner's calls…`);
    const [callFigures, callsMb] = await peakOf(() => timeOwnerCalls(owner, calls));
    log(`${name}: publishing…`);
    const [publishing, publishingMb] = await peakOf(() => timePublishing(owner));
    log(`${name}: a visitor's requests beside the owner's heaviest calls…`);
    const [visitors, besideMb] = await peakOf(() =>
      visitorBeside(
        server,
        owner,
        calls.filter((c) => c.heavy).map((c) => c.url),
        LOAD_SECONDS,
      ),
    );
    const peakMb = Math.max(startPeakMb, callsMb, publishingMb, besideMb);
    const memory = { startMb, peakMb, callsMb, publishingMb, besideMb };
    await stopServer(server);
    log(`${name}: two nights' backups…`);
    const backup = await timeBackups(set, path.join(workDir, `${name}-backups`));
    return {
      name,
      set,
      generationMs,
      database,
      startMs: server.startMs,
      calls: callFigures,
      publishing,
      visitors,
      memory,
      backup,
    };
  } finally {
    await stopServer(server);
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en'));
const count = (value: number) => value.toLocaleString('en');
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * The goals the server is held to after three years, each beside the figure that shows it. A download
 * is streamed: it has answered once its first byte comes, and the rest comes as fast as the owner's
 * connection takes it (its last byte is shown too).
 */
function goals(f: SetFigures): string[] {
  const answered = (c: CallFigures) => c.firstByte?.slowestMs ?? c.slowestMs;
  const slowestOf = (calls: CallFigures[]) => calls.reduce((a, b) => (answered(b) > answered(a) ? b : a));
  const described = (c: CallFigures) =>
    c.firstByte
      ? `${c.label}: first byte ${ms(c.firstByte.slowestMs)} ms (last byte ${ms(c.slowestMs)} ms)`
      : `${c.label}: ${ms(c.slowestMs)} ms`;
  const owner = slowestOf([...f.calls, ...f.publishing]);
  const inboxCalls = f.calls.filter((c) => c.label.startsWith('Inbox'));
  const inbox = slowestOf(inboxCalls);
  const downloads = inboxCalls.filter((c) => c.firstByte && c !== inbox);
  const report = f.calls.find((c) => c.label === 'Visits report, 12 months')!;
  // How much later than alone a visitor's request was answered, at worst, beside the owner's calls.
  const visitor = f.visitors
    .map((v) => ({ v, overMs: v.loaded.max - v.idle.p50 }))
    .reduce((a, b) => (b.overMs > a.overMs ? b : a));
  const history = (f.database.tables.get('content_versions') ?? 0) + (f.database.tables.get('content_parts') ?? 0);
  const MB = 1024 ** 2;
  const goal = (text: string, figure: string, met: boolean) =>
    `| ${text} | ${figure} | ${met ? 'met' : '**not met**'} |`;
  return [
    '| Goal | Figure | |',
    '| --- | --- | --- |',
    goal('Every owner call at most 200 ms', `slowest: ${described(owner)}`, answered(owner) <= 200),
    goal('The 12-month visits report at most 200 ms', `${ms(report.slowestMs)} ms at slowest`, report.slowestMs <= 200),
    goal(
      'Every inbox call at most 50 ms',
      [`slowest: ${described(inbox)}`, ...downloads.map(described)].join('; '),
      answered(inbox) <= 50,
    ),
    goal(
      'A visitor’s request beside the owner’s calls at most 50 ms over its time alone',
      `${visitor.v.label}: ${ms(visitor.v.loaded.max)} ms at slowest against ${ms(visitor.v.idle.p50)} ms alone, ${ms(visitor.overMs)} ms over`,
      visitor.overMs <= 50,
    ),
    goal('Server memory at most 350 MB', `${Math.round(f.memory.peakMb)} MB at its peak`, f.memory.peakMb <= 350),
    goal('Database at most 120 MB', size(f.database.fileBytes), f.database.fileBytes <= 120 * MB),
    goal(
      'Content history (2,000 publishes) at most 60 MB',
      `${size(history)} (versions and their parts)`,
      history <= 60 * MB,
    ),
    goal('A backup at most 5 s', `${ms(f.backup.first.ms / 1000)} s, the first night`, f.backup.first.ms <= 5000),
  ];
}

function markdown(demo: SetFigures, big: SetFigures, start: ReturnType<typeof machine>, endLoad: string): string {
  const row = (label: string, of: (f: SetFigures) => string) => `| ${label} | ${of(demo)} | ${of(big)} |`;
  const call = (f: CallFigures | undefined) =>
    f
      ? `${ms(f.medianMs)} / ${ms(f.slowestMs)} ms (${size(f.bytes)})` +
        (f.firstByte ? `, first byte ${ms(f.firstByte.medianMs)} / ${ms(f.firstByte.slowestMs)} ms` : '')
      : '';
  const tables = [...new Set([...demo.database.tables.keys(), ...big.database.tables.keys()])]
    .map((name) => ({ name, demo: demo.database.tables.get(name) ?? 0, big: big.database.tables.get(name) ?? 0 }))
    .filter((t) => t.big > 16 * 1024 || t.demo > 16 * 1024)
    .sort((a, b) => b.big - a.big);
  const months = `${MONTHS} month${MONTHS === 1 ? '' : 's'}`;
  return [
    '# Content server at scale',
    '',
    `Written by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)}: the real server`,
    "(`server/app.ts`'s `buildApp`, in a process of its own, `NODE_ENV=production`, on the production build) on two",
    'data sets built through the server’s own code by `bench/scaleData.ts`: the **demo** (the demo content, 36',
    `messages, one version, one day of visits) and **${months}** of a busy salon (three years are 50,000 messages,`,
    '2,000 published versions growing the gallery to 3,000 photos, 2,000 uploads, ~300 visits a day, each day',
    'rolled up into daily totals once over). The visit counter’s clock starts at each set’s last day, its “today”.',
    '',
    `- Machine: ${start.cores} cores (${start.model}), ${start.memoryGb} GB; Node ${process.version} on ${os.platform()} ${os.release()}`,
    `- Load average (1 / 5 / 15 min): ${start.load} at the start, ${endLoad} at the end`,
    '- Owner calls: signed in as an owner, one request at a time, each timed to its last byte (a download, streamed, also to its first)',
    `  ${RUNS} times (publishing ${PUBLISH_RUNS}): median / slowest, and the answer’s size (decoded).`,
    '- Visitor: one connection kept open, as a browser keeps it, through node’s own HTTP client, each request timed to its last',
    `  byte: drawn once, then sampled alone (20 requests), then for ${LOAD_SECONDS} s while one owner runs the heaviest calls`,
    '  (12-month report and CSV, inbox CSV, a search without match, the media library) in a loop beside it, from a thread of',
    '  the bench’s own; meanwhile the server measures how long its event loop is held (`monitorEventLoopDelay`).',
    '- Memory: the server process’s resident set (VmRSS after start; VmHWM, started again before each phase), compiled and started as production runs it (`build/`, node’s flags from `deploy/salon.service`).',
    '- Database: each table with its indexes (SQLite’s dbstat), before the server started.',
    '- Backup: `node build/cli.cjs backup DIR --keep 14` on the set, as `deploy/salon-backup.service` takes it each night, wall time, with the media: the first night, then the next, which links the media files the first holds unchanged (bytes written: those no other backup shares).',
    '- Rerun: `npm run build`, then `npm run bench:scale` (`-- --months 1` for a quick look,',
    '  `-- --keep DIR` to keep the generated set).',
    ...(Number(start.load.split(' / ')[0]) > start.cores
      ? [
          '',
          '**The machine was busy (load average above its cores): the times are not the server’s alone; run it again on an idle machine.**',
        ]
      : []),
    '',
    `## Goals at ${months}`,
    '',
    ...goals(big),
    '',
    '## Figures',
    '',
    `| Figure | Demo | ${months} |`,
    '| --- | --: | --: |',
    row('Contact messages', (f) => count(f.set.counts.messages)),
    row('Content versions', (f) => count(f.set.counts.versions)),
    row('Gallery photos', (f) => count(f.set.counts.galleryPhotos)),
    row('Media records', (f) => count(f.set.counts.mediaRecords)),
    row('Visits / events collected', (f) => `${count(f.set.counts.visits)} / ${count(f.set.counts.events)}`),
    row(
      'Raw events kept / daily total rows',
      (f) => `${count(f.set.counts.rawEvents)} / ${count(f.set.counts.dailyRows)}`,
    ),
    row('Generation', (f) => `${ms(f.generationMs / 1000)} s`),
    row('Server start to listening', (f) => `${ms(f.startMs)} ms`),
    ...demo.calls.map((c, i) => row(c.label, (f) => call(f.calls[i]))),
    ...demo.publishing.map((c, i) => row(c.label, (f) => call(f.publishing[i]))),
    ...demo.visitors.flatMap((v, i) => {
      const alone = (f: SetFigures) => {
        const { idle } = f.visitors[i]!;
        return `${ms(idle.p50)} / ${ms(idle.max)} ms`;
      };
      const beside = (f: SetFigures) => {
        const { loaded, ownerCalls } = f.visitors[i]!;
        return `${ms(loaded.p50)} / ${ms(loaded.p95)} / ${ms(loaded.max)} ms (${loaded.samples} samples, ${ownerCalls} owner calls)`;
      };
      const held = (f: SetFigures) => {
        const { loopDelay } = f.visitors[i]!;
        return `${ms(loopDelay.p99Ms)} / ${ms(loopDelay.maxMs)} ms`;
      };
      return [
        row(`${v.label} alone: median / slowest`, alone),
        row(`${v.label} beside owner calls: median / p95 / slowest`, beside),
        row(`… the server's event loop held meanwhile: p99 / longest`, held),
      ];
    }),
    row(
      'Server memory: after start / peak',
      (f) => `${Math.round(f.memory.startMb)} / ${Math.round(f.memory.peakMb)} MB`,
    ),
    row(
      'Server memory, peak while: owner calls / publishing / visitor beside',
      (f) =>
        `${Math.round(f.memory.callsMb)} / ${Math.round(f.memory.publishingMb)} / ${Math.round(f.memory.besideMb)} MB`,
    ),
    row('Database file', (f) => size(f.database.fileBytes)),
    row(
      'Backup: time, first night / next night',
      (f) => `${ms(f.backup.first.ms / 1000)} / ${ms(f.backup.next.ms / 1000)} s`,
    ),
    row(
      'Backup: bytes written (database), first night / next night',
      (f) =>
        `${size(f.backup.first.bytes)} (${size(f.backup.first.dbBytes)}) / ${size(f.backup.next.bytes)} (${size(f.backup.next.dbBytes)})`,
    ),
    '',
    '## Database by table',
    '',
    'Each table with its indexes; those of 16 KB or less in both sets left out.',
    '',
    `| Table | Demo | ${months} |`,
    '| --- | --: | --: |',
    ...tables.map((t) => `| \`${t.name}\` | ${size(t.demo)} | ${size(t.big)} |`),
    '',
    '## Generation',
    '',
    `The ${months} took ${ms(big.generationMs / 1000)} s (${ms(big.generationMs / 1000 / MONTHS)} s a month), by part:`,
    Object.entries(big.set.timings)
      .map(([part, spent]) => `${part} ${ms(spent / 1000)} s`)
      .join(', ') + '.',
    '',
  ].join('\n');
}

async function generate(name: string, dir: string, sizeOf: Parameters<typeof buildDataSet>[1]) {
  log(`${name}: building the data set in ${dir}…`);
  const start = performance.now();
  const set = await buildDataSet(dir, sizeOf, (day) => {
    if (day > 0 && day % 30 === 0) log(`  day ${day} of ${sizeOf.days}, ${ms((performance.now() - start) / 1000)} s`);
  });
  const generationMs = performance.now() - start;
  log(`${name}: built in ${ms(generationMs / 1000)} s`);
  return { set, generationMs };
}

async function main() {
  if (!Number.isFinite(MONTHS) || MONTHS <= 0) throw new Error('--months takes a number of months above 0');
  if (!existsSync(path.join(ROOT, 'dist/index.html')) || !existsSync(path.join(ROOT, 'dist/server/render.cjs'))) {
    throw new Error('Build the site first: npm run build');
  }
  // The server and the command line compiled as `npm run build` compiles them, with this benchmark's server.
  execFileSync(process.execPath, ['scripts/build-server.mjs', 'bench/scaleServer.ts'], { cwd: ROOT, stdio: 'inherit' });
  // npm runs scripts from the project's folder: a relative DIR is where the command was typed.
  const keep = args.keep ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.keep) : null;
  if (keep && existsSync(keep) && readdirSync(keep).length > 0) throw new Error(`${keep} is not empty`);
  const start = machine();
  log(`Load average at the start: ${start.load}`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-scale-'));
  try {
    const demo = await generate('demo', path.join(workDir, 'demo'), DEMO_SIZE);
    const demoFigures = await measureSet('demo', demo.set, demo.generationMs, workDir);
    const big = await generate('generated', keep ?? path.join(workDir, 'generated'), sizeOfMonths(MONTHS));
    if (keep) {
      const about = { ...big.set, owner: OWNER, note: 'The benchmark then signed in and published 3 versions.' };
      writeFileSync(path.join(keep, 'dataset.json'), `${JSON.stringify(about, null, 2)}\n`);
    }
    const bigFigures = await measureSet('generated', big.set, big.generationMs, workDir);
    const report = await prettier.format(markdown(demoFigures, bigFigures, start, machine().load), {
      parser: 'markdown',
    });
    writeFileSync(path.join(ROOT, 'bench/SCALE.md'), report);
    log(report);
    if (keep) {
      log(`The generated set is in ${keep} (dataset.json says what it holds, and the owner's sign-in).`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  // fetch's own message ("fetch failed") says nothing: its cause does.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
