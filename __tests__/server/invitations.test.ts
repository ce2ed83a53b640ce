// Invitations on the real server: an owner invites an email with a role; the link's token says what
// it is for and, with a password, makes the account and signs it in, once. Withdrawn, replaced or
// expired links, and made-up ones, get one answer (410), and guessing is slowed as sign-ins are.
// Where the server sends mail, the link is emailed to the invitee, unless withdrawn before it went, and
// an invitation is made only with its mail queued.
import type { ActivityEntry, InvitationMade, OwnerSession, Paged } from '../../src/api/adminContract';
import { createInvitation } from '../../server/modules/auth/invitations';
import { findOwnerByEmail } from '../../server/modules/auth/owners';
import { OWNER, startAreaServer, type AreaTestServer } from '../support/admin';
import { quotedPrintableText, startSmtpReceiver, until, type SmtpReceiver } from '../support/smtpReceiver';

const PASSWORD = 'an editor’s long pass phrase';
const strictAddress = { freeFailures: 3, baseDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 };
const generous = { freeFailures: 10_000, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 60_000 };

let server: AreaTestServer;

beforeEach(async () => {
  server = await startAreaServer({ signInThrottle: { address: strictAddress, account: generous } });
});

afterEach(async () => {
  await server.close();
});

async function invite(email: string, role = 'editor') {
  const session = await server.signIn();
  const response = await server.request('POST', '/api/admin/invitations', { session, payload: { email, role } });
  return { session, response, made: response.json<{ data: InvitationMade }>().data };
}

const tokenOf = (made: InvitationMade) => new URL(made.link).hash.slice(1);

const details = (token: unknown) => server.request('POST', '/api/admin/invitations/details', { payload: { token } });

const accept = (token: string, password = PASSWORD, confirmation = password) =>
  server.request('POST', '/api/admin/invitations/accept', {
    payload: { token, password, password_confirmation: confirmation },
  });

it('makes the invitee’s account with its role from the link, signed in, and works once', async () => {
  const { session, response, made } = await invite('Eli@Example.com');
  expect(response.statusCode).toBe(201);
  expect(made.link).toMatch(new RegExp(`^${server.origin}/join#[\\w-]{43}$`));
  expect(made.invitation).toMatchObject({ email: 'eli@example.com', role: 'editor', invitedBy: OWNER.email });
  // This server sends no mail: the owner is told to send the link.
  expect(made.emailed).toBe(false);
  const token = tokenOf(made);
  // Only the token's hash is kept.
  expect(JSON.stringify(server.app.db.prepare('SELECT * FROM invitations').all())).not.toContain(token);

  expect((await details(token)).json()).toEqual({
    data: { email: 'eli@example.com', role: 'editor', expiresAt: made.invitation.expiresAt },
  });
  const accepted = await accept(token);
  expect(accepted.statusCode).toBe(201);
  expect(accepted.json<{ data: OwnerSession }>().data.account).toEqual({
    email: 'eli@example.com',
    role: 'editor',
    hasPassword: true,
  });
  const cookie = accepted.headers['set-cookie']!.toString().split(';')[0]!;
  const draft = await server.request('GET', '/api/admin/content/draft', { headers: { cookie } });
  expect(draft.statusCode).toBe(200);

  for (const again of [await accept(token), await details(token)]) expect(again.statusCode).toBe(410);
  expect(findOwnerByEmail(server.app.db, 'eli@example.com')!.role).toBe('editor');
  const waiting = await server.request('GET', '/api/admin/invitations', { session });
  expect(waiting.json<{ data: unknown[] }>().data).toEqual([]);
  const log = (await server.request('GET', '/api/admin/activity', { session })).json<Paged<ActivityEntry>>();
  expect(log.data.map((entry) => [entry.action, entry.account, entry.detail])).toEqual(
    expect.arrayContaining([
      ['member-invited', OWNER.email, 'eli@example.com as Editor'],
      ['invitation-accepted', 'eli@example.com', `Editor, invited by ${OWNER.email}`],
    ]),
  );
});

it('keeps the invitation when the password is refused, and makes no account', async () => {
  const { made } = await invite('eli@example.com');
  const token = tokenOf(made);
  expect((await accept(token, 'short')).statusCode).toBe(422);
  expect((await accept(token, PASSWORD, `${PASSWORD}!`)).statusCode).toBe(422);
  expect(findOwnerByEmail(server.app.db, 'eli@example.com')).toBeUndefined();
  expect((await accept(token)).statusCode).toBe(201);
});

it('answers 410 to a withdrawn, replaced or expired link, alike', async () => {
  const first = await invite('eli@example.com');
  const replaced = tokenOf(first.made);
  const second = await invite('eli@example.com', 'front-desk');
  const withdrawn = await server.request('DELETE', `/api/admin/invitations/${second.made.invitation.id}`, {
    session: second.session,
  });
  expect(withdrawn.statusCode).toBe(204);
  const old = createInvitation(
    server.app.db,
    { email: 'old@example.com', role: 'editor', invitedBy: OWNER.email },
    Date.now() - 8 * 24 * 60 * 60_000,
  );
  const answers = [await accept(replaced), await accept(tokenOf(second.made)), await details(old.token)];
  expect(answers.map((answer) => answer.statusCode)).toEqual([410, 410, 410]);
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
});

it('refuses to invite an email that has an account, and slows down guessing at links', async () => {
  expect((await invite(OWNER.email)).response.statusCode).toBe(409);
  for (const guess of ['x', 'A'.repeat(43), 'B'.repeat(43)]) expect((await details(guess)).statusCode).toBe(410);
  const locked = await details('C'.repeat(43));
  expect(locked.statusCode).toBe(410);
  const after = await details('D'.repeat(43));
  expect(after.statusCode).toBe(429);
  expect(after.headers['retry-after']).toBeDefined();
});

describe('where the server sends mail', () => {
  let smtp: SmtpReceiver;

  const restart = async (smtpPort: number) => {
    await server.close();
    server = await startAreaServer({
      notify: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, to: ['salon@example.com'], retryDelaysMs: [100] },
    });
  };

  const queued = () =>
    server.app.db.prepare(`SELECT payload, sent_at FROM mail_queue WHERE kind = 'invitation'`).all() as Array<{
      payload: string | null;
      sent_at: string | null;
    }>;

  afterEach(async () => {
    await smtp.close();
  });

  it('emails the link to the invitee, and keeps no copy of it once sent', async () => {
    smtp = await startSmtpReceiver();
    await restart(smtp.port);
    const { made } = await invite('nia@example.com', 'front-desk');
    expect(made.emailed).toBe(true);
    await until(() => smtp.received.length === 1, 'the invitation’s mail');
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['nia@example.com']);
    expect(mail!.from).toBe('salon@example.com');
    expect(mail!.raw).toMatch(/^Subject: An invitation to the website of /m);
    const text = quotedPrintableText(mail!.raw);
    expect(text).toContain(made.link);
    expect(text).toContain(`${OWNER.email} invited you`);
    expect(text).toContain('as Front desk');
    // Once the mail server has it, the queue keeps no link.
    await until(() => queued()[0]?.sent_at != null, 'the mail marked sent');
    expect(queued()).toEqual([{ payload: null, sent_at: expect.any(String) }]);
    expect((await accept(tokenOf(made))).statusCode).toBe(201);
  });

  it('mails no invitation withdrawn or replaced before its mail went', async () => {
    // The mail server is away while the invitations are made, withdrawn and replaced.
    const away = await startSmtpReceiver();
    const port = away.port;
    await away.close();
    await restart(port);
    const withdrawn = await invite('oda@example.com');
    const replaced = await invite('pia@example.com');
    const current = await invite('pia@example.com', 'front-desk');
    const del = await server.request('DELETE', `/api/admin/invitations/${withdrawn.made.invitation.id}`, {
      session: withdrawn.session,
    });
    expect(del.statusCode).toBe(204);
    expect(replaced.made.emailed).toBe(true);
    // The links of those let go leave the queue at once, not at the mail's next try.
    const waiting = JSON.stringify(queued());
    expect(waiting).not.toContain(withdrawn.made.link);
    expect(waiting).not.toContain(replaced.made.link);
    expect(waiting).toContain(current.made.link);
    smtp = await startSmtpReceiver(port);
    await until(() => smtp.received.length === 1 && queued().length === 1, 'one mail, the others let go');
    expect(smtp.received[0]!.to).toEqual(['pia@example.com']);
    expect(quotedPrintableText(smtp.received[0]!.raw)).toContain(current.made.link);
  });

  it('makes no invitation whose mail cannot be queued', async () => {
    smtp = await startSmtpReceiver();
    await restart(smtp.port);
    server.app.db.exec(
      `CREATE TEMP TRIGGER refuse_mail BEFORE INSERT ON mail_queue BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    expect((await invite('qui@example.com')).response.statusCode).toBe(500);
    expect(server.app.db.prepare('SELECT COUNT(*) FROM invitations').pluck().get()).toBe(0);
  });
});
