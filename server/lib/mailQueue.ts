// Every email the server sends goes through one queue in SQLite (mail_queue), so that neither a mail
// server that is down nor a restart loses one, and none goes twice: a mail is queued under its kind
// and a reference (a message's id, an invitation's, a week and an account), once, often in the same
// transaction as what it is about. It is written when it is sent, by its kind's composer, which may
// say there is nothing to send any more (the message was deleted, the invitation expired). A worker
// in this process sends what is due, retrying with a growing delay while the mail server refuses or
// cannot be reached. What a composer needs that the database does not keep (an invitation's link) is
// queued with the mail and erased once the mail server has taken it, or with the mail taken back.
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

export interface MailOptions {
  /** smtp://user:password@host:587 or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  /** The sender (mail servers often accept only their own addresses). */
  from: string;
  /** Waits between attempts, in order; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000];

/** How long sent mails stay in the queue's table. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
}

/** Writes a queued mail, or says there is nothing to send any more (null). */
export type MailComposer = (ref: string, payload: unknown) => OutgoingMail | null | Promise<OutgoingMail | null>;

export interface MailQueue {
  /** Gives a kind of mail its composer; each kind has one. */
  compose(kind: string, composer: MailComposer): void;
  /** Mails were queued: send them now (without waiting here). */
  wake(): void;
  /** Sends what is due, then waits for the next due mail; resolves when this round is done. */
  start(): Promise<void>;
  /** Stops the timer and waits for a mail being sent to finish. */
  stop(): Promise<void>;
}

/**
 * Queues a mail of `kind` about `ref`, unless one was queued already (a mail is sent once per kind
 * and reference). True when this call queued it. Call inside the transaction that makes what it is about.
 */
export function queueMail(db: Db, kind: string, ref: string, payload?: object, now = new Date()): boolean {
  const result = db
    .prepare(`INSERT OR IGNORE INTO mail_queue (kind, ref, payload, queued_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)`)
    .run(kind, ref, payload === undefined ? null : JSON.stringify(payload), now.toISOString(), now.getTime());
  return result.changes === 1;
}

/** Takes back the mail of `kind` about `ref` and what was queued with it, unless it went already. */
export function unqueueMail(db: Db, kind: string, ref: string): void {
  db.prepare('DELETE FROM mail_queue WHERE kind = ? AND ref = ? AND sent_at IS NULL').run(kind, ref);
}

interface MailKindState {
  waiting: number;
  lastError: string | null;
  lastSentAt: string | null;
}

/** How the mails of one kind fare: how many wait, the last refusal, when the last one went. */
export function mailState(db: Db, kind: string): MailKindState {
  const row = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM mail_queue WHERE kind = @kind AND sent_at IS NULL) AS waiting,
              (SELECT last_error FROM mail_queue WHERE kind = @kind AND sent_at IS NULL AND last_error IS NOT NULL
                ORDER BY next_attempt_at DESC LIMIT 1) AS lastError,
              (SELECT MAX(sent_at) FROM mail_queue WHERE kind = @kind) AS lastSentAt`,
    )
    .get({ kind }) as MailKindState;
  return row;
}

interface QueuedRow {
  id: number;
  kind: string;
  ref: string;
  payload: string | null;
  attempts: number;
}

/** The host part of the mails' Message-IDs. */
const messageHost = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'salon-site.invalid';

export function createMailQueue(db: Db, options: MailOptions, log: FastifyBaseLogger): MailQueue {
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const host = messageHost(options.from);
  const composers = new Map<string, MailComposer>();
  const due = db.prepare(
    `SELECT id, kind, ref, payload, attempts FROM mail_queue WHERE sent_at IS NULL AND next_attempt_at <= ?
     ORDER BY next_attempt_at, id LIMIT 10`,
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function send(row: QueuedRow): Promise<void> {
    const composer = composers.get(row.kind);
    const mail = await composer?.(row.ref, row.payload === null ? undefined : JSON.parse(row.payload));
    if (!mail) {
      // Nothing to send any more, or a kind this version of the server no longer sends.
      db.prepare('DELETE FROM mail_queue WHERE id = ?').run(row.id);
      return;
    }
    await transport.sendMail({
      from: options.from,
      ...mail,
      // The same id whatever happens, so that should a mail ever go twice (the process stopped between
      // the mail server's yes and our note of it), mail programs show it once.
      messageId: `<${row.kind}-${row.ref.replace(/[^\w.-]/g, '-')}-${row.id}@${host}>`,
      headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
    });
    db.prepare('UPDATE mail_queue SET sent_at = ?, payload = NULL, last_error = NULL WHERE id = ?').run(
      new Date().toISOString(),
      row.id,
    );
    log.info({ kind: row.kind, ref: row.ref }, 'Sent a mail');
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const rows = due.all(Date.now()) as QueuedRow[];
      if (rows.length === 0) return;
      for (const row of rows) {
        if (stopped) return;
        try {
          await send(row);
        } catch (error) {
          const delay = delays[Math.min(row.attempts, delays.length - 1)] ?? 60_000;
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          db.prepare(
            'UPDATE mail_queue SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
          ).run(reason, Date.now() + delay, row.id);
          log.warn(
            { kind: row.kind, ref: row.ref, attempt: row.attempts + 1, retryInMs: delay, reason },
            'Could not send a mail',
          );
        }
      }
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const { at } = db.prepare('SELECT MIN(next_attempt_at) AS at FROM mail_queue WHERE sent_at IS NULL').get() as {
      at: number | null;
    };
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
          db.prepare('DELETE FROM mail_queue WHERE sent_at IS NOT NULL AND sent_at < ?').run(
            new Date(Date.now() - KEEP_SENT_MS).toISOString(),
          );
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
    compose(kind, composer) {
      if (composers.has(kind)) throw new Error(`Mails of kind ${kind} have a composer already`);
      composers.set(kind, composer);
    },
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

/** The server's mail queue: mails left by the last run go out once the server is up; it stops on close. */
export function serverMailQueue(app: FastifyInstance, options: MailOptions): MailQueue {
  const mail = createMailQueue(app.db, options, app.log);
  app.addHook('onReady', async () => void mail.start());
  app.addHook('onClose', async () => mail.stop());
  return mail;
}
