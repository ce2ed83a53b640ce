// Content maintenance from the command line: export all content to one JSON file, import such a
// file (validated, all or nothing), read the contact messages, and back up or restore the database
// and the media. Uses the same environment as the server (DATABASE_PATH, CONTENT_DIR, MEDIA_DIR).
import { exitWith } from './lib/commandLine';
import fs from 'node:fs';
import path from 'node:path';
import { recordActivity } from './modules/auth';
import { BackupError, createBackup, createRotatedBackup } from './db/backup';
import { readConfig, type ServerConfig } from './config';
import { parseContentFile, type ContentFile } from './modules/content';
import { exportContent, publishParsed } from './modules/content';
import { openDatabase } from './db/database';
import { seedIfNeeded } from './modules/content';
import { listContactMessages } from './modules/contact';
import { restoreBackup } from './db/restore';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Characters that steer a terminal rather than show something: C0 and C1 controls (ESC starts colour
 * and cursor sequences, BEL rings, CR returns to the line start), DEL, and the bidi controls that
 * reorder text so one entry can pass for another.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n|[\r\u2028\u2029]/g;

/** A one-line field as it can safely be printed: breaks become spaces, controls go. */
export function printableLine(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ')
    .replace(/[\t\n]/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '');
}

/** A message as it can safely be printed: its lines kept, controls gone. */
export function printableText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(/\t/g, ' ').replace(CONTROL, '').replace(BIDI, '');
}

/**
 * JSON.stringify leaves DEL, C1, bidi and line-separator characters as they are: written as \u
 * escapes instead, the JSON reads back to exactly what was stored but cannot steer a terminal.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const USAGE = `Usage:
  tsx server/cli.ts export [file]        write all content as JSON (to stdout without a file)
  tsx server/cli.ts import <file>        publish the file's content as a new version (history and contact
                                          messages are kept)
  tsx server/cli.ts messages [--limit N] [--json]
                                          show the newest contact messages
  tsx server/cli.ts backup <dir>         back up the database and the media into a new folder (the server may run)
  tsx server/cli.ts backup <dir> --keep N
                                          the same into <dir>/<time>/, keeping the newest N backups there
  tsx server/cli.ts restore <dir> [--replace]
                                          check a backup and restore it into a stopped server's paths`;

/** `backup` and `restore`: they work on the files, so the database is not opened (or created) first. */
async function runBackupCommand(command: string, rest: string[], config: ServerConfig, io: CliIo): Promise<number> {
  const paths = { dbPath: config.DATABASE_PATH, mediaDir: config.MEDIA_DIR };
  const folder = rest.find((arg) => !arg.startsWith('--'));
  if (!folder) {
    io.err(`Name the backup folder: tsx server/cli.ts ${command} <dir>`);
    return 1;
  }
  try {
    if (command === 'restore') {
      const { manifest, setAside } = await restoreBackup(folder, paths, rest.includes('--replace'));
      io.err(
        `Restored the backup of ${manifest.createdAt} (${manifest.contactMessages} contact messages, ` +
          `${manifest.media.length} media files) into ${paths.dbPath} and ${paths.mediaDir}.`,
      );
      if (setAside) io.err(`What was there before is in ${setAside}.`);
      return 0;
    }
    const keepAt = rest.indexOf('--keep');
    if (keepAt < 0) {
      const manifest = await createBackup(paths, folder);
      io.err(
        `Backed up ${manifest.contactMessages} contact messages and ${manifest.media.length} media files to ${folder}.`,
      );
      return 0;
    }
    const keep = Number(rest[keepAt + 1]);
    if (!Number.isInteger(keep) || keep < 1) {
      io.err('--keep needs a whole number of 1 or more');
      return 1;
    }
    const rotated = await createRotatedBackup(paths, folder, keep);
    io.err(
      `Backed up ${rotated.manifest.contactMessages} contact messages and ${rotated.manifest.media.length} media files to ${rotated.folder}.`,
    );
    for (const name of rotated.deleted) io.err(`Deleted the older backup ${path.join(folder, name)}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.err(error.message);
    return 1;
  }
}

/** Every stored path the content mentions, to warn about files missing from the media folder. */
function storedPaths(content: ContentFile): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/\.(jpe?g|png|webp|avif|svg|gif|pdf|mp4|webm)$/i.test(value) && !/^https?:|^\//i.test(value) && key !== 'url')
        found.add(value);
    } else if (Array.isArray(value)) {
      value.forEach((v) => visit(v, key));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(content, '');
  return [...found].sort();
}

export async function runCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command ? 0 : 1;
  }
  const config = readConfig(env);
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, rest, config, io);
  const db = openDatabase(config.DATABASE_PATH);
  try {
    // The demo content goes in first, exactly as on the server's first start, so a later server
    // start never mistakes an imported database for an empty one.
    seedIfNeeded(db, config.CONTENT_DIR);

    switch (command) {
      case 'export': {
        const json = `${JSON.stringify(exportContent(db), null, 2)}\n`;
        const file = rest[0];
        if (!file) {
          io.out(json.trimEnd());
          return 0;
        }
        fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
        fs.writeFileSync(file, json);
        io.err(`Exported all content to ${file}`);
        return 0;
      }

      case 'import': {
        const file = rest[0];
        if (!file) {
          io.err('Name the file to import: tsx server/cli.ts import <file>');
          return 1;
        }
        let raw: unknown;
        try {
          raw = JSON.parse(fs.readFileSync(file, 'utf8'));
        } catch (error) {
          io.err(`Cannot read ${file} as JSON: ${(error as Error).message}`);
          return 1;
        }
        const parsed = parseContentFile(raw);
        if (!parsed.ok) {
          io.err(`${file} was not imported; nothing changed. Fix these fields:\n${parsed.problems}`);
          return 1;
        }
        let version: number;
        try {
          version = publishParsed(db, parsed.content, {
            source: 'import',
            author: 'content:import',
            note: `Imported from ${path.basename(file)}`,
          }).id;
          recordActivity(db, {
            action: 'content-imported',
            account: null,
            address: 'command line',
            detail: `version ${version}, from ${path.basename(file)}`,
          });
        } catch (error) {
          io.err(`${file} was not imported; nothing changed: ${(error as Error).message}`);
          return 1;
        }
        const missing = storedPaths(parsed.content).filter((p) => !fs.existsSync(path.join(config.MEDIA_DIR, p)));
        for (const p of missing) io.err(`warning: ${p} is not in ${config.MEDIA_DIR}`);
        const c = parsed.content;
        io.err(
          `Imported ${file} as version ${version}: ${c.services.length} services, ${c.productCategories.length} product categories ` +
            `(${c.productCategories.reduce((n, cat) => n + cat.products.length, 0)} products), ` +
            `${c.galleryItems.length} gallery images, ${c.testimonials.length} testimonials.`,
        );
        return 0;
      }

      case 'messages': {
        const limitAt = rest.indexOf('--limit');
        const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : 50;
        if (!Number.isInteger(limit) || limit < 1) {
          io.err('--limit needs a whole number of 1 or more');
          return 1;
        }
        const messages = listContactMessages(db, limit);
        // What visitors sent is stored as sent; only its printing is made safe for a terminal.
        if (rest.includes('--json')) {
          io.out(terminalSafeJson(messages));
          return 0;
        }
        if (messages.length === 0) {
          io.out('No contact messages yet.');
          return 0;
        }
        for (const m of messages) {
          const who = `${printableLine(m.first_name)} ${printableLine(m.last_name)} <${printableLine(m.email)}>`;
          io.out(`#${m.id}  ${m.created_at}  ${who}  ${printableLine(m.mobile)}`);
          io.out(`    ${printableText(m.message).replace(/\s*\n\s*/g, '\n    ')}`);
          io.out('');
        }
        return 0;
      }

      default:
        io.err(`Unknown command "${command}".\n${USAGE}`);
        return 1;
    }
  } finally {
    db.close();
  }
}

if (require.main === module) {
  exitWith(
    runCli(process.argv.slice(2), process.env, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    }),
  );
}
