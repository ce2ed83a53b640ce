// The weekly email's unsubscribe link (RFC 8058), open without a session: its token (auth's link
// tokens) names the account. GET shows a small page with one button and changes nothing (mail
// scanners follow links); POST, from that button or from the mail program's own Unsubscribe, stops
// the report at once. A token this server did not make is refused (403) and counts against the
// address as a failed sign-in does, so guessing slows down (429).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { WEEKLY_REPORT_UNSUBSCRIBE_PATH } from '../../../src/api/insightsContract';
import { inWords } from '../../../src/api/inWords';
import { listOwners, ownerOfLinkToken, recordActivity, type GuessCounter } from '../auth';
import { escapeHtml } from '../../lib/html';
import { UNSUBSCRIBE_PURPOSE } from './reports';
import { subscriber, unsubscribe } from './subscribers';

export interface UnsubscribeRoutesOptions {
  /** Wrong tokens, counted against the address like failed sign-ins. */
  guesses: GuessCounter;
}

const STYLE = 'font-family:Arial,Helvetica,sans-serif;color:#2b2420;line-height:1.5';
const BUTTON = 'font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#2f5d46;color:#fff;cursor:pointer';

function page(title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;background:#f6f1e9;${STYLE}">`,
    '<main style="max-width:560px;margin:48px auto;padding:24px;background:#fffdf9">',
    `<h1 style="font-family:Georgia,serif;font-weight:normal;margin-top:0">${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('\n');
}

const send = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('x-robots-tag', 'noindex, nofollow')
    // The address holds the token: no page it leads to is told it.
    .header('referrer-policy', 'no-referrer')
    .send(page(title, body));

export const unsubscribeRoutes: FastifyPluginAsync<UnsubscribeRoutesOptions> = async (app, { guesses }) => {
  const { db } = app;
  // The one-click post carries "List-Unsubscribe=One-Click" as a form; the token in the address is what counts.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
  }

  /** The account the link acts for, or null once 429 or 403 is answered. */
  async function accountOf(request: FastifyRequest, reply: FastifyReply) {
    const wait = guesses.waitMs(request.ip);
    if (wait > 0) {
      await send(
        reply.header('retry-after', String(Math.ceil(wait / 1000))),
        429,
        'Too many wrong links',
        `<p>Too many links that were not right came from this address. Please try again ${escapeHtml(inWords(wait))}.</p>`,
      );
      return null;
    }
    const token = (request.query as { token?: unknown }).token;
    const ownerId = ownerOfLinkToken(db, UNSUBSCRIBE_PURPOSE, token);
    if (ownerId === null) {
      guesses.failed(request.ip);
      await send(
        reply,
        403,
        'This link is not right',
        '<p>This unsubscribe link is not one this website made: copy the whole link from the email, or turn the weekly report off on your account page.</p>',
      );
      return null;
    }
    return { ownerId, token: String(token), email: listOwners(db).find((owner) => owner.id === ownerId)?.email };
  }

  const url = `/api${WEEKLY_REPORT_UNSUBSCRIBE_PATH}`;

  app.get(url, async (request, reply) => {
    const account = await accountOf(request, reply);
    if (!account) return reply;
    if (!account.email || !subscriber(db, account.ownerId)) {
      return send(reply, 200, 'No weekly report to stop', '<p>This account gets no weekly report any more.</p>');
    }
    return send(
      reply,
      200,
      'Stop the weekly report?',
      `<p>The weekly report of the website’s visits goes to <strong>${escapeHtml(account.email)}</strong> every Monday.</p>` +
        `<form method="post" action="?token=${escapeHtml(encodeURIComponent(account.token))}">` +
        `<button type="submit" style="${BUTTON}">Unsubscribe</button></form>`,
    );
  });

  app.post(url, async (request, reply) => {
    const account = await accountOf(request, reply);
    if (!account) return reply;
    if (unsubscribe(db, account.ownerId) && account.email) {
      recordActivity(db, {
        action: 'weekly-report-off',
        account: account.email,
        address: request.ip,
        detail: 'from the email’s unsubscribe link',
      });
    }
    return send(
      reply,
      200,
      'Unsubscribed',
      '<p>No more weekly reports will be sent to this account. To have them again, tick “Email me a weekly report” on your account page.</p>',
    );
  });
};
