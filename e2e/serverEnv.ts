// The content server's settings for browser tests: a temporary database and media folder, quiet
// logs, and contact and visit-counting limits far above a visitor's (every test sends from one
// address).
import path from 'node:path';

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
  };
}
