// Emails each new contact message to the salon (SMTP_URL, NOTIFY_EMAIL). The visitor's answer never
// waits for it: the message is stored and its mail queued in the same commit (queueMessageMail), and
// the server's mail queue (server/lib/mailQueue.ts) sends it, retrying while the mail server refuses.
import type { Db } from '../../db/types';
import { queueMail, type MailQueue, type OutgoingMail } from '../../lib/mailQueue';
import { senderName } from '../../../src/api/model/contactMessage';
import { getMessage } from './inbox';
import type { StoredContactMessage } from './types';

/** The mail queue's kind for a new message's mail; its reference is the message's id. */
export const CONTACT_MAIL = 'contact-message';

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

export interface Notifier {
  /** A message was queued: mail it now (without waiting here). */
  wake(): void;
  readonly recipients: string[];
}

/** Queues the mail of a message just stored; called inside the transaction that stores it. */
export function queueMessageMail(db: Db, messageId: number, now = new Date()): void {
  queueMail(db, CONTACT_MAIL, String(messageId), undefined, now);
}

/** A header value as one plain line: what a visitor typed can never add a header of its own. */
const headerText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- controls are what is removed
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, 200);

export function composeMail(
  message: Omit<StoredContactMessage, 'ip' | 'user_agent'>,
  options: Pick<NotifyOptions, 'siteUrl' | 'to'>,
): OutgoingMail {
  const name = headerText(senderName(message));
  const link = options.siteUrl ? `\n\nRead it in your area: ${options.siteUrl}/admin/messages/${message.id}` : '';
  return {
    to: options.to,
    subject: `New message from ${name}`,
    // Reply in the mail program goes to the visitor.
    replyTo: { name, address: message.email },
    text:
      `${name} sent a message through the website's contact form.\n\n` +
      `Email: ${message.email}\nMobile: ${message.mobile}\nSent: ${message.created_at}\n\n` +
      `${message.message}${link}\n`,
  };
}

/** Mails each new message to the salon through the server's mail queue. */
export function createNotifier(db: Db, mail: MailQueue, options: NotifyOptions): Notifier {
  mail.compose(CONTACT_MAIL, (ref) => {
    // A message deleted before its mail went takes its mail with it.
    const message = getMessage(db, Number(ref));
    return message ? composeMail(message, options) : null;
  });
  return { recipients: options.to, wake: () => mail.wake() };
}
