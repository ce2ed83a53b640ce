// The other-origin set-up of docs/deploy.md, for real: the site built with API_BASE_URL and
// STORAGE_BASE_URL naming a second content server, served from one port, and that server (with
// CORS_ORIGINS naming the site) answering the API and the media from another. The page must draw
// its content and images, and fetch what it needs next, with nothing refused by the browser.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, freePort, test } from './support';

const ROOT = path.resolve(__dirname, '..');

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/general-data`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`The server on port ${port} did not start`);
}

// One build and two servers for the whole file, in one worker, at one width.
test.describe.configure({ mode: 'serial' });

let dir: string;
let siteOrigin: string;
let contentOrigin: string;
const servers: ChildProcess[] = [];

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  test.setTimeout(600_000);
  dir = mkdtempSync(path.join(tmpdir(), 'salon-other-origin-'));
  const [sitePort, contentPort] = [await freePort(), await freePort()];
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  contentOrigin = `http://127.0.0.1:${contentPort}`;
  const siteSettings = {
    API_BASE_URL: `${contentOrigin}/api`,
    STORAGE_BASE_URL: `${contentOrigin}/storage`,
    DIST_DIR: path.join(dir, 'dist'),
  };
  // `npm run build`, into a folder of its own, for the other origin.
  for (const args of [[], ['--env', 'ssr']]) {
    const built = spawnSync('npx', ['webpack', '--mode', 'production', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...siteSettings },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`The build for another origin failed (${built.status})`);
  }
  // The site's server is started with the same variables, so that its pages may reach the other origin.
  servers.push(
    await startServer(
      {
        ...siteSettings,
        DATABASE_PATH: path.join(dir, 'site.sqlite'),
        MEDIA_DIR: path.join(dir, 'site-media'),
        MEDIA_CACHE_DIR: path.join(dir, 'site-cache'),
      },
      sitePort,
    ),
  );
  servers.push(
    await startServer(
      {
        CORS_ORIGINS: siteOrigin,
        DATABASE_PATH: path.join(dir, 'content.sqlite'),
        MEDIA_DIR: path.join(dir, 'content-media'),
        MEDIA_CACHE_DIR: path.join(dir, 'content-cache'),
      },
      contentPort,
    ),
  );
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a page on one origin draws its content and images from another, without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
  const fromContent: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(contentOrigin)) fromContent.push(`${response.status()} ${response.url()}`);
  });
  // The visit counter's beacon goes to the other origin too, sent without CORS.
  const beacon = new Promise<string>((resolve) => {
    const isBeacon = (request: Request) => request.url() === `${contentOrigin}/api/insights`;
    page.on('requestfinished', async (request) => {
      if (isBeacon(request)) resolve(`${(await request.response())?.status()}`);
    });
    page.on('requestfailed', (request) => {
      if (isBeacon(request)) resolve(`failed: ${request.failure()?.errorText}`);
    });
  });

  await page.goto(`${siteOrigin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first view's images come from the other origin, and arrive whole.
  await page.waitForFunction((origin) => {
    const images = [...document.images].filter((image) => image.currentSrc.startsWith(origin));
    return images.some((image) => image.complete && image.naturalWidth > 0);
  }, contentOrigin);
  const broken = await page.evaluate(
    (origin) =>
      [...document.images]
        .filter((image) => image.currentSrc.startsWith(origin) && image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc),
    contentOrigin,
  );
  expect(broken).toEqual([]);

  // The next page's content is not in the first page's HTML: the app asks the other origin's API.
  const about = page.waitForResponse((response) => response.url() === `${contentOrigin}/api/about-page`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /about/i }).click();
  expect((await about).status()).toBe(200);
  await expect(page).toHaveURL(`${siteOrigin}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await beacon).toBe('204');
  expect(fromContent.some((line) => line.startsWith('200 ') && line.includes('/storage/'))).toBe(true);
  expect(fromContent.filter((line) => !/^(200|204|304) /.test(line))).toEqual([]);
  expect(errors).toEqual([]);
});
