// A mail server on a loopback port that keeps what it is sent (smtp-server), for the tests of the
// mails the content server sends: the server's own tests and the browser's.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, then the body (quoted-printable where lines are long). */
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on `port` (a free one by default) until closed. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
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

/** A quoted-printable body as its text: soft line breaks joined, =XX decoded (UTF-8). */
export function quotedPrintableText(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits until `condition` holds (a mail arrived, a queue row changed), or fails after `ms`. */
export async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface MailParts {
  /** The headers, each unfolded onto one line, by lower-case name. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** A body part as its text, by its Content-Transfer-Encoding. */
function decodedPart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintableText(body)
        : body;
  // Mail travels with CR LF line ends.
  return { type, body: text.replace(/\r\n/g, '\n') };
}

/** A mail's headers and its text and HTML parts (a multipart/alternative message, or a single part), lines ending in LF. */
export function mailParts(raw: string): MailParts {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodedPart(part.replace(/^\r?\n/, '')))
    : [decodedPart(raw)];
  return {
    headers,
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}
