// The W3C Nu Html Checker (vnu-jar, on Java) over documents a test holds, errors only: for the
// server's tests (an email's HTML) and the browser's (e2e/htmlChecker.spec.ts, pages as drawn).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const VNU_JAR = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

interface Message {
  type: string;
  subType?: string;
  message: string;
  url: string;
  extract?: string;
}

/**
 * The checker's errors about each document, each named "<name>: <message>"; none when all pass.
 * `ignore`: messages about what the checker itself does not know yet, not about the document.
 */
export function nuErrors(documents: Record<string, string>, ignore: readonly RegExp[] = []): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-vnu-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map((f) => f.file)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // The checker ran and answered: its report is JSON on stderr, whether or not it found errors.
    if (run.error || !run.stderr.includes('"messages"')) {
      throw new Error(`The Nu Html Checker did not run: ${run.error?.message ?? run.stderr}`);
    }
    const { messages = [] } = JSON.parse(run.stderr) as { messages?: Message[] };
    const nameOf = (url: string) => files.find((f) => url.endsWith(`/${path.basename(f.file)}`))?.name ?? url;
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !ignore.some((gap) => gap.test(m.message)))
      .map((m) => `${nameOf(m.url)}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 120)})` : ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
