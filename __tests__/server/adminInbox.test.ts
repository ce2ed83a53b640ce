// The area's inbox on the real server and database: messages newest first and paged, searched,
// counted, read and unread, archived and restored, deleted (each change in the activity log), and
// exported as CSV.
import type { ActivityEntry, InboxCounts, InboxMessage, Paged } from '../../src/api/adminContract';
import { INBOX_PAGE_SIZE } from '../../src/api/adminContract';
import { sendContactMessage, startAreaServer, type AreaSession, type AreaTestServer } from '../support/admin';

let server: AreaTestServer;
let session: AreaSession;

beforeAll(async () => {
  server = await startAreaServer();
  session = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

const get = async <T>(url: string) => {
  const response = await server.request('GET', url, { session });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

const counts = async () => (await get<{ data: InboxCounts }>('/api/admin/messages/counts')).data;

const latestActivity = async () => (await get<Paged<ActivityEntry>>('/api/admin/activity')).data[0];

describe('the list', () => {
  it('is newest first, a page at a time, with the pages counted', async () => {
    const before = await counts();
    const ids: number[] = [];
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i += 1)
      ids.push(await sendContactMessage(server, { message: `Paging ${i} ...` }));
    const first = await get<Paged<InboxMessage>>('/api/admin/messages');
    expect(first.total).toBe(before.inbox + ids.length);
    expect(first.data).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.data[0]!.id).toBe(ids.at(-1));
    expect(first.last_page).toBe(Math.ceil(first.total / INBOX_PAGE_SIZE));
    const second = await get<Paged<InboxMessage>>('/api/admin/messages?page=2');
    expect(second.current_page).toBe(2);
    expect(second.data[0]!.id).toBe(first.data.at(-1)!.id - 1);
    expect((await server.request('GET', '/api/admin/messages?page=0', { session })).statusCode).toBe(400);
    expect((await server.request('GET', '/api/admin/messages?folder=spam', { session })).statusCode).toBe(400);
  });

  it('is searched over the name, the email and the text, whatever the case', async () => {
    const id = await sendContactMessage(server, {
      first_name: 'José',
      last_name: 'Núñez',
      email: 'jose.nunez@example.org',
      message: 'Do you cut 4C coils with a dry cut?',
    });
    // Accents and case aside, and each word the start of one.
    for (const words of ['JOSÉ', 'jose', 'núñez', 'NUNEZ@EXAMPLE', '4c COILS', 'josé dry', 'nun coil']) {
      const found = await get<Paged<InboxMessage>>(`/api/admin/messages?q=${encodeURIComponent(words)}`);
      expect({ words, ids: found.data.map((m) => m.id) }).toEqual({ words, ids: [id] });
    }
    // Nothing matches a search without a letter or digit, nor one with a word none has.
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?q=%25')).total).toBe(0);
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?q=_')).total).toBe(0);
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?q=jos%C3%A9%20zebra')).total).toBe(0);
    // Archived, it is found in the archive, and no longer in the inbox; the folders' names are no words of it.
    await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { archived: true } });
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?q=jose')).total).toBe(0);
    expect(
      (await get<Paged<InboxMessage>>('/api/admin/messages?folder=archived&q=jose')).data.map((m) => m.id),
    ).toEqual([id]);
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?folder=archived&q=archived')).total).toBe(0);
    await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { archived: false } });
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?q=jose')).total).toBe(1);
    // The search's own syntax in what was typed is a word like any other.
    expect((await get<Paged<InboxMessage>>('/api/admin/messages?q=%22jose%22%20OR%20NOT%20*')).total).toBe(0);
  });
});

describe('a message', () => {
  it('is read once opened, and unread again when asked', async () => {
    const id = await sendContactMessage(server);
    const before = await counts();
    expect((await get<{ data: InboxMessage }>(`/api/admin/messages/${id}`)).data.read_at).toBeNull();
    const read = await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { read: true } });
    expect(read.json<{ data: InboxMessage }>().data.read_at).not.toBeNull();
    expect((await counts()).unread).toBe(before.unread - 1);
    const unread = await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { read: false } });
    expect(unread.json<{ data: InboxMessage }>().data.read_at).toBeNull();
    expect((await counts()).unread).toBe(before.unread);
  });

  it('moves to the archive and back, each move in the activity log', async () => {
    const id = await sendContactMessage(server, { first_name: 'Lena', last_name: 'Park' });
    const before = await counts();
    await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { archived: true } });
    expect(await counts()).toMatchObject({ inbox: before.inbox - 1, archived: before.archived + 1 });
    const archived = await get<Paged<InboxMessage>>('/api/admin/messages?folder=archived');
    expect(archived.data.map((m) => m.id)).toContain(id);
    expect(await latestActivity()).toMatchObject({
      action: 'message-archived',
      account: 'ana@example.com',
      address: '127.0.0.1',
      detail: `message #${id} from Lena Park`,
    });
    await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { archived: false } });
    expect(await counts()).toEqual(before);
    expect(await latestActivity()).toMatchObject({ action: 'message-restored' });
  });

  it('is deleted for good, in the activity log, and then a 404', async () => {
    const id = await sendContactMessage(server, { first_name: 'Remy', last_name: 'Dubois' });
    const deleted = await server.request('DELETE', `/api/admin/messages/${id}`, { session });
    expect(deleted.statusCode).toBe(204);
    expect(await latestActivity()).toMatchObject({
      action: 'message-deleted',
      detail: `message #${id} from Remy Dubois`,
    });
    for (const [method, payload] of [['GET'], ['PATCH', { read: true }], ['DELETE']] as const) {
      const again = await server.request(method, `/api/admin/messages/${id}`, { session, payload });
      expect({ method, status: again.statusCode }).toEqual({ method, status: 404 });
    }
    expect((await server.request('GET', '/api/admin/messages/not-a-number', { session })).statusCode).toBe(404);
  });

  it('takes only read and archived as true or false', async () => {
    const id = await sendContactMessage(server);
    for (const payload of [{}, { read: 'yes' }, { archived: true, message: 'changed' }]) {
      const response = await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
    }
    expect((await get<{ data: InboxMessage }>(`/api/admin/messages/${id}`)).data.message).not.toBe('changed');
  });
});

describe('the counts', () => {
  it('follow every change to the messages, whoever makes it', async () => {
    const before = await counts();
    const db = server.app.db;
    // As the command line would: straight into the database.
    const id = Number(
      db
        .prepare(
          `INSERT INTO contact_messages (first_name, last_name, email, mobile, message, created_at)
           VALUES ('Ada', 'Obi', 'ada@example.com', '5035550100', 'Straight in', ?)`,
        )
        .run(new Date().toISOString()).lastInsertRowid,
    );
    expect(await counts()).toEqual({ ...before, unread: before.unread + 1, inbox: before.inbox + 1 });
    db.prepare('UPDATE contact_messages SET read_at = ?, archived_at = ? WHERE id = ?').run(
      '2026-01-01',
      '2026-01-01',
      id,
    );
    expect(await counts()).toEqual({ ...before, archived: before.archived + 1 });
    db.prepare('DELETE FROM contact_messages WHERE id = ?').run(id);
    expect(await counts()).toEqual(before);
    const exact = db
      .prepare(
        `SELECT COUNT(*) FILTER (WHERE archived_at IS NULL AND read_at IS NULL) AS unread,
           COUNT(*) FILTER (WHERE archived_at IS NULL) AS inbox, COUNT(*) FILTER (WHERE archived_at IS NOT NULL) AS archived
         FROM contact_messages`,
      )
      .get();
    expect(await counts()).toEqual(exact);
  });
});

describe('the CSV export', () => {
  it('holds every message of a large folder, newest first, none twice', async () => {
    const db = server.app.db;
    const insert = db.prepare(
      `INSERT INTO contact_messages (first_name, last_name, email, mobile, message, created_at, archived_at)
       VALUES ('Bulk', ?, 'bulk@example.com', '5035550100', 'Archived long ago', ?, ?)`,
    );
    // More than two of the export's batches, some sent at the same moment.
    db.transaction(() => {
      for (let i = 0; i < 1201; i += 1) {
        const at = new Date(Date.UTC(2024, 0, 1, 0, 0, Math.floor(i / 3))).toISOString();
        insert.run(`No ${i}`, at, at);
      }
    })();
    const response = await server.request('GET', '/api/admin/messages.csv?folder=archived&q=bulk', { session });
    expect(response.statusCode).toBe(200);
    const names = response.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => /^"[^"]*","Bulk","No (\d+)"/.exec(line)?.[1]);
    expect(names).toHaveLength(1201);
    expect(names).toEqual(Array.from({ length: 1201 }, (_, i) => String(1200 - i)));
  });

  it('holds the folder’s messages, quoted, with formulas neutralised and line breaks kept', async () => {
    await sendContactMessage(server, {
      first_name: '=HYPERLINK("http://evil.example","Click")',
      last_name: '+Smith',
      email: 'csv@example.com',
      message: '-2+3 says "hello"\nand goes on\r\n@SUM(A1)',
    });
    const response = await server.request('GET', '/api/admin/messages.csv?q=csv%40example.com', { session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="messages-inbox-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\r\n"');
    expect(header).toMatch(/^"Received","First name","Last name","Email","Mobile","Message","Read","Archived"$/);
    expect(end).toBeUndefined();
    expect(`"${row}`).toMatch(
      /^"[^"]+","'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","'\+Smith","csv@example\.com","5035550142","'-2\+3 says ""hello""\nand goes on\r\n@SUM\(A1\)","no","no"\r\n$/,
    );
  });
});
