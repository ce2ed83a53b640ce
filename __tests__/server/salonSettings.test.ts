// The salon's time zone on the real server: the server's own until an owner chooses one, read by every
// account, changed by owners only (a name the server knows, else a 422 that says so), in the activity
// log; and the salon's wall-clock times in a zone, the nights the clocks change included.
import type { SalonSettings } from '../../src/api/adminContract';
import { addOwner } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { serverTimeZone } from '../../server/modules/settings';
import { instantOfLocalTime, localTimeAt } from '../../src/api/zonedTime';
import { startAreaServer, TEST_HASHING, type AreaSession, type AreaTestServer } from '../support/admin';

const EDITOR = { email: 'eli@example.com', password: 'an editor’s long pass phrase' };

let server: AreaTestServer;
let owner: AreaSession;

beforeAll(async () => {
  server = await startAreaServer({
    prefix: 'salon-settings',
    beforeListen: async (app) => {
      addOwner(app.db, EDITOR.email, await hashPassword(EDITOR.password, TEST_HASHING), 'editor');
    },
  });
  owner = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

const settings = async (session: AreaSession) => {
  const answer = await server.request('GET', '/api/admin/settings', { session });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: SalonSettings }>().data;
};

const setZone = (timeZone: unknown, session = owner) =>
  server.request('PUT', '/api/admin/settings', { session, payload: { timeZone } });

it('is the server’s time zone until an owner chooses one, which every account then reads', async () => {
  const editor = await server.signIn(EDITOR.email, EDITOR.password);
  expect(await settings(editor)).toEqual({ timeZone: serverTimeZone(), timeZoneChosen: false });

  const chosen = await setZone('Europe/London');
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json<{ data: SalonSettings }>().data).toEqual({ timeZone: 'Europe/London', timeZoneChosen: true });
  expect(await settings(editor)).toEqual({ timeZone: 'Europe/London', timeZoneChosen: true });

  const log = await server.request('GET', '/api/admin/activity', { session: owner });
  expect(log.json<{ data: Array<{ action: string; detail: string }> }>().data[0]).toMatchObject({
    action: 'time-zone-changed',
    detail: `${serverTimeZone()} → Europe/London`,
  });
});

it('is changed by owners only', async () => {
  const editor = await server.signIn(EDITOR.email, EDITOR.password);
  const refused = await setZone('Asia/Tokyo', editor);
  expect(refused.statusCode).toBe(403);
  expect((await settings(owner)).timeZone).not.toBe('Asia/Tokyo');
});

it('takes the names the server knows, another name of one too, and refuses the rest saying why (422)', async () => {
  expect((await setZone('America/New_York')).statusCode).toBe(200);
  expect((await setZone('UTC')).statusCode).toBe(200);
  // Kyiv's new name, which the server's time zone data may list under the old one.
  expect((await setZone('Europe/Kyiv')).statusCode).toBe(200);
  for (const zone of ['Mars/Olympus', '+01:00', '', 'europe/london ', 42]) {
    const answer = await setZone(zone);
    expect([zone, answer.statusCode]).toEqual([zone, 422]);
    const { message, errors } = answer.json<{ message: string; errors: { timeZone: string[] } }>();
    expect(message).toMatch(/Choose the salon’s time zone from the list/);
    expect(errors.timeZone).toEqual([message]);
  }
  expect((await setZone('Mars/Olympus')).json<{ message: string }>().message).toMatch(
    /^The server does not know the time zone “Mars\/Olympus”\./,
  );
  expect((await settings(owner)).timeZone).toBe('Europe/Kyiv');
});

describe('wall-clock times in a zone', () => {
  const at = (date: string, time: string, zone: string) => {
    const found = instantOfLocalTime(date, time, zone);
    return found.ok ? { iso: new Date(found.at).toISOString(), repeated: found.repeated } : found;
  };

  it('names the instant of a local time, winter and summer, north and south', () => {
    expect(at('2026-12-01', '09:00', 'Europe/London')).toEqual({ iso: '2026-12-01T09:00:00.000Z', repeated: false });
    expect(at('2026-07-01', '09:00', 'Europe/London')).toEqual({ iso: '2026-07-01T08:00:00.000Z', repeated: false });
    expect(at('2026-07-01', '09:00', 'Australia/Sydney')).toEqual({ iso: '2026-06-30T23:00:00.000Z', repeated: false });
    expect(at('2026-12-01', '09:00', 'Australia/Sydney')).toEqual({ iso: '2026-11-30T22:00:00.000Z', repeated: false });
    expect(at('2026-07-01', '09:00', 'Asia/Kolkata')).toEqual({ iso: '2026-07-01T03:30:00.000Z', repeated: false });
    expect(localTimeAt(Date.parse('2026-11-30T22:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
  });

  it('finds no instant for a time the clocks skip, and the first time after the gap', () => {
    expect(at('2026-03-29', '01:30', 'Europe/London')).toEqual({
      ok: false,
      next: { date: '2026-03-29', time: '02:00' },
    });
    expect(at('2026-03-08', '02:30', 'America/New_York')).toEqual({
      ok: false,
      next: { date: '2026-03-08', time: '03:00' },
    });
    // Samoa skipped a whole day, moving across the date line.
    expect(at('2011-12-30', '10:00', 'Pacific/Apia')).toEqual({
      ok: false,
      next: { date: '2011-12-31', time: '00:00' },
    });
    expect(at('2026-03-29', '02:00', 'Europe/London')).toEqual({ iso: '2026-03-29T01:00:00.000Z', repeated: false });
  });

  it('takes the first of a time the clocks show twice', () => {
    expect(at('2026-10-25', '01:30', 'Europe/London')).toEqual({ iso: '2026-10-25T00:30:00.000Z', repeated: true });
    expect(at('2026-11-01', '01:15', 'America/New_York')).toEqual({ iso: '2026-11-01T05:15:00.000Z', repeated: true });
    expect(at('2026-10-25', '02:30', 'Europe/London')).toEqual({ iso: '2026-10-25T02:30:00.000Z', repeated: false });
  });
});
