// The real content server, started for a benchmark: on the built site in dist/, with a fresh
// database of the demo content in dataDir, on 127.0.0.1 at the given port.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Resolves once the server answers the API; throws (and stops it) if it does not within a minute. */
export async function startContentServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  // Node itself (not npx) so that killing it stops the server too.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dataDir, 'salon.sqlite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      MEDIA_CACHE_DIR: path.join(dataDir, 'media-cache'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/general-data`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill('SIGTERM');
  throw new Error('The content server did not start within a minute');
}
