// Passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain: a
// platform authenticator with resident keys and user verification): an owner made on the command
// line adds a passkey on the account page, signs out and back in with it (no password), requires
// it, is refused a sign-in with the password alone (401, in the activity log), gets in with a
// recovery code, and removes the passkey. The account page passes axe at both widths.
//
// On a server of its own: the activity log it reads is the whole server's, newest first, and on the
// shared one the other tests' sign-ins could push its entries off the first page.
import type { Page } from '@playwright/test';
import {
  addOwner,
  expectAccessible,
  expectSoundStructure,
  PASSWORD,
  signIn,
  virtualAuthenticator,
} from './adminSupport';
import { onOwnServer } from './ownServer';
import { expect } from './support';

const test = onOwnServer({ localhost: true });

/** Answers the dialog that asks for the current password. */
async function confirmWithPassword(page: Page, confirm: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an owner adds a passkey, signs in with it, requires it, recovers with a code and removes it', async ({
  page,
  server,
}, testInfo) => {
  // A long journey: four sign-ins (each hashing a password), an owner made on the command line, two
  // screens checked by axe at two widths. It took 31 s on a quiet machine and passed 60 on a busy one.
  test.slow();
  const email = addOwner('passkeys', testInfo.project.name, server.databasePath);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto('/login?next=%2Fadmin%2Faccount');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/account$/);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText(/^No passkey yet/)).toBeVisible();

  // Adding: a name, the password again, then the authenticator (the virtual one answers at once).
  await passkeys.getByLabel('Name of the new passkey').fill('Test phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await confirmWithPassword(page, 'Continue');
  await expect(passkeys.getByRole('status').filter({ hasText: 'The passkey “Test phone” is added' })).toBeVisible();
  await expect(passkeys.getByRole('heading', { name: 'Test phone' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await expectAccessible(page);
  await expectSoundStructure(page);
  await page.screenshot({ path: testInfo.outputPath(`account-passkeys-${testInfo.project.name}.png`), fullPage: true });

  // Renaming in place.
  await passkeys.getByRole('button', { name: 'Rename Test phone' }).click();
  await passkeys.getByLabel('New name for “Test phone”').fill('Ana’s phone');
  await passkeys.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByRole('heading', { name: 'Ana’s phone' })).toBeVisible();
  await expect(passkeys.getByRole('button', { name: 'Rename Ana’s phone' })).toBeFocused();

  // Signing in with the passkey: no email, no password.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin(\/messages)?$/);
  const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used!.signCount).toBeGreaterThan(0);

  // Requiring it: the recovery codes are shown once.
  await page.goto('/admin/account');
  await passkeys.getByRole('button', { name: 'Require a passkey' }).click();
  await confirmWithPassword(page, 'Require a passkey');
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`account-codes-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  await expect(passkeys.getByText(/Recovery codes left: 10 of 10/)).toBeVisible();

  // A password alone is refused now (401), and the form asks for a recovery code.
  await signOut(page);
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/sign-in') && r.request().method() === 'POST',
  );
  await signIn(page, email);
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('alert').filter({ hasText: 'Your account requires a passkey' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.screenshot({ path: testInfo.outputPath(`login-recovery-${testInfo.project.name}.png`), fullPage: true });

  // The recovery code signs in in place of the passkey.
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Sign in with the recovery code' }).click();
  await expect(page).toHaveURL(/\/admin(\/messages)?$/);
  await page.goto('/admin/activity');
  await expect(page.getByText('Password alone refused: this account requires a passkey').first()).toBeVisible();
  await expect(page.getByText('Signed in with a recovery code').first()).toBeVisible();
  await expect(page.getByText('Signed in with a passkey').first()).toBeVisible();

  // The last passkey of an account that requires one stays: the requirement goes first.
  await page.goto('/admin/account');
  await expect(passkeys.getByText(/Recovery codes left: 9 of 10/)).toBeVisible();
  await passkeys.getByRole('button', { name: 'Remove Ana’s phone' }).click();
  const onlyOne = page.getByRole('alertdialog', { name: 'This is your only passkey' });
  await expect(onlyOne).toBeVisible();
  await onlyOne.getByRole('button', { name: 'Stop requiring a passkey' }).click();
  await confirmWithPassword(page, 'Stop requiring it');
  await expect(passkeys.getByText(/^Off\./)).toBeVisible();
  await passkeys.getByRole('button', { name: 'Remove Ana’s phone' }).click();
  await confirmWithPassword(page, 'Remove the passkey');
  await expect(passkeys.getByText(/^No passkey yet/)).toBeVisible();
  await expect(passkeys.getByRole('status').filter({ hasText: 'is removed' })).toBeVisible();
});
