import { expect, fakeBookingPage, test } from './support';
test('probe', async ({ page }) => {
  await fakeBookingPage(page);
  await page.goto('/services');
  const opener = page.locator('main .services-hero button[aria-haspopup="dialog"]');
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  const f = page.frames().find((x) => x !== page.mainFrame())!;
  const state = async () => {
    const top = await page.evaluate(() => `${document.hasFocus()} ${document.activeElement?.outerHTML.slice(0, 50)}`);
    const inner = await f.evaluate(() => `${document.hasFocus()} ${document.activeElement?.outerHTML.slice(0, 40)}`);
    return `TOP ${top} | FRAME ${inner}`;
  };
  console.log('start', await state());
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    console.log(i, await state());
  }
});
