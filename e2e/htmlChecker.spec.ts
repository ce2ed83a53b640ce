// Every public page and every page of the salon's area passes the W3C Nu Html Checker (vnu-jar,
// which needs a Java runtime): as the server draws it, and as the page is once the app has run.
// The checker's own gaps are left out (docs/testing.md): it does not know CSS container queries.
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { nuErrors } from '../__tests__/support/nuChecker';
import { areaTest, openSignedIn } from './adminSupport';
import { DESKTOP_ONLY, expect, keepToTheSite, test } from './support';

const hasJava = spawnSync('java', ['-version']).status === 0;

/** Messages about what the checker itself does not know (docs/testing.md), not about the page. */
const CHECKER_GAPS = [/container/i, /@container/i, /\bcqi\b|\bcqw\b|\bcqh\b/i];

/** Runs the checker once over every document; returns its errors, each with the document's name. */
const check = (documents: Record<string, string>) => nuErrors(documents, CHECKER_GAPS);

/** The page as it is now, as a document. */
const drawnNow = (page: Page) => page.content();

test.skip(!hasJava, 'The Nu Html Checker needs a Java runtime (apt-get install default-jre-headless)');

const PUBLIC = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/no-such-page', '/login'];

test('every public page passes the Nu Html Checker, as the server draws it and once the app has run', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await keepToTheSite(page, baseURL!);
  const documents: Record<string, string> = {};
  for (const route of PUBLIC) {
    const answer = await request.get(route, { headers: { Accept: 'text/html' } });
    documents[`${route} (server)`] = await answer.text();
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    documents[`${route} (app)`] = await drawnNow(page);
  }
  expect(check(documents)).toEqual([]);
});

areaTest(
  'every page of the salon area passes the Nu Html Checker once the app has run',
  DESKTOP_ONLY,
  async ({ owner: { email }, page }) => {
    test.setTimeout(180_000);
    const documents: Record<string, string> = {};
    for (const route of [
      '/admin/messages',
      '/admin/insights',
      '/admin/media',
      '/admin/activity',
      '/admin/account',
      '/admin/website',
    ]) {
      await openSignedIn(page, route, email);
      await page.waitForLoadState('networkidle');
      documents[`${route} (app)`] = await drawnNow(page);
    }
    expect(check(documents)).toEqual([]);
  },
);
