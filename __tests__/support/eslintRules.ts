// Runs the project's ESLint on some files, as `npm run lint` would: the rule ids it reports, per file.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null }[];
}

/** The rule ids ESLint reports for each file (by absolute path), linted together. */
export async function eslintRuleIds(files: string[]): Promise<Map<string, (string | null)[]>> {
  // ESLint exits 1 when it finds problems; its JSON report is what matters.
  const output = await promisify(execFile)(process.execPath, [eslint, '--format', 'json', ...files], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? '[]',
  );
  const results = JSON.parse(output) as LintResult[];
  return new Map(results.map((result) => [result.filePath, result.messages.map((m) => m.ruleId)]));
}
