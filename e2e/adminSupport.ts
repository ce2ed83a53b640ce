// Helpers of the browser tests of the salon's area: an owner made with the real command line,
// signing in through /login, and the checks every page of the area passes (axe, structure, focus).
import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import type { Role } from '../src/api/adminContract';
import { TEST_ORIGIN } from './serverEnv';
import { databasePath, expect, expectNoAxeViolations, settleMotion, test } from './support';

export const PASSWORD = 'a calm long pass phrase';

/**
 * Creates an account with the real command line, the password piped in, in the tests' database (or
 * another server's): an owner's unless another role is given. The email is unique per test.
 */
export function addOwner(testName: string, project: string, database = databasePath(), role: Role = 'owner'): string {
  const email =
    `${role}.${project}.${testName.replace(/\W+/g, '-').slice(0, 30)}.${Date.now()}@example.com`.toLowerCase();
  const roleArgs = role === 'owner' ? [] : ['--role', role];
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/ownerCli.ts', 'add', email, ...roleArgs], {
    env: { ...process.env, DATABASE_PATH: database },
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(`${run.stdout}${run.stderr}`).not.toContain(PASSWORD);
  return email;
}

export async function signIn(page: Page, email: string) {
  // Within the form: after a sign-out the address is /login while the page left may still be drawn.
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export interface AreaOwner {
  email: string;
  storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}

/**
 * The browser tests of the salon's area that are not about signing in: each worker makes one owner
 * and signs in once, through the API, and every test's browser starts with that session (its cookies).
 * Tests about signing in, or out, use `test` and an owner of their own.
 */
export const areaTest = test.extend<object, { owner: AreaOwner }>({
  owner: [
    async ({ playwright }, provide, workerInfo) => {
      const email = addOwner(`worker ${workerInfo.workerIndex}`, workerInfo.project.name);
      const api = await playwright.request.newContext({ baseURL: TEST_ORIGIN });
      const answer = await api.post('/api/admin/sign-in', {
        data: { email, password: PASSWORD },
        headers: { Origin: TEST_ORIGIN, Accept: 'application/json' },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const storageState = await api.storageState();
      await api.dispose();
      await provide({ email, storageState });
    },
    { scope: 'worker' },
  ],
  storageState: ({ owner }, provide) => provide(owner.storageState),
});

/** Opens an area page through /login, which signs in first unless this browser is signed in already. */
export async function openSignedIn(page: Page, path: string, email: string) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.or(page.getByRole('navigation', { name: 'Salon area' }))).toBeVisible();
  if (await form.isVisible()) await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await waitUntilLoaded(page);
}

/**
 * Waits until nothing says it is loading, and nothing starts to: the full-screen loader appears only
 * once a request has taken 250 ms (LOADER_DELAY_MS), so the page is watched for longer than that. A
 * loading state says so first ("Loading messages…"); a visitor's message may say "loading" anywhere.
 */
export async function waitUntilLoaded(page: Page) {
  const loading = page.getByText(/^Loading/).or(page.locator('.loader'));
  await expect(async () => {
    expect(await loading.count()).toBe(0);
    await page.waitForTimeout(400);
    expect(await loading.count()).toBe(0);
  }).toPass();
}

/** axe's WCAG A/AA and best-practice rules, and WCAG 2.2's target size. */
export async function expectAccessible(page: Page) {
  await waitUntilLoaded(page);
  await settleMotion(page);
  await expectNoAxeViolations(page, undefined, { targetSize: true });
}

/** Tabs through the whole page: every stop shows where focus is. */
export async function expectVisibleFocus(page: Page) {
  const problems: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const shows = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return { name: element.outerHTML.slice(0, 80), ring: shows(getComputedStyle(element)) };
    });
    if (stop && !stop.ring) problems.push(stop.name);
  }
  expect([...new Set(problems)]).toEqual([]);
}

/** One h1, no skipped heading level, and nothing wider than the screen. */
export async function expectSoundStructure(page: Page) {
  const { levels, overflow } = await page.evaluate(() => ({
    levels: Array.from(document.querySelectorAll('h1, h2, h3, h4'))
      .filter((h) => (h as HTMLElement).offsetParent !== null || h.closest('dialog[open]'))
      .map((h) => Number(h.tagName[1])),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A browser of its own for the account, signed in through /login on its way to `path` (which the
 * account's role may turn into another: /admin opens the role's first part).
 */
export async function signedInBrowser(browser: Browser, email: string, path = '/admin'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Salon area' }).getByRole('link').first()).toBeVisible();
  await waitUntilLoaded(page);
  return page;
}

/** The navigation's entries by their names (an unread count beside Messages left out). */
export const navLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Salon area' }).getByRole('link').allInnerTexts()).map((text) =>
    text.split('\n')[0]!.trim(),
  );

/** What the area's API answers this browser's session for `path` (a GET, as the area's pages ask). */
export const apiStatus = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).status, path);

/** A platform authenticator for the page (DevTools WebAuthn): resident keys, user verified, no prompt. */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Whether a signed-out visitor's fresh browser shows `text` at `path` (of the test's baseURL). */
export async function visitorSees(browser: Browser, path: string, text: string): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return (await page.getByText(text, { exact: false }).count()) > 0;
  } finally {
    await context.close();
  }
}
