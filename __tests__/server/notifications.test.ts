// New-message emails, against a real SMTP server on a loopback port (smtp-server): each message is
// mailed to the salon, replies go to the visitor, and a message sent while the mail server is down is
// mailed once it is back, across a restart of the content server, and only once; mails a database
// queued before the one mail queue move into it.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { migrate } from '../../server/db/database';
import { MIGRATIONS } from '../../server/db/migrations';
import { createMailQueue } from '../../server/db/migrations/mailQueue';
import { composeMail } from '../../server/modules/contact/notifier';
import type { NotificationStatus } from '../../src/api/adminContract';
import { startAreaServer } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';
import { startSmtpReceiver, until } from '../support/smtpReceiver';
import { tempFolderEachTest } from '../support/tempDatabase';

const tmp = tempFolderEachTest('salon-mail');

/** The content server on the test's database (kept across restarts). */
function startApp(smtpPort: number): Promise<TestApp> {
  return buildTestApp({
    prefix: 'salon-mail-server',
    dbPath: path.join(tmp(), 'salon.sqlite'),
    contactRateLimit: { perMinute: 3, perDay: 100 },
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      to: ['salon@example.com'],
      from: 'Website <website@example.com>',
      siteUrl: 'https://salon.example',
      retryDelaysMs: [200],
    },
  });
}

const message = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  mobile: '5035550142',
  message: 'Could I book a curl cut next Tuesday morning?',
};

const post = (client: TestClient, body: object) =>
  client({ method: 'POST', url: '/api/submit-contact-form', payload: body });

function outbox(app: FastifyInstance) {
  return app.db
    .prepare(
      `SELECT CAST(ref AS INTEGER) AS message_id, attempts, last_error, sent_at FROM mail_queue
       WHERE kind = 'contact-message' ORDER BY id`,
    )
    .all() as Array<{
    message_id: number;
    attempts: number;
    last_error: string | null;
    sent_at: string | null;
  }>;
}

it('mails each new message to the salon, with replies going to the visitor', async () => {
  const smtp = await startSmtpReceiver();
  const { app, client, close } = await startApp(smtp.port);
  try {
    const response = await post(client, message);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    await until(() => smtp.received.length === 1, 'the mail');
    const [mail] = smtp.received;
    expect(mail!.from).toBe('website@example.com');
    expect(mail!.to).toEqual(['salon@example.com']);
    expect(mail!.raw).toMatch(/^Subject: New message from Amara Okafor\r$/m);
    expect(mail!.raw).toMatch(/^Reply-To: Amara Okafor <amara@example\.com>\r$/m);
    expect(mail!.raw).toMatch(new RegExp(`^Message-ID: <contact-message-${id}-\\d+@example\\.com>\\r$`, 'm'));
    expect(mail!.raw).toContain('Could I book a curl cut next Tuesday morning?');
    expect(mail!.raw).toContain(`https://salon.example/admin/messages/${id}`);
    await until(() => outbox(app)[0]?.sent_at !== null, 'the mail to be marked sent');
  } finally {
    await close();
    await smtp.close();
  }
});

it('mails nothing for a honeypot, a resend, a message refused or one over the limit', async () => {
  const smtp = await startSmtpReceiver();
  const { app, client, close } = await startApp(smtp.port);
  try {
    expect((await post(client, { ...message, website: 'http://spam.example' })).statusCode).toBe(201);
    expect((await post(client, { ...message, email: 'not an email' })).statusCode).toBe(422);
    expect((await post(client, message)).statusCode).toBe(201);
    expect((await post(client, message)).statusCode).toBe(201);
    expect((await post(client, { ...message, message: 'A second, different message.' })).statusCode).toBe(201);
    expect((await post(client, { ...message, message: 'A third, over the limit.' })).statusCode).toBe(429);
    await until(() => smtp.received.length >= 2, 'two mails');
    // Give a stray third mail the time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(2);
    expect(outbox(app)).toHaveLength(2);
  } finally {
    await close();
    await smtp.close();
  }
});

it('keeps a message sent while the mail server is down, and mails it once, after a restart', async () => {
  // A port nothing listens on, until the mail server comes back on it.
  const probe = await startSmtpReceiver();
  const port = probe.port;
  await probe.close();

  const first = await startApp(port);
  let id: number;
  try {
    const response = await post(first.client, message);
    expect(response.statusCode).toBe(201);
    id = response.json<{ data: { id: number } }>().data.id;
    await until(() => (outbox(first.app)[0]?.attempts ?? 0) >= 2, 'two failed attempts');
    expect(outbox(first.app)[0]).toMatchObject({ message_id: id, sent_at: null, last_error: expect.any(String) });
  } finally {
    await first.close();
  }

  const smtp = await startSmtpReceiver(port);
  try {
    const second = await startApp(port);
    try {
      await until(() => smtp.received.length === 1, 'the queued mail after the restart');
      await until(() => outbox(second.app)[0]?.sent_at !== null, 'the mail to be marked sent');
      expect(smtp.received[0]!.raw).toContain('Could I book a curl cut next Tuesday morning?');
    } finally {
      await second.close();
    }
    // Another restart sends nothing again.
    const third = await startApp(port);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await third.close();
    expect(smtp.received).toHaveLength(1);
  } finally {
    await smtp.close();
  }
});

it('never lets what a visitor typed add a header', () => {
  const mail = composeMail(
    {
      id: 7,
      first_name: 'Eve\r\nBcc: everyone@example.com',
      last_name: 'X\u2028Y',
      email: 'eve@example.com',
      mobile: '5035550100',
      message: 'Hello',
      created_at: '2026-01-02T03:04:05.678Z',
    },
    { to: ['salon@example.com'] },
  );
  expect(mail.subject).toBe('New message from Eve Bcc: everyone@example.com X Y');
  expect(mail.replyTo?.name).not.toMatch(/[\r\n\u2028]/);
});

it('moves the mails a database queued before the one queue, and sends those still waiting', async () => {
  // A database just before the one mail queue, with a message mailed and one still waiting.
  const file = path.join(tmp(), 'salon.sqlite');
  const old = new Database(file);
  migrate(old, MIGRATIONS.indexOf(createMailQueue));
  const insert = old.prepare(
    `INSERT INTO contact_messages (first_name, last_name, email, mobile, message, created_at)
     VALUES ('Amara', 'Okafor', 'amara@example.com', '5035550142', ?, '2026-11-01T10:00:00.000Z')`,
  );
  const sent = Number(insert.run('Mailed already').lastInsertRowid);
  const waiting = Number(insert.run('Still waiting for the mail server').lastInsertRowid);
  old
    .prepare(
      `INSERT INTO mail_outbox (message_id, queued_at, attempts, next_attempt_at, last_error, sent_at) VALUES
     (?, '2026-11-01T10:00:00.000Z', 0, 0, NULL, '2026-11-01T10:00:01.000Z'),
     (?, '2026-11-01T10:00:00.000Z', 3, 0, 'connect ECONNREFUSED', NULL)`,
    )
    .run(sent, waiting);
  old.close();

  const smtp = await startSmtpReceiver();
  const { app, close } = await startApp(smtp.port);
  try {
    await until(() => smtp.received.length === 1, 'the waiting mail');
    expect(smtp.received[0]!.raw).toContain('Still waiting for the mail server');
    await until(() => outbox(app).every((mail) => mail.sent_at !== null), 'both marked sent');
    expect(outbox(app).map((mail) => mail.message_id)).toEqual([sent, waiting]);
    expect(outbox(app)[1]).toMatchObject({ attempts: 3, last_error: null });
  } finally {
    await close();
    await smtp.close();
  }
});

it('sends no mail for a message deleted before its mail went', async () => {
  // The mail server is down while the message is stored, then deleted; then it comes back.
  const probe = await startSmtpReceiver();
  const port = probe.port;
  await probe.close();
  const { app, client, close } = await startApp(port);
  try {
    const response = await post(client, message);
    const { id } = response.json<{ data: { id: number } }>().data;
    await until(() => (outbox(app)[0]?.attempts ?? 0) >= 1, 'a failed attempt');
    app.db.prepare('DELETE FROM contact_messages WHERE id = ?').run(id);
    const smtp = await startSmtpReceiver(port);
    try {
      await until(() => outbox(app).length === 0, 'the mail to be let go');
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  } finally {
    await close();
  }
});

it('tells the area whether mails wait, what the mail server last said, and when the last one went', async () => {
  const probe = await startSmtpReceiver();
  const port = probe.port;
  await probe.close();
  const server = await startAreaServer({
    dbPath: path.join(tmp(), 'salon.sqlite'),
    notify: { smtpUrl: `smtp://127.0.0.1:${port}`, to: ['salon@example.com'], retryDelaysMs: [200] },
  });
  try {
    const session = await server.signIn();
    const status = async () =>
      (await server.request('GET', '/api/admin/notifications', { session })).json<{ data: NotificationStatus }>().data;
    expect((await post(server.client, message)).statusCode).toBe(201);
    await until(() => (outbox(server.app)[0]?.attempts ?? 0) >= 1, 'a failed attempt');
    expect(await status()).toEqual({
      enabled: true,
      recipients: ['salon@example.com'],
      waiting: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
      lastSentAt: null,
    });
    const smtp = await startSmtpReceiver(port);
    try {
      await until(() => outbox(server.app)[0]?.sent_at != null, 'the mail marked sent');
      expect(await status()).toMatchObject({ waiting: 0, lastError: null, lastSentAt: outbox(server.app)[0]!.sent_at });
    } finally {
      await smtp.close();
    }
  } finally {
    await server.close();
  }
});
