// The salon's team in Chromium against the real server: accounts of each role, made with the real
// command line, sign in and see only their parts of the area (the server refuses the rest), and an
// owner changes a member's role, signs them out everywhere and removes them from the team page, each
// felt in the member's own browser at its next step.
import type { Browser, Page } from '@playwright/test';
import type { Role } from '../src/api/adminContract';
import {
  addOwner,
  expectAccessible,
  expectSoundStructure,
  openSignedIn,
  PASSWORD,
  signIn,
  waitUntilLoaded,
} from './adminSupport';
import { atBothWidths, expect, test } from './support';

/**
 * A browser of its own for the account, signed in through /login on its way to `path` (which the
 * account's role may turn into another: /admin opens the role's first part).
 */
async function signedInBrowser(browser: Browser, email: string, path = '/admin'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Salon area' }).getByRole('link').first()).toBeVisible();
  await waitUntilLoaded(page);
  return page;
}

/** The navigation's entries by their names (an unread count beside Messages left out). */
const navLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Salon area' }).getByRole('link').allInnerTexts()).map((text) =>
    text.split('\n')[0]!.trim(),
  );

/** What the area's API answers this browser's session for `path` (a GET, as the area's pages ask). */
const apiStatus = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).status, path);

test.describe('each role', () => {
  const parts: Array<[Role, RegExp, string[], string, string]> = [
    ['owner', /\/admin$/, ['Messages', 'Visits', 'Website', 'Media', 'Team', 'Activity', 'Account'], '/', '/'],
    ['editor', /\/admin\/website$/, ['Website', 'Media', 'Account'], '/admin/messages', '/api/admin/messages'],
    ['front-desk', /\/admin$/, ['Messages', 'Account'], '/admin/website', '/api/admin/content/draft'],
  ];
  for (const [role, landing, links, otherPage, otherApi] of parts) {
    test(`${role}: signs in and sees only its parts`, async ({ browser }, testInfo) => {
      const email = addOwner(`sees its parts`, testInfo.project.name, undefined, role);
      const page = await signedInBrowser(browser, email);
      await expect(page).toHaveURL(landing);
      await expect.poll(() => navLinks(page)).toEqual(links);
      if (role === 'owner') return;
      // Another role's page says so, and its API refuses this session.
      await page.goto(otherPage);
      await expect(page.getByText(/does not include this page/)).toBeVisible();
      expect(await apiStatus(page, otherApi)).toBe(403);
      expect(await apiStatus(page, '/api/admin/team')).toBe(403);
      await page.context().close();
    });
  }
});

test('an owner changes a member’s role, signs them out everywhere and removes them', async ({ browser }, testInfo) => {
  test.slow();
  const ownerEmail = addOwner('team owner', testInfo.project.name);
  const memberEmail = addOwner('team member', testInfo.project.name, undefined, 'front-desk');
  // The member first: the team page then lists them signed in.
  const member = await signedInBrowser(browser, memberEmail, '/admin/messages');
  const owner = await signedInBrowser(browser, ownerEmail, '/admin/team');

  const row = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: memberEmail }) });
  await expect(row).toContainText('signed in on 1 browser');
  await atBothWidths(owner, async () => {
    await expectAccessible(owner);
    await expectSoundStructure(owner);
  });

  // A new role holds from the member's next step.
  await row.getByLabel('Role').selectOption({ label: 'Editor' });
  await expect(owner.getByRole('status').filter({ hasText: `${memberEmail} is now Editor.` })).toBeVisible();
  await member.getByRole('link', { name: 'Account' }).click();
  await expect.poll(() => navLinks(member)).toEqual(['Website', 'Media', 'Account']);
  expect(await apiStatus(member, '/api/admin/messages')).toBe(403);

  // Signed out everywhere: the member's next step asks them to sign in.
  await row.getByRole('button', { name: 'Sign out everywhere' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Sign them out' }).click();
  await expect(row).toContainText('not signed in');
  await member.getByRole('link', { name: 'Website', exact: true }).click();
  await expect(member).toHaveURL(/\/login\?next=/);

  // Removed: gone from the list, and their sessions with them.
  await openSignedIn(member, '/admin/website', memberEmail);
  await row.getByRole('button', { name: 'Remove' }).click();
  const ask = owner.getByRole('alertdialog', { name: `Remove ${memberEmail}?` });
  await expectAccessible(owner);
  await ask.getByRole('button', { name: 'Remove from the team' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `${memberEmail} is removed from the team.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await apiStatus(member, '/api/admin/content/draft')).toBe(401);

  // What was done is in the activity log, under the owner's name.
  await owner.getByRole('link', { name: 'Activity' }).click();
  await waitUntilLoaded(owner);
  for (const what of ['Account removed', 'Signed out everywhere by an owner', 'Role changed']) {
    await expect(
      owner.getByRole('listitem').filter({ hasText: what }).filter({ hasText: ownerEmail }).first(),
    ).toBeVisible();
  }
  await owner.context().close();
  await member.context().close();
});

test('an owner invites the front desk, who joins with a password, archives a message and is refused the editor’s API', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const ownerEmail = addOwner('inviting owner', testInfo.project.name);
  const deskEmail = `desk.${testInfo.project.name}.${Date.now()}@example.com`;
  const text = `Invitation ${Date.now()}: may I bring my daughter?`;
  const sent = await request.post('/api/submit-contact-form', {
    data: { first_name: 'Amara', last_name: 'Okafor', email: 'amara@example.com', mobile: '5035550142', message: text },
    headers: { Accept: 'application/json' },
  });
  expect(sent.status()).toBe(201);

  const owner = await signedInBrowser(browser, ownerEmail, '/admin/team');
  const form = owner.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Their email').fill(deskEmail);
  await form.getByLabel('Role').selectOption({ label: 'Front desk' });
  await form.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await owner.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/join#[\w-]{43}$/);
  await expect(owner.getByRole('listitem').filter({ hasText: deskEmail })).toContainText('as Front desk');
  await atBothWidths(owner, async () => {
    await expectAccessible(owner);
    await expectSoundStructure(owner);
  });

  // The invitee opens the link in a browser of their own and chooses a password.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(link);
  await expect(desk.getByText(/This invitation is for .+, as Front desk/)).toBeVisible();
  await atBothWidths(desk, async () => {
    await expectAccessible(desk);
    await expectSoundStructure(desk);
  });
  const join = desk.getByRole('form', { name: 'Join' });
  await join.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await join.getByLabel('Password again').fill(PASSWORD);
  await join.getByRole('button', { name: 'Join the salon area' }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await expect.poll(() => navLinks(desk)).toEqual(['Messages', 'Account']);

  // The front desk reads and archives the message; deleting it and the editor's API are refused.
  await desk
    .getByRole('link', { name: /Amara Okafor/ })
    .filter({ hasText: text.slice(0, 20) })
    .click();
  await expect(desk.getByText(text)).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Archive' }).click();
  await expect(desk.getByText(/is archived/)).toBeVisible();
  expect(await apiStatus(desk, '/api/admin/content/draft')).toBe(403);

  // The link worked once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('cannot be used');

  // Removed by the owner: the member's session ends at once.
  await owner.reload();
  const row = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: deskEmail }) });
  await row.getByRole('button', { name: 'Remove' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove from the team' }).click();
  await expect(row).toHaveCount(0);
  expect(await apiStatus(desk, '/api/admin/messages')).toBe(401);
  for (const page of [owner, desk, again]) await page.context().close();
});
