// The salon's own area in Chromium against the real server: an owner made with `npm run owner:add`
// (the real command, on the test server's database) signs in, reads a message a visitor sent through
// the contact form, archives it and signs out, after which the old cookie gets 401. Every page of the
// area passes axe at both widths, has one h1, never scrolls sideways and works by keyboard. The
// journeys run at one width (playwright.config.ts); the pages' looks are checked at both.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ContactPageData } from '../src/api/types';
import {
  addOwner,
  areaTest,
  expectAccessible,
  expectSoundStructure,
  expectVisibleFocus,
  openSignedIn,
  PASSWORD,
  signIn,
} from './adminSupport';
import { atBothWidths, expect, test } from './support';
import { lowestTextContrast } from './textContrast';

/** axe, one h1 and nothing wider than the screen, at a phone's width and a desktop's. */
const expectSoundAtBothWidths = (page: Page) =>
  atBothWidths(page, async () => {
    await expectAccessible(page);
    await expectSoundStructure(page);
  });

async function sendThroughContactForm(page: Page, request: APIRequestContext, text: string) {
  const response = await request.get('/api/contact-page', { headers: { Accept: 'application/json' } });
  const settings = ((await response.json()) as { data: ContactPageData }).data.contactSettings!;
  await page.goto('/contact');
  const field = (label: string | null | undefined) => page.getByLabel(label ?? '', { exact: true });
  await field(settings.first_name_label).fill('Amara');
  await field(settings.last_name_label).fill('Okafor');
  await field(settings.mobile_label).fill('5035550142');
  await field(settings.email_label).fill('amara@example.com');
  await field(settings.message_label).fill(text);
  await page.getByRole('button', { name: settings.button_label ?? '' }).click();
  await expect(page.getByRole('dialog', { name: settings.success_message ?? '' })).toBeVisible();
}

test('an owner made on the command line signs in, reads a message from the contact form, archives it and signs out', async ({
  page,
  request,
  context,
}, testInfo) => {
  const email = addOwner('journey', testInfo.project.name);
  const key = `Journey ${testInfo.project.name} ${Date.now()}`;
  const text = `${key}: a curl cut on Tuesday morning?`;
  await sendThroughContactForm(page, request, text);

  // A signed-out visit to the area asks to sign in, and comes back to where it was going.
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmessages$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/messages$/);

  // Opening the message marks it read; that request is held so the owner archives while it runs.
  let releaseRead = () => {};
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  await page.route('**/api/admin/messages/*', async (route) => {
    if (route.request().method() === 'PATCH' && route.request().postData()?.includes('"read":true')) await readHeld;
    await route.fallback();
  });

  await page.getByRole('searchbox').fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('link', { name: new RegExp(`Amara Okafor \\(unread\\).*${key}`) });
  await row.click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:amara@example\.com\?/,
  );

  // Any alert the area raises is kept, so that a refused change says why in the failure.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const archived = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /"archived":true/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Archive' }).click();
  releaseRead();
  expect([(await archived).status(), ...alerts]).toEqual([200]);
  await expect(page.getByRole('status').filter({ hasText: 'is archived' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Amara Okafor/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^Archived/ }).click();
  await expect(page.getByRole('link', { name: /Amara Okafor/ })).toHaveCount(1);

  const cookiesBefore = await context.cookies();
  const session = cookiesBefore.find((cookie) => cookie.name === 'salon_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();

  const replay = await request.get('/api/admin/session', {
    headers: { Accept: 'application/json', Cookie: `salon_session=${session!.value}` },
  });
  expect(replay.status()).toBe(401);
  await page.goto('/admin/activity');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Factivity$/);
});

test.describe('every page of the area', () => {
  test('the sign-in page, and what it says before any owner exists', async ({ page }, testInfo) => {
    // The form shows once an owner exists; whether another test made one first is left to chance.
    addOwner('sign-in page', testInfo.project.name);
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await expectSoundAtBothWidths(page);
    await page.route('**/api/admin/sign-in', (route) =>
      route.fulfill({ json: { data: { ownerExists: false, signedIn: false } } }),
    );
    await page.reload();
    await expect(page.getByText('npm run owner:add -- you@example.com')).toBeVisible();
    await expectSoundAtBothWidths(page);
  });

  test('"Back to the website" reads at AA on the sign-in page\'s gradient, which axe-core cannot judge', async ({
    page,
  }) => {
    await page.goto('/login');
    const back = page.locator('main').getByRole('link', { name: 'Back to the website', exact: true });
    await atBothWidths(page, async () => expect(await lowestTextContrast(back)).toBeGreaterThanOrEqual(4.5));
  });

  areaTest('the inbox, and a message with its delete dialog', async ({ page, request, owner: { email } }) => {
    // Axe at two widths on two pages and a dialog, and a walk by Tab.
    test.slow();
    await sendThroughContactForm(page, request, `Pages ${Date.now()}: hello there!`);
    await openSignedIn(page, '/admin/messages', email);
    await expectSoundAtBothWidths(page);
    await expectVisibleFocus(page);

    await page
      .getByRole('link', { name: /Amara Okafor/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectSoundAtBothWidths(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog', { name: /Delete the message/ })).toBeVisible();
    await atBothWidths(page, () => expectAccessible(page));
    await page.keyboard.press('Escape');
  });

  areaTest('the activity, and the account with its sign-out dialog', async ({ page, owner: { email } }) => {
    test.slow();
    await openSignedIn(page, '/admin/activity', email);
    await expectSoundAtBothWidths(page);
    await openSignedIn(page, '/admin/account', email);
    await expectSoundAtBothWidths(page);
    await expectVisibleFocus(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Sign out everywhere?' })).toBeVisible();
    await atBothWidths(page, () => expectAccessible(page));
  });
});

test('the area works by keyboard: sign in, move around, open a message and answer a dialog', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = addOwner('keyboard', testInfo.project.name);
  const key = `Keyboard ${testInfo.project.name} ${Date.now()}`;
  const text = `${key}: may I book?`;
  await sendThroughContactForm(page, request, text);
  await page.goto('/login?next=%2Fadmin%2Fmessages');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.id);
  // Each move is client-side: the new page takes focus on its main content once drawn, and only then
  // is the next Tab the visitor's.
  const arrivedAt = async (path: RegExp) => {
    await expect(page).toHaveURL(path);
    await expect(page.locator('main')).toBeFocused();
  };

  await page.getByLabel('Email').waitFor();
  await expectVisibleFocus(page);
  await page.reload();
  await page.getByLabel('Email').waitFor();
  await page.keyboard.press('Tab'); // the skip link
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await arrivedAt(/\/admin\/messages$/);

  // The navigation, by Tab and Enter.
  await page.getByRole('link', { name: /^Activity$/ }).focus();
  await page.keyboard.press('Enter');
  await arrivedAt(/\/admin\/activity$/);
  await page.getByRole('link', { name: /^Messages/ }).focus();
  await page.keyboard.press('Enter');
  await arrivedAt(/\/admin\/messages$/);

  // Search, then open the message with Enter.
  await page.getByRole('searchbox').focus();
  await page.keyboard.type(key);
  await page.keyboard.press('Enter');
  const row = page.getByRole('link', { name: new RegExp(key) });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(text)).toBeVisible();

  // The delete dialog opens on its safe answer, keeps focus, and Escape brings it back to Delete.
  const remove = page.getByRole('button', { name: 'Delete' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /Delete the message/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete message' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  // Now delete it for real, by keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'is deleted' })).toBeVisible();
  expect(await focused()).toBeTruthy();
  await expect(page.getByRole('link', { name: new RegExp(key) })).toHaveCount(0);
});
