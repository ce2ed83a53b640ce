// The contact page in a real browser against the real server: a message sent is stored in its
// database; a 422 lists the messages in the spec's order; the mobile field takes digits only; one
// request per send, however many clicks.
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { ContactPageData, ContactSettings } from '../src/api/types';
import {
  apiData,
  databasePath,
  expect,
  expectNoAxeViolations,
  recordRequests,
  test,
  waitForAppStart,
  waitForHydration,
} from './support';

async function contactSettings(request: APIRequestContext): Promise<ContactSettings> {
  const settings = (await apiData<ContactPageData>(request, '/api/contact-page')).contactSettings;
  expect(settings, 'contact settings in the demo content').toBeTruthy();
  return settings!;
}

function storedMessages(email: string) {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT first_name, last_name, email, mobile, message FROM contact_messages WHERE email = ?')
      .all(email) as Record<string, string>[];
  } finally {
    db.close();
  }
}

const field = (page: Page, label: string | null | undefined) => page.getByLabel(label ?? '', { exact: true });

/**
 * The contact page, once the app holds its form: sent before then, the form goes to the server as
 * the browser's own post (e2e/noscript.spec.ts follows that way).
 */
async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForTheForm(page);
}

/** Waits until the app holds the contact form itself (it may hydrate after the rest of the page). */
async function waitForTheForm(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const form = document.querySelector('form.contact-form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

test('a message is sent once however often the button is pressed, and is stored', async ({
  page,
  request,
}, testInfo) => {
  const settings = await contactSettings(request);
  const submits = recordRequests(page, (url) => url.includes('/api/submit-contact-form'));
  // The request is held until the sending state has been checked and pressed again.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/submit-contact-form', async (route) => {
    await held;
    await route.continue();
  });
  await openContact(page);

  const email = `amara.${testInfo.project.name}.${Date.now()}@example.com`;
  const message = {
    first_name: 'Amara',
    last_name: 'Okafor',
    email,
    mobile: '5035550142',
    message: 'I would love a curl cut next week, mornings if possible.',
  };
  await field(page, settings.first_name_label).fill(message.first_name);
  await field(page, settings.last_name_label).fill(message.last_name);
  await field(page, settings.mobile_label).fill(message.mobile);
  await field(page, settings.email_label).fill(message.email);
  await field(page, settings.message_label).fill(message.message);

  const button = page.getByRole('button', { name: settings.button_label ?? '' });
  await button.dblclick();
  await expect(page.locator('.contact-form__submit')).toHaveText('Loading ', { useInnerText: false });
  expect(await page.locator('.contact-form__submit').textContent()).toBe('Loading ');
  // It is aria-disabled while sending (focus stays on it), so the click has to be forced.
  await page.locator('.contact-form__submit').click({ force: true });
  release();

  const popup = page.getByRole('dialog', { name: settings.success_message ?? '' });
  await expect(popup).toBeVisible();
  expect(submits).toHaveLength(1);
  await expect(page.locator('.contact-form__submit')).toHaveText(settings.button_label ?? '');
  for (const label of [
    settings.first_name_label,
    settings.last_name_label,
    settings.mobile_label,
    settings.email_label,
    settings.message_label,
  ]) {
    await expect(field(page, label)).toHaveValue('');
  }
  expect(storedMessages(email)).toEqual([message]);

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('a 422 lists first name, email, mobile, last name and message in that order, beside each field too', async ({
  page,
  request,
}) => {
  const settings = await contactSettings(request);
  await openContact(page);
  await field(page, settings.email_label).fill('not-an-email');
  await field(page, settings.mobile_label).fill('12');
  await page.getByRole('button', { name: settings.button_label ?? '' }).click();

  const popup = page.getByRole('alertdialog');
  await expect(popup).toBeVisible();
  const items = await popup.getByRole('listitem').allTextContents();
  const order = ['first name', 'email', 'mobile', 'last name', 'message'];
  expect(items).toHaveLength(order.length);
  items.forEach((text, i) => expect(text.toLowerCase()).toContain(order[i]));
  await expectNoAxeViolations(page, '.error-popup');

  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await expect(field(page, settings.email_label)).toHaveValue('not-an-email');
  await expect(field(page, settings.mobile_label)).toHaveValue('12');
  await expect(field(page, settings.email_label)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, settings.email_label)).toHaveAccessibleDescription(items[1]!);
  await expect(field(page, settings.first_name_label)).toHaveAccessibleDescription(items[0]!);
  await expect(page.getByRole('button', { name: settings.button_label ?? '' })).toBeVisible();
});

test('the mobile field refuses letters, typed or pasted', async ({ page, request }) => {
  const settings = await contactSettings(request);
  await openContact(page);
  const mobile = field(page, settings.mobile_label);
  await expect(mobile).toHaveAttribute('inputmode', 'numeric');
  await mobile.pressSequentially('5a0b3-5 c5');
  await expect(mobile).toHaveValue('50355');
  await page.keyboard.insertText('x0y1z42');
  await expect(mobile).toHaveValue('503550142');
});

test('the contact details link out and the map is created when it comes near', async ({ page, request }) => {
  const settings = await contactSettings(request);
  // The third-party map never loads in tests: a stand-in answers, routed before the frame can exist.
  await page.route(/openstreetmap|google\.com\/maps/, (route) =>
    route.fulfill({
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map</p></body></html>',
      contentType: 'text/html',
    }),
  );
  await openContact(page);
  if (settings.phone) {
    await expect(page.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  }
  if (settings.whatsapp) {
    const chat = page.locator('a[href^="https://wa.me/"]');
    await expect(chat).toHaveAttribute('href', `https://wa.me/${settings.whatsapp.replace(/\D/g, '')}`);
    await expect(chat).toHaveAccessibleName(new RegExp(settings.whatsapp.replace(/[^\d]+/g, '.*')));
    await expect(chat).toHaveAttribute('target', '_blank');
  }
  if (settings.map_iframe_url?.startsWith('https://')) {
    const map = page.locator('.contact-map');
    await map.scrollIntoViewIfNeeded();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('src', settings.map_iframe_url);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', /\S/);
    // Scan with the frame's document in place, as a visitor would have it.
    await expect(frame.contentFrame().locator('body')).toHaveText('Map');
  }
  await expectNoAxeViolations(page, 'main');
});

test('a program that fills in the hidden honeypot is thanked and nothing is stored; people never reach it', async ({
  page,
  request,
}, testInfo) => {
  const settings = await contactSettings(request);
  await openContact(page);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toBeAttached();
  // Out of sight: its box lies off the page.
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  // Out of reach: Tab from the message goes straight to the button.
  await field(page, settings.message_label).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: settings.button_label ?? '' })).toBeFocused();
  await expectNoAxeViolations(page, 'main');

  const email = `bot.${testInfo.project.name}.${Date.now()}@example.com`;
  await field(page, settings.first_name_label).fill('Bot');
  await field(page, settings.last_name_label).fill('Program');
  await field(page, settings.mobile_label).fill('5035550100');
  await field(page, settings.email_label).fill(email);
  await field(page, settings.message_label).fill('Cheap pills, cheap pills, cheap pills.');
  await honeypot.fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: settings.button_label ?? '' }).click();
  await expect(page.getByRole('dialog', { name: settings.success_message ?? '' })).toBeVisible();
  expect(storedMessages(email)).toEqual([]);
});

test('a 429 reaches the visitor as the sentence the server wrote', async ({ page, request }) => {
  const settings = await contactSettings(request);
  const sentence = 'You have sent several messages in a short time. Please try again in a minute.';
  await page.route('**/api/submit-contact-form', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '42' }, json: { message: sentence } }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await openContact(page);
  await field(page, settings.first_name_label).fill('Amara');
  await field(page, settings.last_name_label).fill('Okafor');
  await field(page, settings.mobile_label).fill('5035550142');
  await field(page, settings.email_label).fill('amara@example.com');
  await field(page, settings.message_label).fill('One more question about the curl cut.');
  await page.getByRole('button', { name: settings.button_label ?? '' }).click();
  await expect.poll(() => alerts).toEqual([sentence]);
  await expect(field(page, settings.first_name_label)).toHaveValue('Amara');
});

test.describe('typed before the app runs', () => {
  test.use({ appStarts: false });

  test('what the visitor typed before the app started is kept, and sent as typed', async ({
    page,
    request,
  }, testInfo) => {
    const settings = await contactSettings(request);
    // The app's chunks are held until every field has been typed into, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let chunksAsked = 0;
    await page.route(/\/static\/js\/[^/]+\.chunk\.js$/, async (route) => {
      chunksAsked += 1;
      await held;
      await route.continue();
    });
    const submits = recordRequests(page, (url) => url.includes('/api/submit-contact-form'));
    // The held chunks may hold the load event back too: the page is there once its HTML is read.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => chunksAsked).toBeGreaterThan(0);

    const typed = {
      first_name: 'Amara',
      last_name: 'Okafor',
      mobile: '5035550142',
      email: `early.${testInfo.project.name}.${Date.now()}@example.com`,
      message: 'Typed while the page was still loading.\nA second line, too.',
    };
    const fields = [
      [settings.first_name_label, typed.first_name],
      [settings.last_name_label, typed.last_name],
      [settings.mobile_label, typed.mobile],
      [settings.email_label, typed.email],
      [settings.message_label, typed.message],
    ] as const;
    for (const [label, value] of fields) await field(page, label).pressSequentially(value);
    // Still the page the server drew: the app has not taken it over.
    expect(await page.locator('main').evaluate((main) => Object.keys(main).some((k) => k.startsWith('__react')))).toBe(
      false,
    );

    release();
    await waitForAppStart(page);
    await waitForTheForm(page);
    for (const [label, value] of fields) await expect(field(page, label)).toHaveValue(value);

    await page.getByRole('button', { name: settings.button_label ?? '' }).click();
    await expect(page.getByRole('dialog', { name: settings.success_message ?? '' })).toBeVisible();
    expect(submits).toHaveLength(1);
    expect(submits[0]!.postDataJSON()).toEqual(typed);
    expect(storedMessages(typed.email)).toEqual([typed]);
  });
});
