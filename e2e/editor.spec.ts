// The website editor in Chromium against the real server, as a first-time owner: a service's price
// and a home text changed (saved as typed), previewed (a signed-out visitor still sees the old price),
// published (the visitor's next load shows the new one), the previous version restored and published
// again (the old price is back, the newer version still listed). A picture uploaded from a field's
// picker is chosen and saved into the draft. Every screen, the picker and the history pass axe.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { EditorDraft, MediaList } from '../src/api/adminContract';
import { addOwner, areaTest, expectAccessible, expectSoundStructure, openSignedIn, visitorSees } from './adminSupport';
import { DESKTOP_ONLY, expect, test } from './support';

// The journeys share the one draft: this file's tests run one after another, never side by side.
test.describe.configure({ mode: 'default' });

/** The status line of the draft's bar once the typing is saved. */
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

/** A form of the editor, by the entity's label (its legend). */
const form = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true }).first();

async function replaceValue(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

test(
  'a first-time owner edits, previews, publishes and restores the site',
  DESKTOP_ONLY,
  async ({ page, browser, sharedContent: _sharedContent }, testInfo) => {
    // One draft for the whole site: the journey runs once, at one width, so that no other run edits it meanwhile.
    test.slow();
    const email = addOwner('editor', testInfo.project.name);
    const stamp = Date.now() % 100000;
    const newPrice = `From $${stamp}`;
    const newTitle = `Curls with care ${stamp}`;

    await openSignedIn(page, '/admin/website/services', email);
    await expect(page.getByRole('link', { name: 'Website', exact: true })).toHaveAttribute('aria-current', 'page');
    const services = form(page, 'Services');
    // A list's items open one at a time: open the first service.
    await services.getByRole('button', { name: /^Service 1\b/ }).click();
    const price = services.getByLabel('Price', { exact: true }).first();
    const oldPrice = (await price.inputValue()).trim();
    expect(oldPrice).not.toBe('');
    await replaceValue(price, newPrice);
    await expect(page.getByRole('status').filter({ hasText: /^Saving…$|^Saved$/ })).toBeVisible();
    await expect(saved(page)).toBeVisible();

    await page.getByRole('link', { name: 'Home page', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/website\/home$/);
    const title = form(page, 'Home page').getByLabel('Banner title', { exact: true });
    await replaceValue(title, newTitle);
    await expect(saved(page)).toBeVisible();
    await expect(page.getByText('Unpublished changes', { exact: true })).toBeVisible();

    // A reload brings the draft back.
    await page.reload();
    await expect(form(page, 'Home page').getByLabel('Banner title', { exact: true })).toHaveValue(newTitle);

    // The preview draws the draft; visitors still see the published site.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /^Preview/ }).click(),
    ]);
    await expect(preview.getByText(newTitle).first()).toBeVisible();
    await expect(preview.getByText('Preview', { exact: false }).first()).toBeVisible();
    await preview.goto('/api/admin/content/preview?page=/services');
    await expect(preview.getByText(newPrice).first()).toBeVisible();
    await preview.close();
    expect(await visitorSees(browser, '/services', newPrice)).toBe(false);
    expect(await visitorSees(browser, '/services', oldPrice)).toBe(true);

    // Publish, with a note: the visitor's next load shows it.
    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('alertdialog', { name: 'Publish your changes?' });
    await publish.getByLabel('Note').fill(`Spring prices ${stamp}`);
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    const published = page.getByRole('status').filter({ hasText: /Published as version \d+/ });
    await expect(published).toBeVisible();
    const newVersion = Number(/version (\d+)/.exec((await published.textContent()) ?? '')?.[1]);
    await expect(page.getByText('No unpublished changes', { exact: true })).toBeVisible();
    expect(await visitorSees(browser, '/services', newPrice)).toBe(true);
    expect(await visitorSees(browser, '/', newTitle)).toBe(true);

    // The history: newest first, with who and the note; restore the version before.
    await page.getByRole('link', { name: 'History', exact: true }).click();
    const versions = page.locator('.history__list > li');
    await expect(versions.first()).toContainText(`Version ${newVersion}`);
    await expect(versions.first()).toContainText(email);
    await expect(versions.first()).toContainText(`Spring prices ${stamp}`);
    const previous = versions.nth(1);
    const previousId = Number(/Version (\d+)/.exec((await previous.getByRole('heading').textContent()) ?? '')?.[1]);
    await previous.getByRole('button', { name: `Restore into the draft: version ${previousId}` }).click();
    await page
      .getByRole('alertdialog', { name: `Restore version ${previousId} into the draft?` })
      .getByRole('button', { name: 'Restore into the draft' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `Version ${previousId} is now your draft` })).toBeVisible();
    await expect(form(page, 'Home page').getByLabel('Banner title', { exact: true })).not.toHaveValue(newTitle);

    await page.getByRole('button', { name: 'Publish…' }).click();
    await page
      .getByRole('alertdialog', { name: 'Publish your changes?' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: /Published as version \d+/ })).toBeVisible();
    expect(await visitorSees(browser, '/services', newPrice)).toBe(false);
    expect(await visitorSees(browser, '/services', oldPrice)).toBe(true);

    // Nothing was deleted: the version with the new price is still in the history.
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Version ${newVersion}`, exact: true })).toBeVisible();
    await expect(versions.first()).toContainText(`restored from version ${previousId}`);

    // The activity log says what was done, readably.
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(page.getByText('Website changes published', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Website version restored', { exact: false }).first()).toBeVisible();
  },
);

areaTest(
  'a picture uploaded from a field’s picker is chosen, asked for its alt text and saved in the draft',
  DESKTOP_ONLY,
  async ({ owner: { email }, page, sharedContent: _sharedContent }) => {
    test.slow();
    const name = `fresh-cut-${Date.now()}.png`;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b4532a' } })
      .png()
      .toBuffer();

    await openSignedIn(page, '/admin/website/home', email);
    const home = form(page, 'Home page');
    await home.getByRole('button', { name: /^Banner picture, left (Choose|Change)$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture: Banner picture, left' });
    await expect(picker.locator('.media-picker__grid, .media-picker__state').first()).toBeVisible();
    await expectAccessible(page);

    await picker.getByLabel('Upload a picture').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await expect(picker.getByRole('heading', { name: 'Uploaded and chosen for Banner picture, left' })).toBeVisible();
    await expect(picker.getByText(/needs alt text before the site can be published/)).toBeVisible();
    await expectAccessible(page);
    await picker.getByLabel('Alt text').fill('A fresh copper twist-out');
    await picker.getByRole('button', { name: 'Save alt text' }).click();
    await expect(picker.getByText('Alt text saved: “A fresh copper twist-out”.')).toBeVisible();
    // The picker's list has it, chosen, with its alt text.
    const chosen = picker.locator('.media-picker__file[aria-current="true"]');
    await expect(chosen).toHaveAccessibleDescription('Alt text: A fresh copper twist-out');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();

    // The field shows the new picture, drawn from the media server, and the draft has it.
    const field = home.getByRole('button', { name: 'Banner picture, left Change' });
    const stored = /^uploads\/.+\.png$/;
    const preview = page.locator(`#${await field.getAttribute('id')}-current img`);
    await expect(preview).toHaveAttribute('src', /\/uploads\/.+\.png\?w=\d+/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(saved(page)).toBeVisible();
    const draft = await page.request.get('/api/admin/content/draft', { headers: { Accept: 'application/json' } });
    const { content } = ((await draft.json()) as { data: EditorDraft }).data;
    expect(content.homeSettings.banner_image_left).toMatch(stored);

    // Leave the content as it was: the draft discarded, the new file deleted from the library.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard the draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await expect(page.getByText('No unpublished changes', { exact: true })).toBeVisible();
    const session = await page.request.get('/api/admin/session', { headers: { Accept: 'application/json' } });
    const { csrfToken } = ((await session.json()) as { data: { csrfToken: string } }).data;
    const headers = { Accept: 'application/json', Origin: new URL(page.url()).origin, 'X-CSRF-Token': csrfToken };
    const found = (await (await page.request.get(`/api/admin/media?q=${name}`, { headers })).json()) as MediaList;
    expect(found.data).toHaveLength(1);
    expect((await page.request.delete(`/api/admin/media/${found.data[0]!.id}`, { headers })).status()).toBe(204);
  },
);

// Every screen of the editor and the history pass axe, with one h1 and nothing wider than the screen.
for (const screen of ['home', 'about', 'services', 'products', 'gallery', 'contact', 'shared', 'history']) {
  areaTest(
    `the ${screen} screen passes axe, with one h1 and nothing wider than the screen`,
    async ({ owner: { email }, page }) => {
      await openSignedIn(page, `/admin/website/${screen}`, email);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectAccessible(page);
      await expectSoundStructure(page);
      if (screen !== 'home') return;
      // With a draft, the dialog that discards it too.
      const discard = page.getByRole('button', { name: 'Discard draft' });
      if (await discard.isEnabled()) {
        await discard.click();
        await expect(page.getByRole('alertdialog', { name: 'Discard the draft?' })).toBeVisible();
        await expectAccessible(page);
      }
    },
  );
}
