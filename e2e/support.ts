// Helpers shared by the browser tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import path from 'node:path';

/** The SQLite file the test server writes (set up by playwright.config.ts). */
export function databasePath(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dir, 'salon.sqlite');
}

/** Fails the test with a readable list when axe finds any WCAG A/AA violation on the page (or in `include`). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(readable).toEqual([]);
}

/** Records every request whose URL matches, from now on. */
export function recordRequests(page: Page, matches: (url: string) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request.url())) seen.push(request);
  });
  return seen;
}
