// The built site served by the real content server with a fresh database of demo content, on a free
// loopback port (or QA_PORT), and Debian's Chromium: what the QA tools replay and record against.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';

export const root = path.resolve(__dirname, '..', '..');

async function freePort(): Promise<number> {
  if (process.env.QA_PORT) return Number(process.env.QA_PORT);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Site {
  base: string;
  stop: () => Promise<void>;
}

/** Starts the server on the built site (run `npm run build` first). */
export async function startSite(): Promise<Site> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('There is no built site in dist/: run `npm run build` first, or pass --base URL.');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-qa-'));
  const port = await freePort();
  // Node itself (not npx), so that stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(work, 'salon.sqlite'),
      MEDIA_DIR: path.join(work, 'media'),
      MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${base}/api/general-data`);
      if (response.ok) return { base, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The content server did not start.');
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}
