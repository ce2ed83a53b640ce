// The content server's settings for browser tests: a temporary database and media folder, quiet
// logs, and contact and visit-counting limits far above a visitor's (every test sends from one
// address).
import path from 'node:path';

/** The test server's port (`E2E_PORT`, 3900 by default) and origin. */
export const TEST_PORT = Number(process.env.E2E_PORT ?? 3900);
export const TEST_ORIGIN = `http://127.0.0.1:${TEST_PORT}`;

/** The two screens the site is tested on: a phone's and a desktop's. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * In a spec run at both widths, a test that belongs to one of them: what it checks does not change
 * with the width (it runs once, at the desktop's), or shows at one width only. Given as a test's or a
 * group's details: `test('…', DESKTOP_ONLY, async …)`.
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' };
export const PHONE_ONLY = { tag: '@phone-only' };

export function testServerEnv(port: number, dataDir: string, mediaDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dataDir, 'salon.sqlite'),
    MEDIA_DIR: mediaDir,
    MEDIA_CACHE_DIR: path.join(dataDir, 'media-cache'),
    LOG_LEVEL: 'warn',
    CONTACT_RATE_PER_MINUTE: '1000',
    CONTACT_RATE_PER_DAY: '10000',
    ANALYTICS_RATE_PER_MINUTE: '100000',
    // The uploads' checks at the tests' own priority: beside the other tests on a busy machine, a
    // process that yields to everything would set an upload's pace, not its own work.
    MEDIA_ENCODER_NICENESS: '0',
  };
}
