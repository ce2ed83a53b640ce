// For the server tests: the real app (server/app.ts) in a temporary folder of its own, listening on a
// loopback port, as fastify/demo's build(t) helper does it. The folder holds the database, the media
// cache and the build (dist/, absent unless files are given); the content and media are the demo's.
// Every option of buildApp can be given instead; close() closes the app and removes the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { ContactRateLimit } from '../../server/modules/contact';
import { listenForTests, type TestClient } from './testClient';

export const CONTENT_DIR = path.resolve(__dirname, '../../server/content');

/**
 * For tests that send far more contact messages than a visitor would (the limits have their own
 * tests); buildTestApp keeps the server's own limits unless given these.
 */
export const GENEROUS_CONTACT_LIMIT: ContactRateLimit = { perMinute: 10_000, perDay: 10_000 };

export interface TestAppOptions extends Partial<BuildAppOptions> {
  /** How the temporary folder's name begins ('salon-test' unless given). */
  prefix?: string;
  /** Files written into distDir before the app is built (paths inside it), as a build would leave them. */
  distFiles?: Record<string, string>;
  /**
   * Pages drawn as the build draws them: distDir/index.html is the build's empty page (unless
   * distFiles holds one) and the render is src/renderPage's, run outside a browser (unless a
   * renderer is given).
   */
  drawPages?: boolean;
  /** Called once the app is built, before it listens: routes and hooks of the test's own. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  client: TestClient;
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** The temporary folder, removed by close(). */
  tmp: string;
  dbPath: string;
  contentDir: string;
  mediaDir: string;
  distDir: string;
  /** Closes the app, then removes the temporary folder (also when closing fails). */
  close: () => Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { prefix = 'salon-test', distFiles = {}, drawPages = false, beforeListen, ...overrides } = options;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const removeTmp = () => fs.rmSync(tmp, { recursive: true, force: true });
  let app: FastifyInstance | undefined;
  try {
    const appOptions: BuildAppOptions = {
      dbPath: path.join(tmp, 'salon.sqlite'),
      contentDir: CONTENT_DIR,
      mediaDir: path.join(CONTENT_DIR, 'media'),
      mediaCacheDir: path.join(tmp, 'cache'),
      distDir: path.join(tmp, 'dist'),
      ...overrides,
    };
    let files = distFiles;
    if (drawPages) {
      // Loaded only here: the site's render brings React and a DOM for the sanitizer with it.
      const { EMPTY_PAGE, pageRender } = await import('./siteServer');
      const render = pageRender();
      files = { 'index.html': EMPTY_PAGE, ...distFiles };
      appOptions.renderer ??= async () => render;
    }
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(appOptions.distDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, text);
    }

    app = await buildApp(appOptions);
    // Only a promise is awaited: a route added in an arrow's body hands back the app, which is thenable.
    const setUp = beforeListen?.(app);
    if (setUp instanceof Promise) await setUp;
    const client = await listenForTests(app);
    const { port } = app.server.address() as AddressInfo;
    const built = app;
    return {
      app,
      client,
      origin: `http://127.0.0.1:${port}`,
      port,
      tmp,
      dbPath: appOptions.dbPath,
      contentDir: appOptions.contentDir,
      mediaDir: appOptions.mediaDir,
      distDir: appOptions.distDir,
      close: async () => {
        try {
          await built.close();
        } finally {
          removeTmp();
        }
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    removeTmp();
    throw error;
  }
}

/**
 * A server made before the tests and closed after them, as fastify/demo's build(t) registers its own
 * teardown: 'all' makes one for the tests of the file (or of the describe block it is called in),
 * 'each' a fresh one for every test. The returned object stands for the server of the moment, so its
 * fields are read inside tests and hooks; read at the top of the file, before any server is made,
 * they throw.
 */
export function serverAroundTests<T extends { close: () => Promise<void> }>(
  scope: 'all' | 'each',
  start: () => Promise<T>,
): T {
  let current: T | undefined;
  (scope === 'all' ? beforeAll : beforeEach)(async () => {
    current = await start();
  });
  (scope === 'all' ? afterAll : afterEach)(async () => {
    const made = current;
    current = undefined;
    await made?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`The test server is made before the tests; read its ${String(key)} inside one.`);
      return Reflect.get(current, key, current) as unknown;
    },
  });
}

/** The app built once for the tests of the file (or describe block), as serverAroundTests('all') makes it. */
export function testAppForAll(options: TestAppOptions = {}): TestApp {
  return serverAroundTests('all', () => buildTestApp(options));
}

/** A fresh app, database included, for every test, as serverAroundTests('each') makes it. */
export function testAppForEach(options: TestAppOptions = {}): TestApp {
  return serverAroundTests('each', () => buildTestApp(options));
}
