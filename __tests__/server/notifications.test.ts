// New-message emails, against a real SMTP server on a loopback port (smtp-server): each message is
// mailed to the salon, replies go to the visitor, and a message sent while the mail server is down is
// mailed once it is back, across a restart of the content server, and only once.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { composeMail } from '../../server/modules/contact/notifier';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';
import { tempFolderEachTest } from '../support/tempDatabase';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const tmp = tempFolderEachTest('salon-mail');

/** A mail server that keeps what it is sent. */
async function startSmtp(port = 0): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const address = smtp.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

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

async function until(condition: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function outbox(app: FastifyInstance) {
  return app.db
    .prepare('SELECT message_id, attempts, last_error, sent_at FROM mail_outbox ORDER BY message_id')
    .all() as Array<{
    message_id: number;
    attempts: number;
    last_error: string | null;
    sent_at: string | null;
  }>;
}

it('mails each new message to the salon, with replies going to the visitor', async () => {
  const smtp = await startSmtp();
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
    expect(mail!.raw).toMatch(new RegExp(`^Message-ID: <contact-message-${id}-\\d+@salon\\.example>\\r$`, 'm'));
    expect(mail!.raw).toContain('Could I book a curl cut next Tuesday morning?');
    expect(mail!.raw).toContain(`https://salon.example/admin/messages/${id}`);
    await until(() => outbox(app)[0]?.sent_at !== null, 'the mail to be marked sent');
  } finally {
    await close();
    await smtp.close();
  }
});

it('mails nothing for a honeypot, a resend, a message refused or one over the limit', async () => {
  const smtp = await startSmtp();
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
  const probe = await startSmtp();
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

  const smtp = await startSmtp(port);
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
      ip: null,
      user_agent: null,
      created_at: '2026-01-02T03:04:05.678Z',
    },
    {},
    'salon.example',
  );
  expect(mail.subject).toBe('New message from Eve Bcc: everyone@example.com X Y');
  expect(mail.replyTo.name).not.toMatch(/[\r\n\u2028]/);
});
