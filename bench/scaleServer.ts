// The content server for `npm run bench:scale`, in a process of its own so that its memory is its own
// to measure, compiled as production's is (build/scaleServer.cjs, by scripts/build-server.mjs) and
// started from the project's folder: server/app.ts's buildApp on a data set of bench/scaleData.ts and
// the built site in dist/,
// with buildApp's defaults (those server/index.ts gives when the environment sets nothing), except
// that the visit counter's clock starts at the data set's last day, since its reports and its roll-up
// count from today. Sends its port to the parent once it listens, and its event loop's delay since it
// was last asked when the parent sends 'loop-delay?'; SIGTERM closes it.
//
// SCALE_DB, SCALE_MEDIA, SCALE_CACHE: the data set's paths; SCALE_NOW: the clock's start (ms).
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';

const ROOT = process.cwd();

async function main() {
  const { SCALE_DB, SCALE_MEDIA, SCALE_CACHE, SCALE_NOW } = process.env;
  if (!SCALE_DB || !SCALE_MEDIA || !SCALE_CACHE || !SCALE_NOW) throw new Error('Started without a data set');
  const startedAt = Date.now();
  const app = await buildApp({
    dbPath: SCALE_DB,
    contentDir: path.join(ROOT, 'server/content'),
    mediaDir: SCALE_MEDIA,
    mediaCacheDir: SCALE_CACHE,
    distDir: path.join(ROOT, 'dist'),
    logger: { level: 'error' },
    analytics: { now: () => Number(SCALE_NOW) + (Date.now() - startedAt) },
  });
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  // How long the event loop that answers visitors was held, since the last time the bench asked.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('message', (message: unknown) => {
    if (message !== 'loop-delay?') return;
    process.send?.({ loopDelay: { p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 } });
    delay.reset();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
