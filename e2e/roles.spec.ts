// The salon's team in Chromium against the real server: accounts of each role, made with the real
// command line, sign in and see only their parts of the area (the server refuses the rest), and an
// owner changes a member's role, signs them out everywhere and removes them from the team page, each
// felt in the member's own browser at its next step.
import type { Role } from '../src/api/adminContract';
import {
  addOwner,
  apiStatus,
  expectAccessible,
  expectSoundStructure,
  navLinks,
  openSignedIn,
  signedInBrowser,
  waitUntilLoaded,
} from './adminSupport';
import { atBothWidths, expect, test } from './support';

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
