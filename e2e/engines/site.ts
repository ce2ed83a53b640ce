// The site the cross-engine tests visit: the built site (`npm run build`) served by the real content
// server, started as playwright.config.ts starts it (node with tsx, a fresh SQLite database of the demo
// content and a copy of the demo media in a temporary folder, on a free port), behind the recording
// proxy (proxy.ts).
import { freePort } from '../freePort';
import { testServerEnv } from '../serverEnv';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProxy, type SiteProxy } from './proxy';
import { stopProcess } from './stopProcess';

export interface Site {
  /** The content server itself, for the API's answers the journeys expect. */
  server: string;
  proxy: SiteProxy;
  /** The content server's output, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

async function answers(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The content server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The content server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startSite(): Promise<Site> {
  if (!existsSync('dist/index.html')) throw new Error('No built site in dist/: run `npm run build` first');
  // A port of its own: each engine's suite starts its own server, beside the other's and the Chromium tests'.
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-engines-'));
  const mediaDir = path.join(dataDir, 'media');
  cpSync('server/content/media', mediaDir, { recursive: true });
  let output = '';
  // node itself rather than npx, so that stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...testServerEnv(port, dataDir, mediaDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answers(`${origin}/api/general-data`, server, 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const proxy = await startProxy(origin);
  return {
    server: origin,
    proxy,
    output: () => output,
    async stop() {
      proxy.release();
      await proxy.close();
      await stopProcess(server, 10_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An answer of the content API (its `data`). */
export async function api<T>(site: Site, pathname: string): Promise<T> {
  const response = await fetch(`${site.server}/api${pathname}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api${pathname}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
