// A content server of a spec's own, for a spec that counts what the server stored (visits), waits on
// it (a scheduled minute) or starts it with settings of its own (a mail server): on a free port, with
// a temporary database of the demo content and a copy of the demo media, started as
// playwright.config.ts starts the shared one. Each visitor's address comes as a proxy in front of
// the site would give it (X-Forwarded-For from loopback).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';
import { testServerEnv } from './serverEnv';
import { test } from './support';

const ROOT = path.resolve(__dirname, '..');

export interface OwnServer {
  origin: string;
  databasePath: string;
  stop(): void;
}

/** On a free port, with `env` beside the tests' settings (SMTP_URL, say). */
export async function startOwnServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-own-'));
  const mediaDir = path.join(dir, 'media');
  cpSync(path.join(ROOT, 'server/content/media'), mediaDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...testServerEnv(port, dir, mediaDir), TRUST_PROXY: 'loopback', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/api/general-data`)).ok)
        return { origin, databasePath: path.join(dir, 'salon.sqlite'), stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The content server on ${origin} did not start`);
}

/**
 * The browser tests' `test` on a server of the spec's own, one per worker, which is the pages'
 * baseURL: at localhost rather than 127.0.0.1 when the spec needs a domain (a passkey's relying party).
 */
export function onOwnServer({ localhost = false }: { localhost?: boolean } = {}) {
  return test.extend<object, { server: OwnServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
      async ({}, provide) => {
        const server = await startOwnServer();
        await provide(server);
        server.stop();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ server }, provide) =>
      provide(localhost ? server.origin.replace('127.0.0.1', 'localhost') : server.origin),
  });
}
