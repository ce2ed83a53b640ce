// Owner accounts from the command line: add, passwd, list and remove, through the same function the
// npm scripts run, and once as a real process reading the password from a pipe.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { findOwnerByEmail } from '../../server/modules/auth/owners';
import { verifyPassword } from '../../server/modules/auth/passwords';
import { runOwnerCli, type OwnerCliIo } from '../../server/ownerCli';

const root = path.resolve(__dirname, '../..');
let tmp: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-owner-cli-'));
  env = { DATABASE_PATH: path.join(tmp, 'salon.sqlite') };
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Runs a command with the given answers to its questions, as a person at a terminal would type them. */
async function cli(args: string[], answers: string[] = [], { interactive = true, confirm = true } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const io: OwnerCliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    secret: async (prompt) => {
      asked.push(prompt);
      return answers.shift() ?? null;
    },
    confirm: async () => confirm,
    interactive,
  };
  const code = await runOwnerCli(args, env, io);
  return { code, out: out.join('\n'), err: err.join('\n'), asked };
}

function owner(email: string) {
  const db = openDatabase(env.DATABASE_PATH!);
  try {
    return findOwnerByEmail(db, email);
  } finally {
    db.close();
  }
}

it('adds an owner after asking for the password twice, stored as an argon2id hash', async () => {
  const result = await cli(['add', 'Ana@Example.com'], ['a calm long pass phrase', 'a calm long pass phrase']);
  expect(result.code).toBe(0);
  expect(result.asked).toHaveLength(2);
  expect(result.out).toContain('Added ana@example.com');
  const added = owner('ana@example.com')!;
  expect(added.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(added.password_hash!, 'a calm long pass phrase')).toBe(true);
  // Never the password itself, anywhere the command writes.
  expect(`${result.out}${result.err}`).not.toContain('a calm long pass phrase');
});

it('asks again when the two passwords differ or a password breaks a rule, and gives up after three tries', async () => {
  const result = await cli(
    ['add', 'ana@example.com'],
    ['a calm long pass phrase', 'a different one', 'short', 'password1234'],
  );
  expect(result.code).toBe(1);
  expect(result.err).toContain('The two passwords are not the same.');
  expect(result.err).toMatch(/at least 12 characters/);
  expect(result.err).toMatch(/most common/);
  expect(owner('ana@example.com')).toBeUndefined();
});

it('refuses an address that is not one, and an owner that exists', async () => {
  expect((await cli(['add', 'not-an-email'], ['a calm long pass phrase'])).err).toMatch(/not a valid email/);
  expect((await cli(['add', 'ana@exa\u200Bmple.com'], ['a calm long pass phrase'])).code).toBe(1);
  await cli(['add', 'ana@example.com'], ['a calm long pass phrase', 'a calm long pass phrase']);
  const again = await cli(['add', 'ANA@example.com'], ['another long phrase', 'another long phrase']);
  expect(again.code).toBe(1);
  expect(again.err).toMatch(/has an account already.*owner:passwd/);
});

it('sets a new password, ending the owner’s sessions', async () => {
  await cli(['add', 'ana@example.com'], ['a calm long pass phrase', 'a calm long pass phrase']);
  const db = openDatabase(env.DATABASE_PATH!);
  db.prepare(
    "INSERT INTO owner_sessions (id_hash, owner_id, data, created_at, seen_at) VALUES ('h', ?, '{}', 0, 0)",
  ).run(owner('ana@example.com')!.id);
  db.close();
  const result = await cli(['passwd', 'ana@example.com'], ['a new calm pass phrase', 'a new calm pass phrase']);
  expect(result.code).toBe(0);
  expect(result.out).toMatch(/signed them out everywhere \(1\)/);
  expect(await verifyPassword(owner('ana@example.com')!.password_hash!, 'a new calm pass phrase')).toBe(true);
  expect((await cli(['passwd', 'nobody@example.com'], [])).err).toMatch(/No account has the email/);
});

/** The password's two answers (each run takes its answers from the list it is given). */
const phrase = () => ['a calm long pass phrase', 'a calm long pass phrase'];

it('lists the accounts with their roles, and removes one after asking', async () => {
  expect((await cli(['list'])).out).toMatch(/No accounts yet.*owner:add/);
  await cli(['add', 'ana@example.com'], phrase());
  await cli(['add', 'eli@example.com', '--role', 'editor'], phrase());
  expect((await cli(['list'])).out.split('\n')).toEqual([
    expect.stringMatching(/^ana@example\.com {2}Owner {2}added \S+ {2}last sign-in never {2}0 sessions$/),
    expect.stringMatching(/^eli@example\.com {2}Editor {2}added /),
  ]);
  expect((await cli(['remove', 'eli@example.com'], [], { confirm: false })).code).toBe(1);
  expect(owner('eli@example.com')).toBeDefined();
  expect((await cli(['remove', 'eli@example.com'])).out).toBe('Removed eli@example.com.');
  expect(owner('eli@example.com')).toBeUndefined();
});

it('gives an account another role, but never leaves the salon without an owner', async () => {
  await cli(['add', 'ana@example.com'], phrase());
  await cli(['add', 'fran@example.com', '--role', 'front-desk'], phrase());
  expect(owner('fran@example.com')!.role).toBe('front-desk');
  for (const args of [
    ['role', 'ana@example.com', 'editor'],
    ['remove', 'ana@example.com'],
  ]) {
    const refused = await cli(args);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/must keep an owner/);
  }
  expect(owner('ana@example.com')!.role).toBe('owner');
  expect((await cli(['role', 'fran@example.com', 'owner'])).code).toBe(0);
  expect((await cli(['role', 'ana@example.com', 'editor'])).out).toMatch(/role is Editor/);
  expect(owner('ana@example.com')!.role).toBe('editor');
  expect((await cli(['remove', 'ana@example.com'])).code).toBe(0);
  expect((await cli(['role', 'fran@example.com', 'boss'])).err).toContain('owner:role');
});

it('records what it does in the activity log, from the command line', async () => {
  await cli(['add', 'ana@example.com'], phrase());
  await cli(['add', 'bo@example.com'], phrase());
  await cli(['passwd', 'ana@example.com'], ['a new calm pass phrase', 'a new calm pass phrase']);
  await cli(['role', 'ana@example.com', 'editor']);
  await cli(['remove', 'ana@example.com']);
  const db = openDatabase(env.DATABASE_PATH!);
  const log = db
    .prepare("SELECT account, address, action FROM activity_log WHERE account = 'ana@example.com' ORDER BY id")
    .all();
  db.close();
  expect(log).toEqual(
    ['owner-added', 'password-changed', 'role-changed', 'owner-removed'].map((action) => ({
      account: 'ana@example.com',
      address: 'command line',
      action,
    })),
  );
});

it('shows its usage for anything else', async () => {
  for (const args of [
    [],
    ['add'],
    ['frobnicate'],
    ['add', 'a@example.com', 'extra'],
    ['add', 'a@example.com', '--role', 'boss'],
    ['role', 'a@example.com'],
    ['list', 'a@example.com'],
  ]) {
    const result = await cli(args);
    expect(result.code).toBe(1);
    expect(result.err).toContain('npm run owner:add -- <email>');
  }
});

it('reads the password from standard input when it is not a terminal, and never prints it', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/ownerCli.ts', 'add', 'piped@example.com'], {
    cwd: root,
    env: { ...process.env, ...env },
    input: 'a piped long pass phrase\n',
    encoding: 'utf8',
  });
  expect(run.stderr).not.toContain('a piped long pass phrase');
  expect(run.stdout).not.toContain('a piped long pass phrase');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Added piped@example.com');
  return verifyPassword(owner('piped@example.com')!.password_hash!, 'a piped long pass phrase').then((ok) =>
    expect(ok).toBe(true),
  );
});
