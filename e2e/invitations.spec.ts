// An invitation in Chromium, from the owner's team page to the member's first steps, on a server of
// its own that sends mail to a mail server in this test (smtp-server): the owner invites the front
// desk, the invitation arrives by email, the member opens its link in a browser of their own, chooses
// a password, adds a passkey at once, reads and archives a message, has no Delete and is refused the
// editor's API; the link works once, and the owner's removal ends the member's session at once.
import { quotedPrintableText, startSmtpReceiver, type SmtpReceiver } from '../__tests__/support/smtpReceiver';
import {
  addOwner,
  apiStatus,
  expectAccessible,
  expectSoundStructure,
  navLinks,
  PASSWORD,
  signedInBrowser,
  virtualAuthenticator,
} from './adminSupport';
import { startOwnServer, type OwnServer } from './ownServer';
import { atBothWidths, expect, test as shared } from './support';

const test = shared.extend<object, { mail: SmtpReceiver; server: OwnServer }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide) => {
      const mail = await startSmtpReceiver();
      await provide(mail);
      await mail.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mail }, provide) => {
      const server = await startOwnServer({
        env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, NOTIFY_EMAIL: 'salon@example.com' },
      });
      await provide(server);
      server.stop();
    },
    { scope: 'worker' },
  ],
  // A passkey needs a domain: 127.0.0.1 cannot be a relying party, localhost can.
  baseURL: async ({ server }, provide) => provide(server.origin.replace('127.0.0.1', 'localhost')),
});

test('an owner invites the front desk by email, who joins, archives a message and is refused the editor’s API', async ({
  browser,
  request,
  mail,
  server,
}, testInfo) => {
  test.slow();
  const ownerEmail = addOwner('inviting owner', testInfo.project.name, server.databasePath);
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
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByRole('status')).toContainText(`We are emailing this link to ${deskEmail}`);
  const shown = await owner.getByLabel('Invitation link').inputValue();
  await expect(owner.getByRole('listitem').filter({ hasText: deskEmail })).toContainText('as Front desk');
  await atBothWidths(owner, async () => {
    await expectAccessible(owner);
    await expectSoundStructure(owner);
  });

  // The invitation arrives by email, with the link the owner was shown.
  const invitationMail = () => mail.received.find((received) => received.to.includes(deskEmail));
  await expect.poll(() => invitationMail() !== undefined, { message: 'the invitation’s email' }).toBe(true);
  const body = quotedPrintableText(invitationMail()!.raw);
  const link = /https?:\/\/\S+\/join#[\w-]{43}/.exec(body)?.[0];
  expect(link).toBe(shown);

  // The invitee opens the link from the email in a browser of their own, chooses a password and
  // adds a passkey (the device's authenticator, here a virtual one).
  const desk = await (await browser.newContext()).newPage();
  await virtualAuthenticator(desk);
  await desk.goto(link!);
  await expect(desk.getByText(/This invitation is for .+, as Front desk/)).toBeVisible();
  await atBothWidths(desk, async () => {
    await expectAccessible(desk);
    await expectSoundStructure(desk);
  });
  const join = desk.getByRole('form', { name: 'Join' });
  await join.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await join.getByLabel('Password again').fill(PASSWORD);
  await join.getByRole('button', { name: 'Join the salon area' }).click();
  const passkey = desk.getByRole('form', { name: 'Add a passkey' });
  await passkey.getByLabel('Name it after this device').fill('Front desk tablet');
  await expectAccessible(desk);
  await passkey.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'The passkey “Front desk tablet” is added.' })).toBeVisible();
  await desk.getByRole('button', { name: 'Go to the salon area' }).click();
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
  await again.goto(link!);
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
