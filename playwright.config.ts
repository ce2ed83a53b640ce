// Browser tests: the built site (run `npm run build` first) served by the real content server,
// with a fresh SQLite database of demo content, driven in Debian's Chromium (its headless shell). What a screen's width
// changes (layout, menus, carousels, dialogs, focus, axe's findings, the HTML the app draws) is tested
// at a phone's width and a desktop's; the rest (forms, counting, the salon's area, QA) at the
// desktop's, where a test that checks a page's looks runs it at both widths itself (`atBothWidths`).
// In the specs run at both widths, a test that is not about the width runs at the desktop's alone
// (`DESKTOP_ONLY`), and one about what a phone alone shows at the phone's (`PHONE_ONLY`).
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './e2e/chromium';
import { DESKTOP, DESKTOP_ONLY, PHONE, PHONE_ONLY, TEST_ORIGIN, TEST_PORT, testServerEnv } from './e2e/serverEnv';

/** The specs that also run at a phone's width. */
const AT_BOTH_WIDTHS = [
  'about',
  'accessibility',
  'booking',
  'editor',
  'failedChunks',
  'firstPaintTaps',
  'gallery',
  'home',
  'htmlChecker',
  'keyboard',
  'layout',
  'nativeDialogs',
  'noscript',
  'products',
  'serverRender',
  'services',
];
/**
 * Specs whose one long test mostly waits (for a minute on the real clock, for mail from a server of its
 * own). They run at the desktop's width in a project listed first, so that they start first and their
 * waits overlap the other tests instead of trailing after them at the end of the run.
 */
const WAITING = ['invitations', 'scheduledPublish'].map((spec) => `**/${spec}.spec.ts`);
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
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: TEST_ORIGIN,
    // As a visitor who asks for less motion: no smooth scrolling, no slideshow moving by itself, no
    // entrance animations, so nothing moves under a click and no frame is drawn for nothing. The
    // tests about motion ask for it back (`test.use({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    // A trace is kept for a failed test where it can be opened: CI only prints the run's output.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      // With no GPU, rasterising and compositing for one would be a software GPU process per browser,
      // busy for nothing.
      args: [...CHROMIUM_FLAGS, '--disable-gpu-rasterization', '--disable-gpu-compositing'],
    },
  },
  projects: [
    { name: 'waiting', testMatch: WAITING, use: { viewport: DESKTOP } },
    {
      name: 'phone',
      testMatch: AT_BOTH_WIDTHS.map((spec) => `**/${spec}.spec.ts`),
      grepInvert: new RegExp(DESKTOP_ONLY.tag),
      use: { viewport: PHONE, hasTouch: true },
    },
    { name: 'desktop', testIgnore: WAITING, grepInvert: new RegExp(PHONE_ONLY.tag), use: { viewport: DESKTOP } },
  ],
  webServer: {
    // node itself rather than npx, so that stopping it stops the server.
    command: 'node --import tsx server/index.ts',
    url: `${TEST_ORIGIN}/api/general-data`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: testServerEnv(TEST_PORT, dataDir, mediaDir),
  },
});
