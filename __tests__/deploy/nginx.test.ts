// The deploy/ folder with the real thing: Debian's nginx runs deploy/nginx/salon.conf (TLS with a
// self-signed certificate, HTTP/2, the shared cache) in front of the compiled content server, started
// as deploy/salon.service starts it. Run `npm run build` first. Prints the figures at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { freePort } from '../../e2e/freePort';
import { buildApp } from '../../server/app';
import { pageRoutes } from '../../src/routes';
import {
  findNginx,
  loadAverage,
  ROOT,
  serviceCommand,
  SITE_NAME,
  startContentServer,
  startNginx,
  type ContentServer,
  type Nginx,
} from '../../deploy/harness';
import { contactPost, overHttp2, requester, type Answer } from '../support/throughNginx';
import { addressesOf } from '../support/routeAddresses';

jest.setTimeout(180_000);

/** Short, so that expiry, revalidation and staleness all happen within the test. */
const S_MAXAGE = 4;
const SERVER_ENV = { CACHE_S_MAXAGE: String(S_MAXAGE), LOG_LEVEL: 'info' };
const LOAD = { amount: 20_000, connections: 200 };
const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

const nginxInstalled = findNginx() !== null;
if (!nginxInstalled && process.env.DEPLOY_TEST_OPTIONAL === '1') {
  test.skip('nginx is not installed: the deploy test is skipped (apt-get install nginx)', () => undefined);
}
const suite = nginxInstalled || process.env.DEPLOY_TEST_OPTIONAL !== '1' ? describe : describe.skip;

let tmp: string;
let dataDir: string;
let originPort: number;
let origin: ContentServer | null = null;
let nginx: Nginx | null = null;
let get: ReturnType<typeof requester>;
/** Every shared page address (with the status it answers) and a resized image. */
let targets: Array<{ path: string; status: number }>;
const figures: string[] = [];

async function startOrigin() {
  origin = await startContentServer(dataDir, originPort, SERVER_ENV);
  return origin;
}

/** Every GET path the server's route table lists under /api/admin (a parameter takes the value 1). */
async function adminPaths(): Promise<string[]> {
  const app = await buildApp({
    dbPath: path.join(tmp, 'routes.sqlite'),
    contentDir: path.join(ROOT, 'server/content'),
    mediaDir: path.join(ROOT, 'server/content/media'),
    mediaCacheDir: path.join(tmp, 'routes-cache'),
    distDir: path.join(tmp, 'no-dist'),
  });
  await app.ready();
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const route = stack.join('').replace(/:\w+/g, '1');
    if (route.startsWith('/api/admin') && /\bGET\b/.test(match[3] ?? '')) found.push(route);
  }
  await app.close();
  return found;
}

/** Each cache file's key and its bytes, as nginx wrote them. */
function cacheEntries(): Array<{ key: string; text: string }> {
  const files = fs.readdirSync(nginx!.cacheDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return files.map((entry) => {
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1');
    return { key: /\nKEY: ([^\n]*)\n/.exec(text)?.[1] ?? '', text };
  });
}

/** The page's heading (the about page's is its banner title). */
const title = (answer: Answer) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(answer.body)?.[1]?.replace(/<[^>]*>/g, '');

beforeAll(async () => {
  if (!nginxInstalled) {
    if (process.env.DEPLOY_TEST_OPTIONAL === '1') return;
    throw new Error('nginx is not installed (Debian: apt-get install nginx); .ci/run installs it');
  }
  for (const file of ['dist/index.html', 'dist/server/render.cjs', 'build/server.cjs']) {
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-deploy-'));
  dataDir = path.join(tmp, 'data');
  originPort = await freePort();
  await startOrigin();
  nginx = await startNginx(originPort);
  get = requester(nginx.httpsPort);

  const services = JSON.parse((await get('/api/services-page')).body) as { data: { services: Array<{ id: number }> } };
  const general = (await get('/api/general-data')).body;
  const image = /"([\w/-]+\.(?:jpe?g|png))"/.exec(general)?.[1];
  targets = [
    ...pageRoutes
      .filter((route) => route.shared)
      .flatMap((route) =>
        route.paths.map((p) => ({
          path: p === '*' ? '/no-such-page' : p.replace(/:\w+/, `section-service-${services.data.services[0]!.id}`),
          status: route.status,
        })),
      ),
    { path: `/storage/${image}?w=640&fm=webp`, status: 200 },
  ];
});

afterAll(async () => {
  await nginx?.stop();
  await origin?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (figures.length > 0) {
    process.stdout.write(`\nThrough deploy/'s nginx (load average ${loadAverage()}):\n  ${figures.join('\n  ')}\n\n`);
  }
});

suite('deploy/ with nginx in front', () => {
  it('answers over TLS with HTTP/2, sends plain HTTP to HTTPS, and refuses other names', async () => {
    expect(await overHttp2(nginx!.httpsPort, '/about')).toEqual({ protocol: 'h2', status: 200 });
    const plain = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      http
        .get({ port: nginx!.httpPort, host: '127.0.0.1', path: '/about?x=1', headers: { host: SITE_NAME } }, (r) => {
          r.resume();
          resolve({ status: r.statusCode, location: r.headers.location });
        })
        .on('error', reject);
    });
    expect(plain).toEqual({ status: 301, location: `https://${SITE_NAME}/about?x=1` });
    const before = origin!.requests().length;
    await expect(get('/about', { headers: { host: 'attacker.example' } })).rejects.toThrow();
    expect(origin!.requests().length).toBe(before);
  });

  it('serves the hashed files from dist/ itself, a year and immutable', async () => {
    const script = fs.readdirSync(path.join(ROOT, 'dist/static/js')).find((f) => f.endsWith('.js'))!;
    const answer = await get(`/static/js/${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toBe(fs.readFileSync(path.join(ROOT, 'dist/static/js', script), 'utf8'));
    expect(origin!.requests().some((r) => r.url.startsWith('/static/'))).toBe(false);
  });

  it(`reaches the server at most once per page per s-maxage under ${LOAD.amount} requests at ${LOAD.connections} connections`, async () => {
    for (const target of targets) expect((await get(target.path, { headers: browser })).status).toBe(target.status);
    const before = origin!.requests().length;
    const run = (url: string, host: string) =>
      autocannon({
        url,
        servername: SITE_NAME,
        headers: { ...browser, host },
        requests: targets.map((t) => ({ method: 'GET', path: t.path })),
        ...LOAD,
      });
    const started = Date.now();
    const through = await run(`https://127.0.0.1:${nginx!.httpsPort}`, SITE_NAME);
    const seconds = (Date.now() - started) / 1000;
    const reached = origin!.requests().slice(before);
    const alone = await run(`http://127.0.0.1:${originPort}`, SITE_NAME);

    expect(through.errors + through.timeouts).toBe(0);
    const statuses = Object.keys(through.statusCodeStats ?? {}).sort();
    expect(statuses).toEqual(targets.some((t) => t.status === 404) ? ['200', '404'] : ['200']);
    const allowed = Math.ceil(seconds / S_MAXAGE) + 1;
    for (const target of targets) {
      expect(reached.filter((r) => r.url === target.path).length).toBeLessThanOrEqual(allowed);
    }
    figures.push(
      `${through.requests.total} requests through nginx in ${seconds.toFixed(1)} s: ${reached.length} reached the content server ` +
        `(${targets.length} addresses, s-maxage ${S_MAXAGE} s: at most ${allowed} each), 0 errors`,
      `throughput: ${Math.round(through.requests.average)} req/s through nginx (HTTPS), ` +
        `${Math.round(alone.requests.average)} req/s from the content server alone (HTTP, logging each request as ` +
        `salon.env has it), at ${LOAD.connections} connections`,
    );
  });

  it('lets only the media library’s uploads be as large as a video, straight through to the server', async () => {
    const announcing = (megabytes: number) => ({
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(megabytes * 1024 * 1024) },
    });
    // Past nginx's general limit but within the uploads': the server itself answers, in JSON (a change
    // with no Origin of the site's own is refused before its session is looked at: 403).
    const upload = await get('/api/admin/media', announcing(30));
    expect(upload.status).toBe(403);
    expect(JSON.parse(upload.body)).toEqual({ message: expect.any(String) });
    expect((await get('/api/admin/media', announcing(201))).status).toBe(413);
    expect((await get('/api/submit-contact-form', announcing(30))).status).toBe(413);
  });

  it('keeps personal and signed-in answers out of the cache (read from its folder)', async () => {
    const marker = `Private note ${Date.now()}`;
    const answers = [await get('/api/submit-contact-form', { ...contactPost(''), from: '127.0.0.3' })];
    for (let i = 0; i < 7; i += 1) {
      answers.push(await get('/api/submit-contact-form', { ...contactPost(`${marker} ${i}`), from: '127.0.0.3' }));
    }
    expect(answers.map((a) => a.status)).toEqual(expect.arrayContaining([422, 201, 429]));
    const unshared = addressesOf(
      pageRoutes.filter((route) => !route.shared),
      '1',
    );
    const admin = await adminPaths();
    for (const url of [...unshared, ...admin, ...unshared]) {
      const answer = await get(url, { headers: browser });
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const entries = cacheEntries();
    expect(entries.some((e) => e.key.endsWith(`${SITE_NAME}/about`))).toBe(true);
    const personal = entries.filter(
      (e) =>
        /submit-contact-form|\/api\/admin/.test(e.key) ||
        unshared.some((url) => e.key.endsWith(`${SITE_NAME}${url}`)) ||
        e.text.includes(marker) ||
        e.text.includes('Your message has been received'),
    );
    expect(personal.map((e) => e.key)).toEqual([]);
    figures.push(
      `personal and signed-in answers in the cache: 0 of ${entries.length} entries (checked: the contact form's 201/422/429, ` +
        `${unshared.join(', ')}${admin.length > 0 ? `, ${admin.join(', ')}` : ', no /api/admin route yet'})`,
    );
  });

  it('records the visitor’s address with a contact message, not the proxy’s or a claimed one', async () => {
    const message = `From afar ${Date.now()}`;
    const answer = await get('/api/submit-contact-form', {
      ...contactPost(message, { 'x-forwarded-for': '203.0.113.7' }),
      from: '127.0.0.2',
    });
    expect(answer.status).toBe(201);
    const db = new Database(serviceCommand(dataDir).env.DATABASE_PATH, { readonly: true });
    const row = db.prepare('SELECT ip FROM contact_messages WHERE message = ?').get(message) as { ip: string };
    db.close();
    expect(row.ip).toBe('127.0.0.2');
  });

  it('shows an import within s-maxage plus a second', async () => {
    const before = title(await get('/about'));
    expect(before).toBeTruthy();
    const env = { ...process.env, ...serviceCommand(dataDir).env };
    const file = path.join(tmp, 'content.json');
    execFileSync(process.execPath, ['build/cli.cjs', 'export', file], { cwd: ROOT, env, stdio: 'ignore' });
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as { aboutSettings: Record<string, unknown> };
    const renamed = `Renamed ${Date.now()}`;
    content.aboutSettings.banner_title = renamed;
    fs.writeFileSync(file, JSON.stringify(content));
    execFileSync(process.execPath, ['build/cli.cjs', 'import', file], { cwd: ROOT, env, stdio: 'ignore' });
    const imported = Date.now();
    let shown = before;
    while (shown !== renamed && Date.now() - imported < (S_MAXAGE + 1) * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shown = title(await get('/about'));
    }
    expect(shown).toBe(renamed);
    figures.push(
      `an import showed through nginx ${((Date.now() - imported) / 1000).toFixed(1)} s after it (s-maxage ${S_MAXAGE} s)`,
    );
  });

  it('fails no page or image request through a restart under steady load; a message sent meanwhile is told to try again', async () => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 16 });
    const failures: string[] = [];
    let served = 0;
    let loading = true;
    const loader = async (offset: number) => {
      for (let i = offset; loading; i += 1) {
        const target = targets[i % targets.length]!;
        try {
          const answer = await get(target.path, { headers: browser, agent });
          if (answer.status === target.status) served += 1;
          else failures.push(`${target.path}: ${answer.status}`);
        } catch (error) {
          failures.push(`${target.path}: ${(error as Error).message}`);
        }
      }
    };
    const loaders = Array.from({ length: 16 }, (_, i) => loader(i));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await origin!.stop();
    const during = await get('/api/submit-contact-form', {
      ...contactPost('Sent while it restarts'),
      from: '127.0.0.4',
    });
    await startOrigin();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    loading = false;
    await Promise.all(loaders);
    agent.destroy();

    expect(failures).toEqual([]);
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.headers['content-security-policy']).toBeDefined();
    expect((JSON.parse(during.body) as { message: string }).message).toMatch(/try again/);
    const after = await get('/api/submit-contact-form', {
      ...contactPost('Sent after the restart'),
      from: '127.0.0.4',
    });
    expect(after.status).toBe(201);
    figures.push(`restart under steady load: ${served} page and image requests answered, ${failures.length} failed`);
  });

  it('keeps serving every page and image it has cached while the server is down', async () => {
    for (const target of targets) await get(target.path, { headers: browser });
    await origin!.stop();
    origin = null;
    // Past s-maxage: what it serves now is stale, as stale-if-error allows.
    await new Promise((resolve) => setTimeout(resolve, (S_MAXAGE + 1) * 1000));
    const answers = await Promise.all(targets.map((t) => get(t.path, { headers: browser })));
    expect(answers.map((a) => a.status)).toEqual(targets.map((t) => t.status));
    expect(answers.map((a) => a.headers['x-cache-status'])).toEqual(targets.map(() => 'STALE'));
    figures.push(
      `server stopped: ${answers.length} of ${targets.length} pages and images served from the cache (stale)`,
    );
  });
});

suite('deploy/salon.service', () => {
  const unit = () => fs.readFileSync(path.join(ROOT, 'deploy/salon.service'), 'utf8');

  it('runs the compiled server with node, as its own user, restarted on failure, hardened', () => {
    const text = unit();
    for (const line of [
      'User=salon',
      'Environment=NODE_ENV=production',
      'Restart=on-failure',
      'NoNewPrivileges=true',
      'ProtectSystem=strict',
      'PrivateTmp=true',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(serviceCommand(tmp ?? os.tmpdir()).args).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=192',
      '--max-semi-space-size=8',
      'build/server.cjs',
    ]);
    const writable = /^ReadWritePaths=(.*)$/m.exec(text)?.[1]?.split(/\s+/) ?? [];
    expect(writable).toEqual(['/var/lib/salon']);
    // Every path the server writes lies in what the unit lets it write.
    const envFile = fs.readFileSync(path.join(ROOT, 'deploy/salon.env'), 'utf8');
    for (const name of ['DATABASE_PATH', 'MEDIA_DIR', 'MEDIA_CACHE_DIR']) {
      expect(new RegExp(`^${name}=/var/lib/salon/`, 'm').test(envFile)).toBe(true);
    }
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0 ? it : it.skip;
  analyze('passes systemd-analyze verify, and its security review rates it OK or better', () => {
    for (const file of ['salon.service', 'salon-backup.service', 'salon-backup.timer']) {
      const result = spawnSync('systemd-analyze', ['verify', path.join(ROOT, 'deploy', file)], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    }
    const review = spawnSync(
      'systemd-analyze',
      ['security', '--offline=true', path.join(ROOT, 'deploy/salon.service')],
      {
        encoding: 'utf8',
      },
    );
    const level = /Overall exposure level for salon\.service: ([\d.]+) (\w+)/.exec(review.stdout);
    expect(level).not.toBeNull();
    expect(['SAFE', 'OK']).toContain(level![2]);
    figures.push(`salon.service: systemd-analyze security exposure ${level![1]} ${level![2]}`);
  });
});
