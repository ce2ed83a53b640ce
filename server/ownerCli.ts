// The area's accounts, managed from the server's command line (beside the owners' team page):
//   npm run owner:add -- <email> [--role editor|front-desk]
//                                     asks for the password twice, never echoing it; an owner's
//                                     account unless another role is given
//   npm run owner:passwd -- <email>   sets a new (or a first) password and signs the owner out
//                                     everywhere (and turns off a passkey requirement: the way back in)
//   npm run owner:list
//   npm run owner:role -- <email> <owner|editor|front-desk>
//   npm run owner:remove -- <email>   (never the last owner)
// Piped (for scripts), the password is standard input's first line. The server's environment (DATABASE_PATH).
import { exitWith, pipedLines } from './lib/commandLine';
import { read } from 'read';
import { isRole, roleLabels, type Role } from '../src/api/adminContract';
import {
  addOwner,
  DEFAULT_HASH_PARAMETERS,
  endOwnerSessions,
  findOwnerByEmail,
  hashPassword,
  hasPassword,
  LAST_OWNER_MESSAGE,
  listOwners,
  normaliseEmail,
  ownerEmailProblem,
  passwordProblem,
  recordActivity,
  releasePasskeyRequirement,
  removeOwner,
  setPasswordHash,
  setRole,
} from './modules/auth';
import { readConfig } from './config';
import { openDatabase, type Db } from './db/database';

export interface OwnerCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks for a secret without echoing it; null when there is nothing more to read. */
  secret: (prompt: string) => Promise<string | null>;
  /** Asks a yes/no question; null when no one can answer (not a terminal). */
  confirm: (question: string) => Promise<boolean | null>;
  /** Whether a person is typing (a terminal): then the password is asked twice. */
  interactive: boolean;
}

const USAGE = `Usage:
  npm run owner:add -- <email> [--role editor|front-desk]
                                    create an account, an owner's unless another role is given
                                    (asks for the password)
  npm run owner:passwd -- <email>   set a new password, or a first one (ends the account's
                                    sessions, turns off a passkey requirement)
  npm run owner:list                list the accounts with their roles
  npm run owner:role -- <email> <owner|editor|front-desk>
                                    give an account another role
  npm run owner:remove -- <email>   remove an account (ends its sessions; never the last owner)`;

const CLI_ADDRESS = 'command line';

/** A new password, asked twice at a terminal, checked against the rules; null after three tries. */
async function newPassword(io: OwnerCliIo, email: string): Promise<string | null> {
  for (let attempt = 0; attempt < (io.interactive ? 3 : 1); attempt += 1) {
    const password = await io.secret('New password: ');
    if (password === null || password === '') {
      io.err('No password was given.');
      return null;
    }
    const problem = passwordProblem(password, email);
    if (problem) {
      io.err(problem);
      continue;
    }
    if (io.interactive && (await io.secret('The same password again: ')) !== password) {
      io.err('The two passwords are not the same.');
      continue;
    }
    return password;
  }
  return null;
}

async function add(db: Db, io: OwnerCliIo, email: string, role: Role): Promise<number> {
  const problem = ownerEmailProblem(email);
  if (problem) {
    io.err(problem);
    return 1;
  }
  if (findOwnerByEmail(db, email)) {
    io.err(`${normaliseEmail(email)} has an account already. To set a new password: npm run owner:passwd -- ${email}`);
    return 1;
  }
  const password = await newPassword(io, normaliseEmail(email));
  if (password === null) return 1;
  const owner = addOwner(db, email, await hashPassword(password, DEFAULT_HASH_PARAMETERS), role);
  recordActivity(db, {
    action: 'owner-added',
    account: owner.email,
    address: CLI_ADDRESS,
    detail: roleLabels[owner.role],
  });
  io.out(`Added ${owner.email} (${roleLabels[owner.role]}). Sign in at /login on the site.`);
  return 0;
}

/** The owner with this email, or null after saying there is none. */
function ownerNamed(db: Db, io: OwnerCliIo, email: string) {
  const owner = findOwnerByEmail(db, email);
  if (!owner) io.err(`No account has the email ${normaliseEmail(email)}. See them with: npm run owner:list`);
  return owner ?? null;
}

async function passwd(db: Db, io: OwnerCliIo, email: string): Promise<number> {
  const owner = ownerNamed(db, io, email);
  if (!owner) return 1;
  const password = await newPassword(io, owner.email);
  if (password === null) return 1;
  setPasswordHash(db, owner.id, await hashPassword(password, DEFAULT_HASH_PARAMETERS), true);
  const ended = endOwnerSessions(db, owner.id);
  recordActivity(db, {
    action: hasPassword(owner) ? 'password-changed' : 'password-set',
    account: owner.email,
    address: CLI_ADDRESS,
    detail: ended > 0 ? `${ended} ${ended === 1 ? 'session' : 'sessions'} ended` : undefined,
  });
  io.out(`Set a new password for ${owner.email}${ended > 0 ? ` and signed them out everywhere (${ended})` : ''}.`);
  // This command is the way back in for an owner who lost every passkey and recovery code: a
  // requirement left on would make the new password useless. Whoever runs it holds the server.
  if (releasePasskeyRequirement(db, owner.id)) {
    recordActivity(db, {
      action: 'passkey-not-required',
      account: owner.email,
      address: CLI_ADDRESS,
      detail: 'Turned off by owner:passwd; recovery codes removed',
    });
    io.out(
      'A passkey is no longer required to sign in, and the recovery codes are gone. The passkeys are kept: ' +
        'after signing in, remove any that is lost and require a passkey again on the Account page.',
    );
  }
  return 0;
}

function list(db: Db, io: OwnerCliIo): number {
  const owners = listOwners(db);
  if (owners.length === 0) {
    io.out('No accounts yet. Create an owner with: npm run owner:add -- <email>');
    return 0;
  }
  const sessions = db.prepare('SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = ?');
  for (const owner of owners) {
    const active = (sessions.get(owner.id) as { n: number }).n;
    io.out(
      `${owner.email}  ${roleLabels[owner.role]}  added ${owner.created_at}  last sign-in ${owner.last_sign_in_at ?? 'never'}  ` +
        `${active} ${active === 1 ? 'session' : 'sessions'}${hasPassword(owner) ? '' : '  passkeys only, no password'}`,
    );
  }
  return 0;
}

async function remove(db: Db, io: OwnerCliIo, email: string): Promise<number> {
  const owner = ownerNamed(db, io, email);
  if (!owner) return 1;
  const sure = await io.confirm(`Remove ${owner.email}? They are signed out at once. [y/N] `);
  if (sure === false) {
    io.err('Nothing was removed.');
    return 1;
  }
  if (!removeOwner(db, owner.id)) {
    io.err(LAST_OWNER_MESSAGE);
    return 1;
  }
  recordActivity(db, { action: 'owner-removed', account: owner.email, address: CLI_ADDRESS });
  io.out(`Removed ${owner.email}.`);
  return 0;
}

function changeRole(db: Db, io: OwnerCliIo, email: string, role: Role): number {
  const owner = ownerNamed(db, io, email);
  if (!owner) return 1;
  if (owner.role !== role) {
    if (!setRole(db, owner.id, role)) {
      io.err(LAST_OWNER_MESSAGE);
      return 1;
    }
    recordActivity(db, {
      action: 'role-changed',
      account: owner.email,
      address: CLI_ADDRESS,
      detail: `${owner.email}: ${roleLabels[owner.role]} → ${roleLabels[role]}`,
    });
  }
  io.out(`${owner.email}'s role is ${roleLabels[role]} from their next request.`);
  return 0;
}

type Command =
  | { command: 'list' }
  | { command: 'passwd' | 'remove'; email: string }
  | { command: 'add' | 'role'; email: string; role: Role };

/** The command's words: its name, the email, and the role where it takes one (`--role` for add). */
function parseArgs([command, email, ...rest]: string[]): Command | null {
  if (command === 'list') return email === undefined ? { command } : null;
  if (!email) return null;
  if (command === 'add') {
    if (rest.length === 0) return { command, email, role: 'owner' };
    return rest.length === 2 && rest[0] === '--role' && isRole(rest[1]) ? { command, email, role: rest[1] } : null;
  }
  if (command === 'role') return rest.length === 1 && isRole(rest[0]) ? { command, email, role: rest[0] } : null;
  return (command === 'passwd' || command === 'remove') && rest.length === 0 ? { command, email } : null;
}

export async function runOwnerCli(args: string[], env: NodeJS.ProcessEnv, io: OwnerCliIo): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    io.err(USAGE);
    return 1;
  }
  const db = openDatabase(readConfig(env).DATABASE_PATH);
  try {
    if (parsed.command === 'list') return list(db, io);
    if (parsed.command === 'add') return await add(db, io, parsed.email, parsed.role);
    if (parsed.command === 'passwd') return await passwd(db, io, parsed.email);
    if (parsed.command === 'role') return changeRole(db, io, parsed.email, parsed.role);
    return await remove(db, io, parsed.email);
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const interactive = Boolean(process.stdin.isTTY);
  // Standard input is read only when a password is wanted from it.
  let nextLine: (() => Promise<string | null>) | undefined;
  // Prompts go to standard error, so that standard output holds only the results.
  const ask = async (prompt: string, silent: boolean) => {
    const answer = await read({ prompt, silent, replace: '', input: process.stdin, output: process.stderr });
    // A hidden answer leaves the cursor after the prompt: the next line starts on a line of its own.
    if (silent) process.stderr.write('\n');
    return answer;
  };
  exitWith(
    runOwnerCli(process.argv.slice(2), process.env, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      secret: (prompt) => (interactive ? ask(prompt, true) : (nextLine ??= pipedLines(process.stdin))()),
      confirm: async (question) => (interactive ? /^y(es)?$/i.test((await ask(question, false)).trim()) : null),
      interactive,
    }),
  );
}
