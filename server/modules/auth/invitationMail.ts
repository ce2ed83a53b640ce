// The email that carries an invitation's link, where the server sends mail (SMTP_URL). The link's
// token is kept only as a hash, so the link waits in the mail queue with the mail and is erased once
// the mail server has taken it; an invitation withdrawn or replaced before its mail went takes its
// mail and link out of the queue at once, and one accepted or expired meanwhile is not mailed at all.
import { INVITATION_DAYS, roleLabels, type Role } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { queueMail, unqueueMail, type MailComposer } from '../../lib/mailQueue';

/** The mail queue's kind for an invitation's mail; its reference is the invitation's id. */
export const INVITATION_MAIL = 'invitation';

/** What each role may do, in the invitee's words. */
const ROLE_WORK: Record<Role, string> = {
  owner: 'everything: the messages, the website, the visits and the team',
  editor: 'the website’s pages, prices and pictures (drafts, preview and publishing)',
  'front-desk': 'the messages visitors send through the contact form',
};

/** Queues the mail of an invitation just made, with its link: in the transaction that makes it. */
export function queueInvitationMail(db: Db, invitationId: number, link: string): void {
  queueMail(db, INVITATION_MAIL, String(invitationId), { link });
}

/** Takes the mail of an invitation withdrawn or replaced, and its link, out of the queue. */
export function unqueueInvitationMail(db: Db, invitationId: number): void {
  unqueueMail(db, INVITATION_MAIL, String(invitationId));
}

export function invitationMail(db: Db, siteUrl: string | undefined): MailComposer {
  return (ref, payload) => {
    const link = (payload as { link?: unknown } | undefined)?.link;
    const row = db
      .prepare(
        'SELECT email, role, invited_by FROM invitations WHERE id = ? AND accepted_at IS NULL AND expires_at > ?',
      )
      .get(Number(ref), Date.now()) as { email: string; role: Role; invited_by: string } | undefined;
    if (!row || typeof link !== 'string') return null;
    const site = new URL(siteUrl ?? link).host;
    return {
      to: [row.email],
      subject: `An invitation to the website of ${site}`,
      text:
        `${row.invited_by} invited you to the signed-in area of ${site}, as ${roleLabels[row.role]}: ` +
        `you will look after ${ROLE_WORK[row.role]}.\n\n` +
        `Open this link to choose your password:\n${link}\n\n` +
        `The link works once, for ${INVITATION_DAYS} days. If you did not expect this invitation, ` +
        `ignore this email: without the link, nothing happens.\n`,
    };
  };
}
