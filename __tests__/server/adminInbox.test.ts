// The area's inbox on the real server and database: messages newest first, a page at a time from
// where the last one ended (and read so from an index, at any depth), searched, counted, read and
// unread, archived and restored, deleted (each change in the activity log), and exported as CSV.
import { gunzipSync } from 'node:zlib';
import type {
  ActivityEntry,
  CursorPage,
  InboxCounts,
  InboxFolder,
  InboxMessage,
  Paged,
} from '../../src/api/adminContract';
import { INBOX_PAGE_SIZE } from '../../src/api/adminContract';
import { listStatement } from '../../server/modules/contact/inbox';
import { sendContactMessage, startAreaServer, type AreaSession } from '../support/admin';
import { serverAroundTests } from '../support/build';

const server = serverAroundTests('all', () => startAreaServer());
let session: AreaSession;

beforeAll(async () => {
  session = await server.signIn();
});

const get = async <T>(url: string) => {
  const response = await server.request('GET', url, { session });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

const counts = async () => (await get<{ data: InboxCounts }>('/api/admin/messages/counts')).data;

const latestActivity = async () => (await get<Paged<ActivityEntry>>('/api/admin/activity')).data[0];

/**
 * Messages put straight into the database, `count` of them in the folder, their times out of the
 * order of their ids and ten to a second: only the id tells apart the messages of a second.
 */
function insertMessages(count: number, { folder, word }: { folder: InboxFolder; word: string }): void {
  const insert = server.app.db.prepare(
    `INSERT INTO contact_messages (first_name, last_name, email, mobile, message, created_at, archived_at)
     VALUES ('Keyset', ?, 'keyset@example.com', '5035550100', ?, ?, ?)`,
  );
  server.app.db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const second = (i * 7) % count;
      const at = new Date(Date.UTC(2025, 5, 1, 9, 0, Math.floor(second / 10))).toISOString();
      insert.run(`No ${i}`, `About ${word}, number ${i}.`, at, folder === 'archived' ? at : null);
    }
  })();
}

/** What the list should hold: the rows the filter names, sorted here by time, newest first, then by id. */
function expectedIds(filter: string): number[] {
  const rows = server.app.db.prepare(`SELECT id, created_at FROM contact_messages WHERE ${filter}`).all() as Array<{
    id: number;
    created_at: string;
  }>;
  rows.sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  return rows.map((row) => row.id);
}

/** Every page of a list, each asked for by the `next` of the one before, from the first. */
async function allPages(url: string, between?: () => Promise<unknown>): Promise<Array<CursorPage<InboxMessage>>> {
  const pages = [await get<CursorPage<InboxMessage>>(url)];
  while (pages.at(-1)!.next !== null) {
    // Far more pages than these tests make: a list that starts again somewhere never ends.
    if (pages.length > 100) throw new Error(`${url}: still more pages after 100`);
    await between?.();
    const joiner = url.includes('?') ? '&' : '?';
    pages.push(await get<CursorPage<InboxMessage>>(`${url}${joiner}before=${pages.at(-1)!.next}`));
  }
  return pages;
}

describe('the list', () => {
  it('is newest first, a page at a time from where the last ended, every message once', async () => {
    insertMessages(2 * INBOX_PAGE_SIZE + 7, { folder: 'inbox', word: 'inboxpaging' });
    insertMessages(INBOX_PAGE_SIZE + 4, { folder: 'archived', word: 'archivepaging' });
    for (const folder of ['inbox', 'archived'] as const) {
      const filter = folder === 'inbox' ? 'archived_at IS NULL' : 'archived_at IS NOT NULL';
      const expected = expectedIds(filter);
      const pages = await allPages(`/api/admin/messages?folder=${folder}`);
      expect(pages.map((page) => page.data.length)).toEqual(
        pages.map((_, n) => Math.min(INBOX_PAGE_SIZE, expected.length - n * INBOX_PAGE_SIZE)),
      );
      expect(pages.flatMap((page) => page.data.map((m) => m.id))).toEqual(expected);
      expect(pages.every((page) => page.total === expected.length)).toBe(true);
      expect(pages.at(-1)!.next).toBeNull();
    }
    // Ties are there to break, between pages too: messages of the same second, the higher id first.
    const pages = await allPages('/api/admin/messages');
    const inbox = pages.flatMap((page) => page.data);
    const ties = inbox.filter((m, i) => i > 0 && m.created_at === inbox[i - 1]!.created_at);
    expect(ties.length).toBeGreaterThan(INBOX_PAGE_SIZE);
    expect(ties.every((m) => m.id < inbox[inbox.indexOf(m) - 1]!.id)).toBe(true);
    expect(pages.some((page, n) => n > 0 && page.data[0]!.created_at === pages[n - 1]!.data.at(-1)!.created_at)).toBe(
      true,
    );
  });

  it('neither repeats nor skips a message when new ones arrive between its pages', async () => {
    const expected = expectedIds('archived_at IS NULL');
    const arrived: number[] = [];
    const pages = await allPages('/api/admin/messages', async () => {
      arrived.push(await sendContactMessage(server, { message: `Arrived meanwhile ${arrived.length} ...` }));
    });
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flatMap((page) => page.data.map((m) => m.id))).toEqual(expected);
    // The newest page, asked again, starts with them.
    const first = await get<CursorPage<InboxMessage>>('/api/admin/messages');
    expect(first.data.slice(0, arrived.length).map((m) => m.id)).toEqual(arrived.toReversed());
  });

  it('pages a search the same way, within its folder', async () => {
    insertMessages(INBOX_PAGE_SIZE + 9, { folder: 'inbox', word: 'pagedsearch' });
    insertMessages(5, { folder: 'archived', word: 'pagedsearch' });
    const pages = await allPages('/api/admin/messages?q=pagedsearch');
    expect(pages).toHaveLength(2);
    expect(pages.flatMap((page) => page.data.map((m) => m.id))).toEqual(
      expectedIds("message LIKE '%pagedsearch%' AND archived_at IS NULL"),
    );
    expect(pages.map((page) => page.total)).toEqual([INBOX_PAGE_SIZE + 9, INBOX_PAGE_SIZE + 9]);
    const archived = await allPages('/api/admin/messages?folder=archived&q=pagedsearch');
    expect(archived.flatMap((page) => page.data.map((m) => m.id))).toEqual(
      expectedIds("message LIKE '%pagedsearch%' AND archived_at IS NOT NULL"),
    );
  });

  it('refuses a cursor it did not give, and a folder it does not have, with a 400 that says so', async () => {
    const { next } = await get<CursorPage<InboxMessage>>('/api/admin/messages');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [at, id] = JSON.parse(Buffer.from(next!, 'base64url').toString()) as [string, number];
    const refused = [
      '',
      'not a cursor',
      `${next}=`,
      `${next}.`,
      next!.slice(0, -2),
      Buffer.from(JSON.stringify([at, id])).toString('base64'),
      encode({ at, id }),
      encode([at]),
      encode([at, id, 1]),
      encode([at, String(id)]),
      encode([at, -id]),
      encode([at, 1.5]),
      encode([at, 2 ** 60]),
      encode(['yesterday', id]),
      encode([null, id]),
      Buffer.from(`[ "${at}", ${id} ]`).toString('base64url'),
      Buffer.from([0xff, 0xfe, 0x5b]).toString('base64url'),
      'A'.repeat(5000),
    ];
    for (const before of refused) {
      const response = await server.request('GET', `/api/admin/messages?before=${encodeURIComponent(before)}`, {
        session,
      });
      expect({ before, status: response.statusCode }).toEqual({ before, status: 400 });
      expect(response.json<{ message: string }>().message).toMatch(/before=.*load the list again/);
    }
    const twice = await server.request('GET', `/api/admin/messages?before=${next}&before=${next}`, { session });
    expect(twice.statusCode).toBe(400);
    // The same place, encoded as the list encodes it, is taken.
    expect(
      (await server.request('GET', `/api/admin/messages?before=${encode([at, id])}`, { session })).statusCode,
    ).toBe(200);
    const folder = await server.request('GET', '/api/admin/messages?folder=spam', { session });
    expect(folder.statusCode).toBe(400);
    expect(folder.json<{ message: string }>().message).toMatch(/inbox or archived/);
  });

  it("reads each folder's page from the folder's own index, from where the last ended, with no sort", () => {
    const db = server.app.db;
    for (const folder of ['inbox', 'archived'] as const) {
      const statement = listStatement({ folder }, { at: '2025-06-01T09:00:05.000Z', id: 40 })!;
      const plan = (
        db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...statement.params) as Array<{
          detail: string;
        }>
      ).map((step) => step.detail);
      // One step: a seek into an index (a SCAN would read the folder from its newest; a TEMP B-TREE
      // step, every message of it, to sort them).
      expect({ folder, plan }).toEqual({ folder, plan: [expect.stringMatching(/^SEARCH contact_messages USING /)] });
      const [, index, seek] = /USING INDEX (\w+) \((.+)\)$/.exec(plan[0]!) ?? [];
      expect({ folder, seek }).toEqual({ folder, seek: expect.stringMatching(/^created_at<\?/) });
      // An index of the folder's messages only, in the list's order: none of the other folder's is read.
      const definition = db
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?")
        .pluck()
        .get(index);
      expect({ folder, definition }).toEqual({
        folder,
        definition: expect.stringMatching(
          new RegExp(`\\(created_at, id\\) WHERE archived_at IS ${folder === 'inbox' ? '' : 'NOT '}NULL$`),
        ),
      });
    }
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
      const found = await get<CursorPage<InboxMessage>>(`/api/admin/messages?q=${encodeURIComponent(words)}`);
      expect({ words, ids: found.data.map((m) => m.id) }).toEqual({ words, ids: [id] });
    }
    // Nothing matches a search without a letter or digit, nor one with a word none has.
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?q=%25')).total).toBe(0);
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?q=_')).total).toBe(0);
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?q=jos%C3%A9%20zebra')).total).toBe(0);
    // Archived, it is found in the archive, and no longer in the inbox; the folders' names are no words of it.
    await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { archived: true } });
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?q=jose')).total).toBe(0);
    expect(
      (await get<CursorPage<InboxMessage>>('/api/admin/messages?folder=archived&q=jose')).data.map((m) => m.id),
    ).toEqual([id]);
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?folder=archived&q=archived')).total).toBe(0);
    await server.request('PATCH', `/api/admin/messages/${id}`, { session, payload: { archived: false } });
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?q=jose')).total).toBe(1);
    // The search's own syntax in what was typed is a word like any other.
    expect((await get<CursorPage<InboxMessage>>('/api/admin/messages?q=%22jose%22%20OR%20NOT%20*')).total).toBe(0);
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
    const archived = await get<CursorPage<InboxMessage>>('/api/admin/messages?folder=archived');
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

  it('is sent compressed as it is written: gzip, even to a browser that prefers brotli', async () => {
    const response = await server.request('GET', '/api/admin/messages.csv?folder=archived&q=bulk', {
      session,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toMatch(/^\uFEFF"Received",/);
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
