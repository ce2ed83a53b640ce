// Emails each new contact message to the salon (SMTP_URL, NOTIFY_EMAIL), from the queue in SQLite.
// The visitor's answer never waits for it: the message is stored and its mail queued first, and a
// worker in this process sends what is due, retrying with a growing delay while the mail server
// refuses or cannot be reached. Mails still queued at a restart are sent after it.
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { StoredContactMessage } from './types';
import { senderName } from '../../../src/api/model/contactMessage';
import { dueMails, markFailed, markSent, nextDueAt, pruneSentMails } from './outbox';

export interface NotifyOptions {
  /** smtp://user:password@host:587 or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  /** Who receives the mails. */
  to: string[];
  /** The sender; the first recipient by default (mail servers often accept only their own addresses). */
  from?: string;
  /** The site's public origin, for a link to the message in the admin area. */
  siteUrl?: string;
  /** Waits between attempts, in order; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export const DEFAULT_RETRY_DELAYS_MS = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000];

/** How long sent mails stay in the queue's table. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

export interface Notifier {
  /** A message was queued: send it now (without waiting here). */
  wake(): void;
  /** Sends what is due, then waits for the next due mail; resolves when this round is done. */
  start(): Promise<void>;
  /** Stops the timer and waits for a mail being sent to finish. */
  stop(): Promise<void>;
  readonly recipients: string[];
}

/** A header value as one plain line: what a visitor typed can never add a header of its own. */
const headerText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- controls are what is removed
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, 200);

export function composeMail(message: StoredContactMessage, options: Pick<NotifyOptions, 'siteUrl'>, host: string) {
  const name = headerText(senderName(message));
  const link = options.siteUrl ? `\n\nRead it in your area: ${options.siteUrl}/admin/messages/${message.id}` : '';
  return {
    subject: `New message from ${name}`,
    // Reply in the mail program goes to the visitor.
    replyTo: { name, address: message.email },
    // The same id whatever happens, so that should a mail ever go twice (the process stopped between
    // the mail server's yes and our note of it), mail programs show it once.
    messageId: `<contact-message-${message.id}-${message.created_at.replace(/\D/g, '')}@${host}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text:
      `${name} sent a message through the website's contact form.\n\n` +
      `Email: ${message.email}\nMobile: ${message.mobile}\nSent: ${message.created_at}\n\n` +
      `${message.message}${link}\n`,
  };
}

export function createNotifier(db: Db, options: NotifyOptions, log: FastifyBaseLogger): Notifier {
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const from = options.from ?? options.to[0]!;
  const host = options.siteUrl ? new URL(options.siteUrl).hostname : 'salon-site.invalid';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const due = dueMails(db, Date.now(), 10);
      if (due.length === 0) return;
      for (const { message, attempts } of due) {
        if (stopped) return;
        try {
          await transport.sendMail({ from, to: options.to, ...composeMail(message, options, host) });
          markSent(db, message.id);
          log.info({ messageId: message.id }, 'Emailed a new contact message');
        } catch (error) {
          const delay = delays[Math.min(attempts, delays.length - 1)] ?? 60_000;
          const reason = error instanceof Error ? error.message : String(error);
          markFailed(db, message.id, reason, Date.now() + delay);
          log.warn(
            { messageId: message.id, attempt: attempts + 1, retryInMs: delay, reason },
            'Could not email a message',
          );
        }
      }
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const at = nextDueAt(db);
    if (at === null) return;
    // At least a second apart, at most a minute: a clock change never stalls the queue for long.
    timer = setTimeout(() => void run(), Math.min(60_000, Math.max(1_000, at - Date.now())));
    timer.unref();
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
          pruneSentMails(db, new Date(Date.now() - KEEP_SENT_MS));
        } catch (error) {
          log.error({ err: error }, 'The mail queue failed');
        }
      } while (again && !stopped);
      running = null;
      schedule();
    })();
    return running;
  }

  return {
    recipients: options.to,
    // After the current request's answer has gone.
    wake: () => void setImmediate(() => void run()),
    start: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
