// The weekly report by email, on the real server with a clock the test moves, a real mail server
// (smtp-server) and one database file kept across restarts: a fixture week of visits (beacons sent
// through the real route) and messages, an owner who asked for the report and one who did not.
// Nothing goes before Monday 08:00; at it, one mail to the owner who asked, with the week's figures
// against the week before in both parts, and never a second, however often the server checks or
// restarts; the next week, the next one. A report the mail server refuses is tried again until the
// next week's is due, and then no more. The unsubscribe link works in one click without a session,
// refuses tokens it did not make, and its page changes nothing. The HTML passes the Nu Html Checker.
// With the salon's zone far from the server's, the week is cut on the salon's clocks, for the visits
// as for the messages, and the dashboard's report of the week agrees.
import type { FastifyInstance } from 'fastify';
import type { WeeklyReports } from '../../server/modules/weeklyReport';
import { addOwner, findOwnerByEmail } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { OWNER, sendContactMessage, TEST_HASHING, type AreaSession } from '../support/admin';
import { startInsightsServer, UA, type InsightsTestServer, type Visitor } from '../support/insights';
import { nuErrors } from '../support/nuChecker';
import { mailParts, startSmtpReceiver, type SmtpReceiver } from '../support/smtpReceiver';
import { databaseFileEachTest } from '../support/tempDatabase';
import type { InsightsReport } from '../../src/api/insightsContract';
import { momentOfLocalTime } from '../../src/api/zonedTime';

const dbFile = databaseFileEachTest('salon-weekly');

/** A moment of the salon's time zone: the server's own here, until a test chooses another. */
const at = (local: string) => new Date(local).getTime();
/** When the report of the fixture week (Monday 2 to Sunday 8 March 2026) goes. */
const SENDING = at('2026-03-09T08:00:00');
const NEXT_SENDING = at('2026-03-16T08:00:00');

const HOSTILE_PATH = '/<script>alert(1)</script>';
const LONG_PATH = `/${'curl-'.repeat(35)}"&'`;

const ana: Visitor = { address: '203.0.113.41', userAgent: UA.chromeDesktop };
const bea: Visitor = { address: '198.51.100.72', userAgent: UA.safariIphone };
const cleo: Visitor = { address: '192.0.2.133', userAgent: UA.samsungTablet };
const dan: Visitor = { address: '198.51.100.9', userAgent: UA.firefox };

const clock = { now: at('2026-02-25T12:00:00') };
let smtp: SmtpReceiver;
let reports: WeeklyReports | undefined;
let server: InsightsTestServer;

function start(): Promise<InsightsTestServer> {
  reports = undefined;
  return startInsightsServer(
    {},
    {
      prefix: 'salon-weekly-server',
      dbPath: dbFile(),
      notify: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        to: ['salon@example.com'],
        from: 'Website <website@example.com>',
        retryDelaysMs: [200],
      },
      now: () => clock.now,
      weeklyReport: { onReports: (started) => (reports = started) },
    },
    clock,
  );
}

async function restart(): Promise<void> {
  await server.close();
  server = await start();
}

async function until(condition: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The weekly reports in the mail queue: those sent, and those waiting. */
function queued(app: FastifyInstance) {
  return app.db
    .prepare(`SELECT ref, sent_at IS NOT NULL AS sent FROM mail_queue WHERE kind = 'weekly-report' ORDER BY id`)
    .all() as Array<{ ref: string; sent: 0 | 1 }>;
}

/** The weekly reports the mail server received (the contact messages' mails to the salon left out). */
const reportsReceived = () => smtp.received.filter((mail) => /^Subject: Your week at /m.test(mail.raw));

/** Waits until no weekly report waits in the queue, then says how many were ever queued. */
async function settled(): Promise<number> {
  await until(() => queued(server.app).every((row) => row.sent === 1), 'the queue to have sent every report');
  return queued(server.app).length;
}

const post = async (visitor: Visitor, body: Parameters<InsightsTestServer['beacon']>[1]) => {
  expect((await server.beacon(visitor, body)).statusCode).toBe(204);
};

/** A contact message, as if sent at `local`. */
async function messageAt(local: string) {
  const id = await sendContactMessage(server);
  server.app.db
    .prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?')
    .run(new Date(local).toISOString(), id);
}

/** The week before (23 February to 1 March) and the fixture week, as visitors and the contact form made them. */
async function fixtureWeeks() {
  clock.now = at('2026-02-25T12:00:00');
  await post(ana, {
    referrer: 'https://www.instagram.com/p/1/',
    width: 1440,
    events: [
      { name: 'page_view', path: '/' },
      { name: 'vitals', path: '/', props: { LCP: 3000 } },
    ],
  });
  await post(bea, { width: 390, events: [{ name: 'page_view', path: '/about' }] });
  clock.now = at('2026-02-26T12:00:00');
  await post(ana, { width: 1440, events: [{ name: 'page_view', path: '/' }] });
  await messageAt('2026-02-27T12:00:00');
  await messageAt('2026-03-01T23:30:00');

  clock.now = at('2026-03-03T12:00:00');
  await post(ana, {
    referrer: 'https://www.google.com/',
    width: 1440,
    events: [
      { name: 'page_view', path: '/' },
      { name: 'booking_opened', path: '/', props: { from: 'header' } },
      { name: 'booking_type_viewed', path: '/' },
      { name: 'booking_time_picked', path: '/' },
      { name: 'booking_booked', path: '/' },
      { name: 'vitals', path: '/', props: { LCP: 2000, INP: 100 } },
    ],
  });
  await post(bea, {
    referrer: 'https://www.instagram.com/',
    width: 390,
    events: [
      { name: 'page_view', path: '/services' },
      { name: 'page_view', path: '/' },
      { name: 'booking_opened', path: '/', props: { from: 'menu' } },
      { name: 'vitals', path: '/', props: { LCP: 2400 } },
    ],
  });
  clock.now = at('2026-03-04T12:00:00');
  await post(cleo, {
    width: 800,
    events: [
      { name: 'page_view', path: HOSTILE_PATH },
      { name: 'page_view', path: LONG_PATH },
    ],
  });
  clock.now = at('2026-03-05T12:00:00');
  await post(dan, {
    referrer: 'https://instagram.com/x',
    width: 1280,
    events: [{ name: 'page_view', path: '/services' }],
  });
  // The first moment of the next week: not the fixture week's.
  await messageAt('2026-03-09T00:00:00');
}

async function optIn(session: AreaSession, subscribed = true) {
  const answer = await server.request('PUT', '/api/admin/weekly-report', { session, payload: { subscribed } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { subscribed: boolean; mailEnabled: boolean } }>().data;
}

beforeEach(async () => {
  smtp = await startSmtpReceiver();
  clock.now = at('2026-02-25T12:00:00');
  server = await start();
  addOwner(server.app.db, 'bo@example.com', await hashPassword(OWNER.password, TEST_HASHING), 'owner');
});

afterEach(async () => {
  await server.close();
  await smtp.close();
});

it('sends the week’s report once, at Monday 08:00, after restarts too, and the next week’s the next week', async () => {
  await fixtureWeeks();
  clock.now = at('2026-03-06T09:00:00');
  expect(await optIn(await server.signIn())).toEqual(expect.objectContaining({ subscribed: true, mailEnabled: true }));

  // Before the time: nothing, checked, restarted or not.
  clock.now = SENDING - 60_000;
  expect(reports!.check()).toBe(0);
  await restart();
  expect(reports!.check()).toBe(0);
  expect(queued(server.app)).toEqual([]);

  clock.now = SENDING;
  expect(reports!.check()).toBe(1);
  expect(await settled()).toBe(1);
  expect(reportsReceived().map((mail) => mail.to)).toEqual([[OWNER.email]]);

  // Checked again, and after restarts later that week: still one.
  expect(reports!.check()).toBe(0);
  clock.now = SENDING + 26 * 60 * 60_000;
  await restart();
  expect(reports!.check()).toBe(0);
  expect(await settled()).toBe(1);
  expect(reportsReceived()).toHaveLength(1);

  const anaId = findOwnerByEmail(server.app.db, OWNER.email)!.id;
  clock.now = NEXT_SENDING;
  expect(reports!.check()).toBe(1);
  expect(await settled()).toBe(2);
  expect(queued(server.app).map((row) => row.ref)).toEqual([`2026-03-02:${anaId}`, `2026-03-09:${anaId}`]);
  expect(reportsReceived().map((mail) => mail.to)).toEqual([[OWNER.email], [OWNER.email]]);
});

it('writes the fixture week’s figures against the week before, in the text and the HTML', async () => {
  await fixtureWeeks();
  await optIn(await server.signIn());
  clock.now = SENDING;
  reports!.check();
  await settled();
  const { headers, text, html } = mailParts(reportsReceived()[0]!.raw);
  const host = new URL(server.origin).host;

  expect(headers.subject).toBe(`Your week at ${host}: 4 visitors (+33%)`);
  expect(headers['auto-submitted']).toBe('auto-generated');
  expect(text).toContain(
    'Monday 2 March to Sunday 8 March 2026, against the week before (Monday 23 February to Sunday 1 March 2026).',
  );
  for (const line of [
    'Visitors: 4, up 33% on the week before (3)',
    'Page views: 6, up 100% on the week before (3)',
    'Opened the booking: 2, up from none the week before',
    'Booked: 1, up from none the week before',
    'Messages: 0, down from 2 the week before',
    '/ (home page): 2 (the week before: 2)',
    '/services: 2 (the week before: 0)',
    `${HOSTILE_PATH}: 1 (the week before: 0)`,
    'instagram.com: 2 (the week before: 1)',
    'google.com: 1 (the week before: 0)',
    'Came straight in: 1 (the week before: 2)',
    'Main content shown (LCP): 2.4 s, good (the week before: 3.0 s, needs improvement)',
    'Reaction to taps (INP): 100 ms, good (the week before: not measured)',
  ]) {
    expect(text.split('\n')).toContain(line);
  }
  // A long path is cut short, on one line.
  expect(text).toMatch(/^\/(curl-){11}cur…: 1 \(the week before: 0\)$/m);
  const dashboard = `${server.origin}/admin/insights?from=2026-03-02&to=2026-03-08`;
  expect(text).toContain(`The full report: ${dashboard}`);

  // The same figures in the HTML, where a visitor's path is text, never markup.
  for (const cell of ['4', 'up 33% on the week before (3)', 'down from 2 the week before', '2.4 s, good']) {
    expect(html).toContain(`>${cell}</td>`);
  }
  expect(html).toContain('<bdi>/&lt;script&gt;alert(1)&lt;/script&gt;</bdi>');
  expect(html).not.toMatch(/<script|<img|src=/i);
  expect(html).toContain(`href="${dashboard.replace('&', '&amp;')}"`);
  expect(nuErrors({ 'the weekly report': html })).toEqual([]);
});

it('sends on start a report whose time passed while the server was down, never an older week’s', async () => {
  clock.now = at('2026-03-06T09:00:00');
  await optIn(await server.signIn());
  await server.close();
  // Down from Friday until the Wednesday after the next Monday: the week of 9 to 15 March is the one due.
  clock.now = at('2026-03-18T10:00:00');
  server = await start();
  await until(() => reportsReceived().length === 1, 'the report sent on start');
  expect(await settled()).toBe(1);
  const anaId = findOwnerByEmail(server.app.db, OWNER.email)!.id;
  expect(queued(server.app).map((row) => row.ref)).toEqual([`2026-03-09:${anaId}`]);
  expect(mailParts(reportsReceived()[0]!.raw).text).toContain('Monday 9 March to Sunday 15 March 2026');
});

it('retries a report the mail server refused until the next week’s is due, then sends that one instead', async () => {
  clock.now = at('2026-03-06T09:00:00');
  await optIn(await server.signIn());
  const anaId = findOwnerByEmail(server.app.db, OWNER.email)!.id;
  const { port } = smtp;
  const refused = (monday: string) =>
    server.app.db
      .prepare(`SELECT attempts FROM mail_queue WHERE ref = ? AND sent_at IS NULL AND last_error IS NOT NULL`)
      .pluck()
      .get(`${monday}:${anaId}`) as number | undefined;
  const mailServerBack = async () => {
    smtp = await startSmtpReceiver(port);
    await until(() => reportsReceived().length === 1, 'the report');
    return mailParts(reportsReceived()[0]!.raw).text;
  };

  // Refused at its time, it is still tried the next Monday before 08:00, and goes then.
  await smtp.close();
  clock.now = SENDING;
  expect(reports!.check()).toBe(1);
  await until(() => refused('2026-03-02') !== undefined, 'the mail server’s refusal');
  clock.now = NEXT_SENDING - 60_000;
  expect(reports!.check()).toBe(0);
  const attempts = refused('2026-03-02')!;
  await until(() => (refused('2026-03-02') ?? 0) > attempts, 'another try before the next week’s time');
  expect(await mailServerBack()).toContain('Monday 2 March to Sunday 8 March 2026');

  // Refused again, the next week's, until the week after's is due: then that one goes, not both.
  await smtp.close();
  clock.now = NEXT_SENDING;
  expect(reports!.check()).toBe(1);
  await until(() => refused('2026-03-09') !== undefined, 'the mail server’s refusal');
  clock.now = at('2026-03-23T08:00:00');
  await until(() => queued(server.app).length === 1, 'the older report let go');
  expect(reports!.check()).toBe(1);
  expect(await mailServerBack()).toContain('Monday 16 March to Sunday 22 March 2026');
  expect(await settled()).toBe(2);
  expect(queued(server.app).map((row) => row.ref)).toEqual([`2026-03-02:${anaId}`, `2026-03-16:${anaId}`]);
});

it('sends none to an owner who asked after the week’s time had passed, nor to one who was made an editor', async () => {
  const session = await server.signIn();
  clock.now = SENDING + 60_000;
  await optIn(session);
  expect(reports!.check()).toBe(0);
  // The next week it goes, unless the account no longer reads the visits.
  server.app.db.prepare("UPDATE owners SET role = 'editor' WHERE email = ?").run(OWNER.email);
  clock.now = NEXT_SENDING;
  expect(reports!.check()).toBe(0);
  server.app.db.prepare("UPDATE owners SET role = 'owner' WHERE email = ?").run(OWNER.email);
  expect(reports!.check()).toBe(1);
  expect(await settled()).toBe(1);
});

it('cuts the week on the salon’s clocks, far from the server’s, as the visits report does', async () => {
  const zone = 'Pacific/Auckland';
  const auckland = (date: string, time: string) => momentOfLocalTime(date, time, zone);
  const session = await server.signIn();
  expect(
    (await server.request('PUT', '/api/admin/settings', { session, payload: { timeZone: zone } })).statusCode,
  ).toBe(200);
  await optIn(session);
  // Either side of the week's two midnights in Auckland, each visitor on a page of their own.
  const edges: Array<[Visitor, string, string, string]> = [
    [ana, '2026-03-01', '23:30', '/before'],
    [bea, '2026-03-02', '00:30', '/first'],
    [cleo, '2026-03-08', '23:30', '/last'],
    [dan, '2026-03-09', '00:30', '/after'],
  ];
  for (const [visitor, date, time, path] of edges) {
    clock.now = auckland(date, time);
    await post(visitor, { width: 1280, events: [{ name: 'page_view', path }] });
    const id = await sendContactMessage(server);
    server.app.db
      .prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?')
      .run(new Date(clock.now).toISOString(), id);
  }

  clock.now = auckland('2026-03-09', '08:00');
  expect(reports!.check()).toBe(1);
  await settled();
  const { text } = mailParts(reportsReceived()[0]!.raw);
  const lines = text.split('\n');
  expect(text).toContain('Monday 2 March to Sunday 8 March 2026');
  expect(lines).toContain('Visitors: 2, up 100% on the week before (1)');
  expect(lines.filter((line) => line.startsWith('Messages: '))).toEqual([
    expect.stringMatching(/^Messages: 2, .*\(1\)$/),
  ]);
  expect(lines).toEqual(expect.arrayContaining(['/first: 1 (the week before: 0)', '/last: 1 (the week before: 0)']));
  expect(text).not.toMatch(/^\/after:/m);

  // The dashboard's report of the same week counts the same visits.
  const answer = await server.request('GET', '/api/admin/insights?from=2026-03-02&to=2026-03-08', { session });
  const report = answer.json<InsightsReport>();
  expect([report.totals.visitors, report.previousTotals.visitors]).toEqual([2, 1]);
  expect(report.topPages.map((page) => page.path).sort()).toEqual(['/first', '/last']);
});

describe('unsubscribing', () => {
  async function reportLink() {
    const session = await server.signIn();
    clock.now = at('2026-03-06T09:00:00');
    await optIn(session);
    clock.now = SENDING;
    reports!.check();
    await settled();
    const { headers, html } = mailParts(reportsReceived()[0]!.raw);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(headers['list-unsubscribe']!)![1]!);
    expect(html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')!, session };
  }

  const subscribed = (email = OWNER.email) =>
    server.app.db
      .prepare('SELECT COUNT(*) FROM weekly_report_subscribers WHERE owner_id = ?')
      .pluck()
      .get(findOwnerByEmail(server.app.db, email)!.id) === 1;

  it('stops the report in one click, without signing in, and the next week sends nothing', async () => {
    const { path } = await reportLink();
    // The page a mail scanner or the owner opens changes nothing.
    for (let i = 0; i < 2; i += 1) {
      const page = await server.client({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('<form method="post"');
    }
    expect(subscribed()).toBe(true);
    expect(nuErrors({ 'the unsubscribe page': (await server.client({ method: 'GET', url: path })).body })).toEqual([]);

    // RFC 8058: the mail program posts the form, from no page of ours.
    const oneClick = await server.client({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(subscribed()).toBe(false);
    const log = server.app.db
      .prepare("SELECT account, detail FROM activity_log WHERE action = 'weekly-report-off'")
      .all();
    expect(log).toEqual([{ account: OWNER.email, detail: 'from the email’s unsubscribe link' }]);
    // Again: harmless.
    expect((await server.client({ method: 'POST', url: path })).statusCode).toBe(200);

    clock.now = NEXT_SENDING;
    expect(reports!.check()).toBe(0);
    expect(await settled()).toBe(1);
  });

  it('refuses a token it did not make, or made for another account, and slows the guessing address down', async () => {
    const { token } = await reportLink();
    const [id, mac] = token.split('.') as [string, string];
    const bo = findOwnerByEmail(server.app.db, 'bo@example.com')!.id;
    const tampered = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [`${id}.${tampered}`, `${bo}.${mac}`, id, '', `${id}.${mac}x`]) {
      const answer = await server.client({
        method: 'POST',
        url: `/api/weekly-report/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(subscribed()).toBe(true);
    let status = 0;
    for (let guess = 0; guess < 30 && status !== 429; guess += 1) {
      status = (await server.client({ method: 'GET', url: `/api/weekly-report/unsubscribe?token=${guess}.x` }))
        .statusCode;
    }
    expect(status).toBe(429);
  });

  it('is turned on and off on the account page, each change in the activity log', async () => {
    const session = await server.signIn();
    const read = async () =>
      (await server.request('GET', '/api/admin/weekly-report', { session })).json<{ data: object }>().data;
    expect(await read()).toEqual({
      subscribed: false,
      mailEnabled: true,
      weekday: 'Monday',
      time: '08:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await optIn(session);
    expect(await read()).toEqual(expect.objectContaining({ subscribed: true }));
    expect(await optIn(session, false)).toEqual(expect.objectContaining({ subscribed: false }));
    const bad = await server.request('PUT', '/api/admin/weekly-report', { session, payload: { subscribed: 'yes' } });
    expect(bad.statusCode).toBe(422);
    const actions = server.app.db
      .prepare("SELECT action FROM activity_log WHERE action LIKE 'weekly-report-%' ORDER BY id")
      .pluck()
      .all();
    expect(actions).toEqual(['weekly-report-on', 'weekly-report-off']);
  });
});

describe('the email, whatever visitors sent', () => {
  const hostile = {
    week: { from: '2026-12-28', to: '2027-01-03' },
    previousWeek: { from: '2026-12-21', to: '2026-12-27' },
    collecting: false,
    counts: [{ label: 'Visitors', unit: ['visitor', 'visitors'] as [string, string], current: 0, previous: 12 }],
    pages: [
      { name: '/"><img src=x onerror=alert(1)>', current: 3, previous: null },
      { name: `/${'é'.repeat(199)}`, current: 1, previous: 0 },
    ],
    sources: [
      { name: '<script>alert("source")</script>', current: 2, previous: 0 },
      { name: 'evil.example\r\nBcc: someone@example.com\u202E\u0000', current: 1, previous: 1 },
    ],
    speed: [],
  };
  const links = {
    host: 'salon.example',
    dashboard: 'https://salon.example/admin/insights?from=2026-12-28&to=2027-01-03',
    account: 'https://salon.example/admin/account',
    unsubscribe: 'https://salon.example/api/weekly-report/unsubscribe?token=1.x',
  };

  it('shows hostile paths and sources as short text on one line, and its HTML passes the Nu Html Checker', async () => {
    const { weeklyMail } = await import('../../server/modules/weeklyReport/mail');
    const mail = weeklyMail(hostile, links, OWNER.email);
    expect(mail.subject).toBe('Your week at salon.example: 0 visitors (down from 12)');
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).not.toContain('\u202E');
    expect(mail.html).not.toContain('\u0000');
    expect(mail.html).toContain('<bdi>&lt;script&gt;alert(&quot;source&quot;)&lt;/script&gt;</bdi>');
    expect(mail.text).toContain('<script>alert("source")</script>: 2 (the week before: 0)');
    expect(mail.text.split('\n')).toContain('evil.example Bcc: someone@example.com: 1 (the week before: 1)');
    expect(mail.text).toContain(`/${'é'.repeat(58)}…: 1 (the week before: 0)`);
    expect(mail.text).toContain('/"><img src=x onerror=alert(1)>: 3 (the week before: not in the list)');
    expect(mail.text).toContain('Monday 28 December 2026 to Sunday 3 January 2027');
    expect(mail.text).toContain('The visit counter is off on this server');
    // Beside a broken page, to show the checker finds what is wrong.
    const errors = nuErrors({
      'hostile visitors': mail.html!,
      'a broken page': '<!DOCTYPE html><html lang="en"><title>x</title><table><p>x</table>',
    });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((error) => !error.startsWith('a broken page: '))).toEqual([]);
  });
});
