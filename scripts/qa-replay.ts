// `npm run qa:replay -- recording.json [--base URL] [--out DIR] [--timeout MS]`: replays a QA
// recording (docs/qa.md) in headless Chromium at the recorded viewport, against the built site
// (served here with a fresh demo database unless --base names one). At every checkpoint (a location
// change, a dialog opened or closed) it saves a screenshot and compares the location, the `ui` and
// `errors` state and the open dialog's name with the recording. It prints the first mismatch with
// the entry's number and exits 1; it exits 0 only when every checkpoint matches, no request reached
// the content API and no alert was opened.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  describeEntry,
  parseRecording,
  screenDifferences,
  type CheckpointEntry,
  type Recording,
  type ScreenSnapshot,
} from '../src/tools/qa/format';
import { launchChromium, startSite, type Site } from './qa/site';

const USAGE = 'Usage: npm run qa:replay -- recording.json [--base URL] [--out DIR] [--timeout MS]';

interface Options {
  file: string;
  base: string | null;
  out: string;
  timeoutMs: number;
}

function parseArgs(args: string[]): Options {
  let file: string | null = null;
  let base: string | null = null;
  let out: string | null = null;
  let timeoutMs = 10_000;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const value = () => {
      const next = args[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value.\n${USAGE}`);
      i += 1;
      return next;
    };
    if (arg === '--base') base = value().replace(/\/+$/, '');
    else if (arg === '--out') out = value();
    else if (arg === '--timeout') timeoutMs = Number(value());
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n${USAGE}`);
    else if (file === null) file = arg;
    else throw new Error(`One recording at a time.\n${USAGE}`);
  }
  if (!file) throw new Error(`Which recording?\n${USAGE}`);
  if (base !== null && !/^https?:\/\/[^/]+$/.test(base))
    throw new Error(`--base must be an origin, e.g. http://127.0.0.1:3000.`);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error('--timeout must be a number of milliseconds.');
  const name = path.basename(file).replace(/\.json$/i, '');
  return { file, base, out: out ?? path.join('qa-replay', name), timeoutMs };
}

function readRecording(file: string): Recording {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Cannot read ${file}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON.`);
  }
  return parseRecording(json);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const REASONS: Record<string, string> = {
  location: 'a location change',
  dialog: 'a dialog opened or closed',
  stop: 'the end of the recording',
};

/** Waits until the replay's controls answer on the page (after the first load, and after each reload). */
async function replayReady(page: Page) {
  await page.waitForFunction(() => window.__salonQa?.replay !== undefined, undefined, { timeout: 60_000 });
  await page.evaluate(() => window.__salonQa?.replay?.ready());
}

async function snapshot(page: Page): Promise<ScreenSnapshot> {
  return page.evaluate(() => {
    const replay = window.__salonQa?.replay;
    if (!replay) throw new Error('The replay is not running on the page.');
    return replay.snapshot();
  });
}

/** The screen at `checkpoint` once it matches, or the differences when it has not within the time. */
async function compare(page: Page, checkpoint: CheckpointEntry, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const differences = screenDifferences(checkpoint, await snapshot(page));
    if (differences.length === 0 || Date.now() > deadline) return differences;
    await page.waitForTimeout(100);
  }
}

async function replay(recording: Recording, options: Options, site: Site): Promise<number> {
  const first = recording.entries[0];
  const startUrl = first?.kind === 'load' ? first.url : recording.startUrl;
  const origin = new URL(site.base).origin;
  fs.rmSync(options.out, { recursive: true, force: true });
  fs.mkdirSync(options.out, { recursive: true });

  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: recording.viewport.width, height: recording.viewport.height },
      deviceScaleFactor: recording.viewport.deviceScaleFactor || 1,
      hasTouch: recording.viewport.touch,
    });
    // Nothing leaves the machine: third-party frames and scripts (the map, the booking calendar) are refused.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    // The recording, for the page's replayer: set once, so that the replay's own reloads go on.
    await context.addInitScript(
      ({ key, session }) => {
        if (window.top !== window) return;
        try {
          if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, session);
        } catch {
          // The page reports that it has no recording.
        }
      },
      { key: 'salon-qa-session', session: JSON.stringify({ mode: 'replay', recording, driver: 'cli' }) },
    );
    const page = await context.newPage();
    let apiRequests = 0;
    let alerts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests += 1;
    });
    page.on('dialog', (dialog) => {
      alerts += 1;
      void dialog.dismiss();
    });

    const separator = startUrl.includes('?') ? '&' : '?';
    await page.goto(`${site.base}${startUrl.replace(/#.*$/, '')}${separator}qa=replay`);
    await replayReady(page);
    console.log(
      `Replaying ${options.file}: ${recording.entries.length} entries, ${recording.viewport.width}×${recording.viewport.height}`,
    );

    let checkpoints = 0;
    for (;;) {
      let step: { index: number; reloading: boolean; done: boolean };
      try {
        step = await page.evaluate(async () => {
          const replayControls = window.__salonQa?.replay;
          if (!replayControls) throw new Error('The replay is not running on the page.');
          const result = await replayControls.step();
          return { index: result.index, reloading: result.reloading, done: result.done };
        });
      } catch (error) {
        // A step that loads the page again can end the page's script before it answers.
        if (!String(error).includes('context was destroyed')) throw error;
        step = { index: -1, reloading: true, done: false };
      }
      if (step.reloading) {
        await page.waitForLoadState('load');
        await replayReady(page);
        continue;
      }
      const entry = recording.entries[step.index];
      if (entry?.kind === 'checkpoint') {
        checkpoints += 1;
        const differences = await compare(page, entry, options.timeoutMs);
        const shot = path.join(options.out, `${String(step.index).padStart(4, '0')}-${entry.reasons.join('-')}.png`);
        await page.screenshot({ path: shot });
        const what = `entry ${step.index} (checkpoint after ${entry.reasons.map((r) => REASONS[r] ?? r).join(' and ')}, t = ${seconds(entry.t)})`;
        if (differences.length > 0) {
          console.error(`\n✗ Mismatch at ${what}: ${describeEntry(entry)}`);
          for (const line of differences) console.error(`    ${line}`);
          console.error(`  Screenshot: ${shot}`);
          return 1;
        }
        console.log(`✓ ${what}: ${describeEntry(entry)}`);
      }
      if (step.done || step.index < 0) break;
    }
    if (apiRequests > 0 || alerts > 0) {
      console.error(`\n✗ The replay made ${apiRequests} request(s) to the content API and opened ${alerts} alert(s).`);
      return 1;
    }
    console.log(
      `\nEvery checkpoint matched (${checkpoints}); no request reached the API; no alert opened. Screenshots in ${options.out}`,
    );
    return 0;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  let options: Options;
  let recording: Recording;
  try {
    options = parseArgs(process.argv.slice(2));
    recording = readRecording(options.file);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const site = options.base ? { base: options.base, stop: async () => {} } : await startSite();
  try {
    return await replay(recording, options, site);
  } finally {
    await site.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
