// The controls of the weekly report's unsubscribe link (GET and POST /api/weekly-report/unsubscribe,
// docs/admin.md "The weekly report"), checked against the real server on a temporary database (see
// run.ts): it acts without a session, so its token is all that stands for the account. Each check
// throws, with the reason, when its control does not hold.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { ownerLinkToken } from '../../server/modules/auth/linkTokens';
import { addOwner, findOwnerByEmail } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { OWNER, TEST_HASHING, type AreaTestServer } from '../../__tests__/support/admin';
import { withServer, type Check } from './checks';

const PURPOSE = 'weekly-report-unsubscribe';
const BO = { email: 'bo@example.com', password: 'another owner’s pass phrase' };

const unsubscribe = (server: AreaTestServer, method: 'GET' | 'POST', token: string) =>
  server.client({ method, url: `/api/weekly-report/unsubscribe?token=${encodeURIComponent(token)}` });

const subscribed = (server: AreaTestServer, email: string) =>
  server.app.db
    .prepare('SELECT COUNT(*) FROM weekly_report_subscribers WHERE owner_id = ?')
    .pluck()
    .get(findOwnerByEmail(server.app.db, email)!.id) === 1;

export const weeklyReportChecks: Check[] = [
  [
    'weekly report unsubscribe: forged, tampered and other accounts’ tokens refused (403) and slowed down (429); opening it changes nothing; a replay is harmless',
    () =>
      withServer({}, async (server) => {
        addOwner(server.app.db, BO.email, await hashPassword(BO.password, TEST_HASHING), 'owner');
        for (const [email, password] of [
          [OWNER.email, OWNER.password],
          [BO.email, BO.password],
        ]) {
          const session = await server.signIn(email, password);
          const answer = await server.request('PUT', '/api/admin/weekly-report', {
            session,
            payload: { subscribed: true },
          });
          assert.equal(answer.statusCode, 200, answer.body);
        }
        const { db } = server.app;
        const ana = findOwnerByEmail(db, OWNER.email)!.id;
        const bo = findOwnerByEmail(db, BO.email)!.id;
        const token = ownerLinkToken(db, PURPOSE, ana);
        const mac = token.split('.')[1]!;
        const otherKey = crypto.createHmac('sha256', 'not the server’s secret').update(`link|${PURPOSE}|${ana}`);
        const forged: Array<[string, string]> = [
          ['another account’s id with this one’s code', `${bo}.${mac}`],
          ['a code changed by one character', `${ana}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
          ['a code made with another key', `${ana}.${otherKey.digest('base64url')}`],
          ['a token made for another purpose', ownerLinkToken(db, 'device', ana)],
          ['no code', `${ana}`],
          ['no token', ''],
        ];
        for (const [what, wrong] of forged) {
          assert.equal((await unsubscribe(server, 'POST', wrong)).statusCode, 403, what);
        }
        assert.ok(subscribed(server, OWNER.email) && subscribed(server, BO.email), 'a forged token unsubscribed');
        // Opening the link (a mail scanner does) changes nothing.
        assert.equal((await unsubscribe(server, 'GET', token)).statusCode, 200);
        assert.ok(subscribed(server, OWNER.email), 'opening the link unsubscribed');
        // The one click, then the same again: only this account, and nothing more the second time.
        for (let i = 0; i < 2; i += 1) assert.equal((await unsubscribe(server, 'POST', token)).statusCode, 200);
        assert.ok(!subscribed(server, OWNER.email), 'the link did not unsubscribe');
        assert.ok(subscribed(server, BO.email), 'the link unsubscribed another account');
        const entries = db
          .prepare("SELECT COUNT(*) FROM activity_log WHERE action = 'weekly-report-off'")
          .pluck()
          .get();
        assert.equal(entries, 1, 'a replay was logged as another change');
        // Guessing: the address is slowed down like failed sign-ins.
        let status = 0;
        for (let guess = 0; guess < 40 && status !== 429; guess += 1) {
          status = (await unsubscribe(server, 'GET', `${bo}.${String(guess).padStart(43, 'A')}`)).statusCode;
          assert.ok([403, 429].includes(status), `guess ${guess}: ${status}`);
        }
        assert.equal(status, 429, 'guessing was never slowed down');
        assert.ok(subscribed(server, BO.email), 'a guess unsubscribed');
      }),
  ],
];
