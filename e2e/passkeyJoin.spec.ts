// Joining with a passkey instead of a password, in Chromium with a virtual authenticator (the
// DevTools protocol's WebAuthn domain): the owner invites an editor, who opens the link in a browser
// of their own, chooses "Use a passkey instead", lands signed in with the editor's pages, finds an
// account page that sets a password (no current one asked) and keeps the only passkey, signs out,
// is refused a password, and signs back in with the passkey. The join and account pages pass axe at
// both widths.
//
// On a server of its own, at localhost: a passkey's relying party cannot be an IP address.
import {
  addOwner,
  expectAccessible,
  expectSoundStructure,
  navLinks,
  signedInBrowser,
  virtualAuthenticator,
} from './adminSupport';
import { onOwnServer } from './ownServer';
import { atBothWidths, expect } from './support';

const test = onOwnServer({ localhost: true });

test('an invitee joins with a passkey, has no password, and signs back in with the passkey', async ({
  browser,
  server,
}, testInfo) => {
  test.slow();
  const ownerEmail = addOwner('passkey join', testInfo.project.name, server.databasePath);
  const editorEmail = `editor.${testInfo.project.name}.${Date.now()}@example.com`;

  const owner = await signedInBrowser(browser, ownerEmail, '/admin/team');
  const invite = owner.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Their email').fill(editorEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await owner.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/join#[\w-]{43}$/);

  const page = await (await browser.newContext()).newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await page.goto(link);
  await expect(page.getByText(/This invitation is for .+, as Editor/)).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`join-choice-${width}.png`), fullPage: true });
  });
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  const join = page.getByRole('form', { name: 'Join with a passkey' });
  await join.getByLabel('Name it after this device').fill('Editor laptop');
  await atBothWidths(page, async (width) => {
    await expectAccessible(page);
    await expectSoundStructure(page);
    await page.screenshot({ path: testInfo.outputPath(`join-with-passkey-${width}.png`), fullPage: true });
  });
  await join.getByRole('button', { name: 'Make a passkey and join' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The passkey “Editor laptop” signs you in' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await page.getByRole('button', { name: 'Go to the salon area' }).click();
  await expect(page).toHaveURL(/\/admin(\/website)?$/);
  await expect.poll(() => navLinks(page)).toEqual(['Website', 'Media', 'Account']);

  // The account page: a password is set, not changed, and the only passkey stays.
  await page.getByRole('navigation', { name: 'Salon area' }).getByRole('link', { name: 'Account' }).click();
  const password = page.getByRole('region', { name: 'Set a password' });
  await expect(password.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveCount(0);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('heading', { name: 'Editor laptop' })).toBeVisible();
  await expect(passkeys.getByText('Only a passkey signs you in')).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`account-without-password-${width}.png`), fullPage: true });
  });
  await passkeys.getByRole('button', { name: 'Remove Editor laptop' }).click();
  const lastOne = page.getByRole('alertdialog', { name: 'This is your only passkey' });
  await expect(lastOne).toContainText('no password, so this passkey is your only way in');
  await lastOne.getByRole('button', { name: 'Keep it' }).click();

  // Signed out, a password does not sign in; the passkey does.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(editorEmail);
  await page.getByLabel('Password', { exact: true }).fill('a guess at a password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The email or the password is not right.' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin(\/website)?$/);
  await expect.poll(() => navLinks(page)).toEqual(['Website', 'Media', 'Account']);
  const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used!.signCount).toBeGreaterThan(0);

  // A first password, confirmed by the passkey, then signs in too.
  await page.getByRole('navigation', { name: 'Salon area' }).getByRole('link', { name: 'Account' }).click();
  const set = page.getByRole('form', { name: 'Set a password' });
  await set.getByLabel('New password', { exact: true }).fill('an editor’s first pass phrase');
  await set.getByLabel('New password again').fill('an editor’s first pass phrase');
  await set.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change your password' })).toBeVisible();
  for (const context of [owner.context(), page.context()]) await context.close();
});
