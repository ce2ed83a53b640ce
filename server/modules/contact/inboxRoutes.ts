// The inbox: contact messages newest first, a page at a time (each page starting where the one before
// ended, which it names by a cursor), searched and kept in two folders (the inbox and the archive);
// each can be marked read or unread, archived, restored and deleted, and a folder exported as CSV.
// And whether new messages are emailed to the salon, with the mail queue's state. Signed-in routes
// of the admin area (auth's signedIn).
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminApiPaths, type InboxMessage, type NotificationStatus } from '../../../src/api/adminContract';
import { CONTACT_FIELDS, contactMessageFields, senderName } from '../../../src/api/model/contactMessage';
import { csvStream } from '../../lib/csv';
import { routeId } from '../../lib/http';
import { mailState } from '../../lib/mailQueue';
import { adminRoute, recordOwnerActivity, signedIn } from '../auth';
import { changeMessage, countMessages, deleteMessage, exportMessages, getMessage, listMessages } from './inbox';
import { messageCursor } from './inboxCursor';
import { CONTACT_MAIL, type Notifier } from './notifier';

const listQuery = z.object({
  folder: z.enum(['inbox', 'archived']).default('inbox'),
  q: z.string().max(200).optional(),
  /** Where the page starts: the `next` of the page before it. */
  before: messageCursor.optional(),
});

const changeBody = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .strict()
  .refine((change) => change.read !== undefined || change.archived !== undefined, 'Say what to change.');

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ message: 'This message is no longer here: it may have been deleted.' });

const sender = (message: InboxMessage) => `message #${message.id} from ${senderName(message)}`;

function parseList(request: FastifyRequest, reply: FastifyReply) {
  const query = listQuery.safeParse(request.query);
  if (!query.success) {
    const cursor = query.error.issues.some((issue) => issue.path[0] === 'before');
    void reply.code(400).send({
      message: cursor
        ? 'This page of messages starts at a place the list did not give (before=): load the list again from the newest.'
        : 'The folder must be inbox or archived, and a search at most 200 characters.',
    });
    return null;
  }
  return { folder: query.data.folder, search: query.data.q, before: query.data.before };
}

export interface InboxRoutesOptions {
  /** Emails each new message to the salon (SMTP_URL, NOTIFY_EMAIL), or null: none are sent. */
  notifier: Notifier | null;
}

export const inboxRoutes = signedIn<InboxRoutesOptions>(async (app, { notifier }) => {
  const { db } = app;
  const record = (request: FastifyRequest, action: string, detail: string) =>
    recordOwnerActivity(db, request, action, detail);

  app.get(adminRoute(adminApiPaths.messages), async (request, reply) => {
    const list = parseList(request, reply);
    if (!list) return reply;
    return listMessages(db, list, list.before);
  });

  app.get(adminRoute(adminApiPaths.messageCounts), async () => ({ data: countMessages(db) }));

  // Gzip sends the folder as it is written; brotli would hold it back until it has most of it (for
  // 50,000 messages, the first byte after some 200 ms instead of 10).
  app.get(adminRoute(adminApiPaths.messagesCsv), { compress: { encodings: ['gzip'] } }, async (request, reply) => {
    const list = parseList(request, reply);
    if (!list) return reply;
    const query = list;
    async function* rows() {
      for await (const batch of exportMessages(db, query)) {
        yield batch.map((m) => [
          m.created_at,
          ...CONTACT_FIELDS.map((field) => m[field]),
          m.read_at ? 'yes' : 'no',
          m.archived_at ? 'yes' : 'no',
        ]);
      }
    }
    const headings = CONTACT_FIELDS.map((field) => contactMessageFields[field].label);
    const day = new Date().toISOString().slice(0, 10);
    // Streamed: the folder is never held whole, in the database's answers or as text.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="messages-${list.folder}-${day}.csv"`)
      .send(Readable.from(csvStream(['Received', ...headings, 'Read', 'Archived'], rows())));
  });

  app.get(adminRoute(adminApiPaths.message(':id')), async (request, reply) => {
    const id = routeId(request);
    const message = id === null ? undefined : getMessage(db, id);
    return message ? { data: message } : notFound(reply);
  });

  app.patch(adminRoute(adminApiPaths.message(':id')), async (request, reply) => {
    const id = routeId(request);
    const before = id === null ? undefined : getMessage(db, id);
    if (!before) return notFound(reply);
    const change = changeBody.safeParse(request.body);
    if (!change.success) {
      return reply.code(422).send({ message: 'Send read and archived as true or false.', errors: {} });
    }
    const after = changeMessage(db, before.id, change.data)!;
    if (Boolean(before.archived_at) !== Boolean(after.archived_at)) {
      record(request, after.archived_at ? 'message-archived' : 'message-restored', sender(after));
    }
    return { data: after };
  });

  // Deleting is for good: the owners' alone.
  app.delete(
    adminRoute(adminApiPaths.message(':id')),
    { config: { right: 'delete-messages' } },
    async (request, reply) => {
      const id = routeId(request);
      const message = id === null ? undefined : getMessage(db, id);
      if (!message || !deleteMessage(db, message.id)) return notFound(reply);
      record(request, 'message-deleted', sender(message));
      return reply.code(204).send();
    },
  );

  app.get(adminRoute(adminApiPaths.notifications), async () => {
    const status: NotificationStatus = {
      enabled: notifier !== null,
      recipients: notifier?.recipients ?? [],
      ...mailState(db, CONTACT_MAIL),
    };
    return { data: status };
  });
}, 'messages');
