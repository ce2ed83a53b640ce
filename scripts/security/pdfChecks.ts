// Uploaded PDFs against the real server (see run.ts): a PDF that unpacks to 400 MB, however it hides
// its streams (__tests__/support/pdfBombs.ts), is refused with a sentence, while the server's memory
// does not grow by what the PDF unpacks to (the server runs in this process, beside the checks before
// it: its growth is what tells). How long each took, how long the event loop that answers visitors
// was held and a visitor's slowest request are printed under the check (aimed at 3 s, 50 ms and
// 50 ms on an idle machine), not asserted: on a busy machine they measure the machine.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { pdfWithMetadata } from '../../__tests__/support/mediaFixtures';
import { pdfBombs } from '../../__tests__/support/pdfBombs';
import { type Check, uploadMedia, withMediaDir, withServer } from './checks';

const MB = 1024 * 1024;

/** The garbage collector, so that the bombs' making leaves nothing behind in the memory measured. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export const pdfChecks: Check[] = [
  [
    'media: a PDF that unpacks to 400 MB is refused however it hides it (a comment, a filter chain, a false "endstream", an object stream), the server growing by less than 64 MB; none is drawn for a visitor',
    async () => {
      const bombs = await pdfBombs(400 * MB);
      await withMediaDir((mediaDir) =>
        withServer({ mediaDir }, async (server) => {
          const session = await server.signIn();
          // The first PDF starts the process that reads PDFs: that start is not what is measured.
          const first = await uploadMedia(server, session, [{ name: 'first.pdf', data: await pdfWithMetadata(1) }]);
          assert.equal(first.statusCode, 201, first.body);
          const figures: string[] = [];
          for (const bomb of bombs) {
            assert.ok(bomb.data.length < MB, `${bomb.name}: the bomb weighs ${bomb.data.length} bytes`);
            collectGarbage();
            const held = monitorEventLoopDelay({ resolution: 10 });
            const before = process.memoryUsage().rss;
            let peak = before;
            const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
            let slowest = 0;
            let uploading = true;
            const visitor = (async () => {
              while (uploading) {
                const asked = performance.now();
                assert.equal((await server.client({ url: '/api/general-data' })).statusCode, 200);
                slowest = Math.max(slowest, performance.now() - asked);
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
            })();
            held.enable();
            const started = performance.now();
            const response = await uploadMedia(server, session, [{ name: 'catalogue.pdf', data: bomb.data }]);
            const took = performance.now() - started;
            uploading = false;
            await visitor;
            held.disable();
            clearInterval(sampler);
            const heldMs = held.max / 1e6;
            figures.push(
              `${bomb.name}: ${response.statusCode} in ${Math.round(took)} ms; server at most ${Math.round(peak / MB)} MB (${Math.round(before / MB)} MB before); event loop held at most ${Math.round(heldMs)} ms; a visitor's request at most ${Math.round(slowest)} ms`,
            );
            assert.equal(response.statusCode, 422, `${bomb.name}: ${response.body}`);
            assert.match(response.json<{ message: string }>().message, /unpacks to more than \d+ MB/);
            // Less than the 64 MB a stream may unpack to at least: the server never holds one unpacked.
            assert.ok(
              peak - before < 64 * MB,
              `${bomb.name}: the server grew from ${Math.round(before / MB)} to ${Math.round(peak / MB)} MB`,
            );
          }
          process.stdout.write(figures.map((line) => `    ${line}\n`).join(''));
          // A PDF put in the media folder some other way: a visitor's request for its cover draws nothing.
          fs.writeFileSync(path.join(mediaDir, 'by-hand.pdf'), bombs[0]!.data);
          const cover = await server.client({ url: '/storage/by-hand.pdf?w=480&fm=webp' });
          assert.equal(cover.statusCode, 404, `${cover.statusCode} ${cover.body}`);
        }),
      );
    },
  ],
  [
    'media: such a PDF put in the media folder some other way (by hand, a restore) is recorded at start without its pages, and refused by the check that follows, the server growing by less than 64 MB',
    async () => {
      // The object stream, which pdf-lib unpacked as it read the file: on the server's thread, once.
      const bombs = (await pdfBombs(400 * MB)).filter((bomb) => bomb.name === 'an object stream');
      assert.equal(bombs.length, 1);
      await withMediaDir(async (mediaDir) => {
        bombs.forEach((bomb, i) => fs.writeFileSync(path.join(mediaDir, `by-hand-${i}.pdf`), bomb.data));
        collectGarbage();
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        try {
          await withServer({ mediaDir }, async (server) => {
            await server.app.pdfCoversSettled();
            clearInterval(sampler);
            const session = await server.signIn();
            const listed = await server.request('GET', '/api/admin/media?kind=pdf&limit=200', { session });
            assert.equal(listed.statusCode, 200, listed.body);
            const files = listed.json<{ data: Array<{ path: string; pages: number | null }> }>().data;
            assert.deepEqual(
              files.map(({ path: stored, pages }) => [stored, pages]).sort(),
              bombs.map((_, i) => [`by-hand-${i}.pdf`, null]).sort(),
            );
            for (const [i] of bombs.entries()) {
              assert.ok(
                !fs.existsSync(path.join(mediaDir, `.by-hand-${i}.pdf.cover.webp`)),
                `by-hand-${i}.pdf was drawn`,
              );
            }
          });
        } finally {
          clearInterval(sampler);
        }
        process.stdout.write(
          `    the server at most ${Math.round(peak / MB)} MB while it started and checked them (${Math.round(before / MB)} MB before)\n`,
        );
        // pdf-lib reading them on the server's thread took it past 600 MB.
        assert.ok(
          peak - before < 64 * MB,
          `the server grew from ${Math.round(before / MB)} to ${Math.round(peak / MB)} MB`,
        );
      });
    },
  ],
];
