// What a visitor typed is shown as text in the inbox, never run: checked in Debian's Chromium against
// the built site (DIST_DIR, dist/ by default) and the real server.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { OWNER, sendContactMessage, startAreaServer } from '../../__tests__/support/admin';
import type { Check } from './checks';

const PAYLOADS = {
  first_name: '<script>alert(2)</script>',
  last_name: '"><svg onload=alert(3)>',
  message: '<img src=x onerror=alert(1)> and <b>bold</b> <a href="javascript:alert(4)">link</a>',
};

export const browserCheck: Check = [
  'XSS: a message with <img src=x onerror=alert(1)> shows as text in the inbox, in a real browser, with no dialog',
  async () => {
    const distDir = path.resolve(process.env.DIST_DIR?.trim() || 'dist');
    assert.ok(fs.existsSync(path.join(distDir, 'index.html')), `no build in ${distDir}: run npm run build first`);
    const server = await startAreaServer({ distDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
    try {
      await sendContactMessage(server, { ...PAYLOADS, email: 'xss@example.com' });
      const page = await browser.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${server.origin}/login?next=%2Fadmin%2Fmessages`);
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/admin\/messages$/);
      const row = page.getByRole('link', { name: /<script>alert\(2\)<\/script>/ });
      await row.waitFor({ timeout: 15_000 });
      assert.ok((await row.textContent())?.includes('<img src=x onerror=alert(1)>'), 'the list shows the text');
      await row.click();
      const text = page.locator('.message-view__text');
      await text.waitFor({ timeout: 15_000 });
      assert.equal(await text.textContent(), PAYLOADS.message);
      assert.ok((await page.getByRole('heading', { level: 2 }).first().textContent())?.includes(PAYLOADS.last_name));
      // Give any handler the time it would need to run.
      await page.waitForTimeout(500);
      const injected = await page.evaluate(
        () => document.querySelectorAll('img[src="x"], main script, svg[onload], a[href^="javascript:"]').length,
      );
      assert.equal(injected, 0, 'elements made from the visitor’s text');
      assert.deepEqual(dialogs, [], 'dialogs opened');
    } finally {
      await browser.close();
      await server.close();
    }
  },
];
