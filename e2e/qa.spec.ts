// The QA tools on the built site: a recording made with ?qa=record across pages and a reload holds
// a location entry for each page and none of the contact form's input; replayed in the browser it
// makes no request to the content API and opens no alert, and ends where the visitor was, with the
// dialog they had open. Every committed recording (e2e/recordings/) replays through the command line
// with exit 0, and a copy with one recorded `ui` value changed fails, naming the entry.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Dialog, Page } from '@playwright/test';
import type { ActionEntry, CheckpointEntry, Recording } from '../src/tools/qa/format';
import { expect, expectNoAxeViolations, recordRequests, test } from './support';

const RECORDINGS_DIR = path.join(__dirname, 'recordings');
const recordings = fs.existsSync(RECORDINGS_DIR)
  ? fs.readdirSync(RECORDINGS_DIR).filter((name) => name.endsWith('.json'))
  : [];

function replayCli(file: string, base: string, out: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'qa:replay', '--', file, '--base', base, '--out', out], {
      cwd: path.join(__dirname, '..'),
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const panel = (page: Page, name: 'QA recorder' | 'QA replay') => page.getByRole('region', { name });

test.describe('the command-line replay', () => {
  test.describe.configure({ timeout: 180_000 });

  test('there are committed recordings of the main journeys', () => {
    expect(recordings.sort()).toEqual([
      'contact.json',
      'errors.json',
      'gallery.json',
      'home-booking.json',
      'products.json',
    ]);
  });

  for (const name of recordings) {
    test(`${name} replays with every checkpoint matching`, async ({ baseURL }, testInfo) => {
      const { code, output } = await replayCli(
        path.join(RECORDINGS_DIR, name),
        baseURL ?? '',
        testInfo.outputPath('screenshots'),
      );
      expect(output).toContain('Every checkpoint matched');
      expect(code, output).toBe(0);
    });
  }

  test('a copy with one recorded ui value changed exits non-zero and names the entry', async ({
    baseURL,
  }, testInfo) => {
    const recording = JSON.parse(fs.readFileSync(path.join(RECORDINGS_DIR, 'products.json'), 'utf8')) as Recording;
    // The checkpoint taken when the product's modal opened: its recorded product is changed.
    const index = recording.entries.findIndex(
      (entry) => entry.kind === 'checkpoint' && entry.dialog !== null && entry.reasons.includes('dialog'),
    );
    expect(index).toBeGreaterThan(0);
    const checkpoint = recording.entries[index] as CheckpointEntry;
    const { products } = checkpoint.ui as { products: { selectedProductId: number | null } };
    products.selectedProductId = (products.selectedProductId ?? 0) + 1000;
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'salon-qa-copy-')), 'changed.json');
    fs.writeFileSync(copy, JSON.stringify(recording));
    const { code, output } = await replayCli(copy, baseURL ?? '', testInfo.outputPath('screenshots'));
    expect(code, output).toBe(1);
    expect(output).toContain(`Mismatch at entry ${index}`);
    expect(output).toMatch(/ui\.products\.selectedProductId: recorded \d+, replayed \d+/);
  });
});

test('a recording across a reload and four pages, replayed in the browser without the API or alerts', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.route(/openstreetmap|google\.com\/maps|calendly/, (route) => route.abort());
  // The about page's content fails with a 500: the visitor gets an alert.
  await page.route('**/api/about-page', (route) =>
    route.fulfill({ status: 500, json: { message: 'The content could not be loaded.' } }),
  );
  const alertsWhileRecording: string[] = [];
  const onDialog = (dialog: Dialog) => {
    alertsWhileRecording.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);

  await page.goto('/?qa=record');
  await expect(panel(page, 'QA recorder')).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the flag leaves the address; the session goes on from the tab
  await page.locator('header a[href="/about"]').first().click();
  await expect.poll(() => alertsWhileRecording.length).toBe(1);
  await page.locator('header a[href="/gallery"]').first().click();
  await page.waitForURL('**/gallery');
  await page.reload();
  await expect(panel(page, 'QA recorder')).toBeVisible();
  await page.locator('header a[href="/contact"]').first().click();
  const form = page.locator('form.contact-form');
  const personal = {
    first_name: 'Augusta',
    last_name: 'Byron-King',
    mobile: '4479460001',
    email: 'augusta.king@example.org',
    message: 'Please call me back about a curly cut on Thursday.',
  };
  for (const [name, value] of Object.entries(personal)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('.contact-form__submit').click();
  const success = page.locator('dialog.contact-success');
  await expect(success).toBeVisible();
  await page.waitForTimeout(300);

  const recorder = panel(page, 'QA recorder');
  await recorder.getByRole('button', { name: 'Stop recording' }).click();
  const downloaded = page.waitForEvent('download');
  await recorder.getByRole('button', { name: 'Download recording' }).click();
  const file = testInfo.outputPath('visit.json');
  await (await downloaded).saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  const recording = JSON.parse(text) as Recording;

  // A location entry for each page, two page loads, and none of what was typed.
  const locations = recording.entries
    .filter(
      (entry): entry is ActionEntry => entry.kind === 'action' && entry.action.type === 'location/locationChanged',
    )
    .map((entry) => (entry.action.payload as { pathname: string }).pathname);
  expect([...new Set(locations)]).toEqual(['/', '/about', '/gallery', '/contact']);
  expect(
    recording.entries.filter((entry) => entry.kind === 'load').map((entry) => (entry as { url: string }).url),
  ).toEqual(['/', '/gallery']);
  for (const value of Object.values(personal)) expect(text).not.toContain(value);
  expect(recording.redacted.contactForm).toBe(true);
  const sent = recording.entries.find(
    (entry): entry is ActionEntry =>
      entry.kind === 'action' && entry.action.type === 'contentApi/executeMutation/pending',
  );
  const sentArgs = (sent?.action.meta as { arg: { originalArgs: Record<string, string> } }).arg.originalArgs;
  expect(sentArgs.email).toBe('•'.repeat(personal.email.length));
  expect(recording.format).toBe('salon-qa-recording');
  expect(recording.viewport.width).toBe(1440);
  const lastCheckpoint = recording.entries.filter((entry) => entry.kind === 'checkpoint').pop() as CheckpointEntry;
  expect(lastCheckpoint.location.pathname).toBe('/contact');
  expect(lastCheckpoint.dialog).toBeTruthy();

  // Replayed in the browser: no request reaches the API, no alert opens.
  page.off('dialog', onDialog);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/openstreetmap|google\.com\/maps|calendly/, (route) => route.abort());
  let alertsWhileReplaying = 0;
  page.on('dialog', (dialog) => {
    alertsWhileReplaying += 1;
    void dialog.dismiss();
  });
  await page.goto('/?qa=replay');
  const apiRequests = recordRequests(page, (url) => new URL(url).pathname.startsWith('/api/'));
  const replayPanel = panel(page, 'QA replay');
  await replayPanel.getByLabel('Load a recording').setInputFiles(file);
  await expect(replayPanel.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await replayPanel.getByRole('button', { name: 'Play', exact: true }).click();
  // Should the replay stall, the failure says at which entry, and what the replay logged until then.
  // The replay loads pages itself: a read made as one loads finds no page, and the next read tells.
  const logNow = () =>
    page
      .evaluate(() => window.__salonQa?.log() ?? [])
      .catch((error: Error) => {
        if (/Execution context was destroyed/.test(error.message)) return ['(a page was loading)'];
        throw error;
      });
  await expect
    .poll(
      async () => ({
        status: await replayPanel.getByText(/^(Entry \d+ of|Finished)/).textContent(),
        log: await logNow(),
      }),
      { timeout: 90_000 },
    )
    .toMatchObject({ status: expect.stringMatching(/^Finished/) });

  expect(apiRequests.map((request) => request.url())).toEqual([]);
  expect(alertsWhileReplaying).toBe(0);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('dialog', { name: lastCheckpoint.dialog ?? '' })).toBeVisible();
  const log = await page.evaluate(() => window.__salonQa?.log() ?? []);
  expect(log).toContain('Not run: alert “The content could not be loaded.”');
  expect(log.filter((line) => line.startsWith('✗'))).toEqual([]);
});

test('the recorder and replay panels are accessible', async ({ page }) => {
  await page.goto('/?qa=record');
  await expect(panel(page, 'QA recorder')).toBeVisible();
  await expectNoAxeViolations(page, '[data-qa-panel]');
  await panel(page, 'QA recorder').getByRole('button', { name: 'Stop recording' }).click();
  await expect(panel(page, 'QA recorder').getByRole('button', { name: 'End session' })).toBeFocused();
  await expectNoAxeViolations(page, '[data-qa-panel]');

  await page.goto('/?qa=replay');
  await expect(panel(page, 'QA replay')).toBeVisible();
  await expectNoAxeViolations(page, '[data-qa-panel]');
});

test('a visit without ?qa fetches none of the QA code', async ({ page }) => {
  const qaFiles = recordRequests(page, (url) => /\/qa\.[\w]+\.chunk\.(js|css)/.test(url));
  await page.goto('/products');
  await page.goto('/contact');
  expect(qaFiles).toEqual([]);
  expect(await page.evaluate(() => window.__salonQa)).toBeUndefined();
});
