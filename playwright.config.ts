// Browser tests: the built site (run `npm run build` first) served by the real content server,
// with a fresh SQLite database of demo content, driven in Debian's Chromium at phone and desktop widths.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';
import { testServerEnv } from './e2e/serverEnv';

const port = Number(process.env.E2E_PORT ?? 3900);
// Set once in the main process; the workers inherit it and can read the database the server writes.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'salon-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// The server's media, copied: the media library's tests upload and delete files, never in the checkout.
const mediaDir = path.join(dataDir, 'media');
if (!existsSync(mediaDir)) cpSync('server/content/media', mediaDir, { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // node itself rather than npx, so that stopping it stops the server.
    command: 'node --import tsx server/index.ts',
    url: `http://127.0.0.1:${port}/api/general-data`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: testServerEnv(port, dataDir, mediaDir),
  },
});
