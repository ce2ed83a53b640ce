// Runs the project's ESLint on some files, as `npm run lint` would: the rule ids it reports, per file.
// Probe files (code written to show a rule failing) are linted in a copy of the project's source and
// configuration, never in the tree itself, where the lint, the type check and the tests running
// beside them would see them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null }[];
}

/** The rule ids ESLint reports for each file (by absolute path), linted together from `cwd`. */
export async function eslintRuleIds(files: string[], cwd = root): Promise<Map<string, (string | null)[]>> {
  // ESLint exits 1 when it finds problems; its JSON report is what matters.
  const output = await promisify(execFile)(process.execPath, [eslint, '--format', 'json', ...files], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? '[]',
  );
  const results = JSON.parse(output) as LintResult[];
  return new Map(results.map((result) => [result.filePath, result.messages.map((m) => m.ruleId)]));
}

/** The folders of code probes may sit among; the media the server's content holds stays behind. */
const CODE = ['src', 'server'];
const MEDIA = path.join('server', 'content', 'media');

/**
 * The rule ids ESLint reports for each probe (its path in the project, and its code), linted
 * together in a copy of the project: its configuration files and code folders, its node_modules linked.
 */
export async function lintProbes(probes: Record<string, string>): Promise<Map<string, (string | null)[]>> {
  const copy = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'salon-lint-probes-')));
  try {
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      if (entry.isFile()) fs.copyFileSync(path.join(root, entry.name), path.join(copy, entry.name));
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    for (const folder of CODE) {
      fs.cpSync(path.join(root, folder), path.join(copy, folder), {
        recursive: true,
        filter: (source) => !path.relative(root, source).startsWith(MEDIA),
      });
    }
    for (const [file, code] of Object.entries(probes)) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.writeFileSync(path.join(copy, file), code);
    }
    const rules = await eslintRuleIds(
      Object.keys(probes).map((file) => path.join(copy, file)),
      copy,
    );
    return new Map([...rules].map(([file, ids]) => [path.relative(copy, file), ids]));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Lints a test file's probes (each: its path in the project, and its code) in one ESLint run before
 * its tests, and gives the rule ids each probe got, by the probe's key.
 */
export function lintedProbes<Key extends string>(
  probes: Record<Key, readonly [string, string]>,
): (probe: Key) => (string | null)[] | undefined {
  let rules = new Map<string, (string | null)[]>();
  beforeAll(async () => {
    rules = await lintProbes(Object.fromEntries(Object.values<readonly [string, string]>(probes)));
  }, 120_000);
  return (probe) => rules.get(probes[probe][0]);
}
