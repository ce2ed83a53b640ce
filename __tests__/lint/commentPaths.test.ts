// Comments stay true to the tree: a path a comment names (`src/…`, `server/…`, `e2e/…`, a test or
// bench file, a doc page) exists, from the project's root or from the comment's own folder. A file
// moved or renamed leaves no comment pointing at where it was.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The folders whose code is read, and what a comment's path may start with. */
const CODE = ['src', 'server', 'e2e', '__tests__', 'scripts', 'bench', 'deploy', '.ci'];
const TOPS = [...CODE, 'docs'];

/** What the build, the tests and the benchmarks write: named in comments, never in the tree. */
const WRITTEN = /^(bench\/results|dist|test-results|qa-replay|shots)(\/|$)/;

/** Folders of code that are data, not code. */
const SKIPPED = new Set(['node_modules', 'media', 'recordings']);

const CODE_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css|sh)$/;
/** How a module is named without its extension. */
const ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

const PATH = new RegExp(
  `(?<![\\w./@-])(?:\\.{1,2}/)?(?:${TOPS.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./-]*\\w`,
  'g',
);

/** The text of a line's comment: after `//` or `/*`, or a line of a block comment, or after `#` in a script. */
function commentOf(line: string, shell: boolean): string | null {
  const match = (shell ? /(?:^|\s)#(.*)$/ : /(?:\/\/|\/\*|^\s*\*)(.*)$/).exec(line);
  return match?.[1] ?? null;
}

/** The paths the comments of a file's text name that do not exist: `line: path`. */
function missingPaths(file: string, text: string): string[] {
  const missing: string[] = [];
  const shell = file.endsWith('.sh') || !path.extname(file);
  text.split('\n').forEach((line, index) => {
    const comment = commentOf(line, shell);
    if (!comment) return;
    for (const [name] of comment.matchAll(PATH)) {
      const clean = name.replace(/\/$/, '');
      if (WRITTEN.test(clean.replace(/^(\.{1,2}\/)+/, ''))) continue;
      const found = [ROOT, path.dirname(file)].some((base) =>
        ENDINGS.some((ending) => fs.existsSync(path.resolve(base, clean + ending))),
      );
      if (!found) missing.push(`${index + 1}: ${clean}`);
    }
  });
  return missing;
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(full);
    return CODE_FILE.test(entry.name) || dir.endsWith('.ci') ? [full] : [];
  });
}

it('names no file or folder that is not in the tree', () => {
  // This file's probe below names missing files on purpose.
  const files = CODE.filter((top) => fs.existsSync(path.join(ROOT, top)))
    .flatMap((top) => codeFiles(path.join(ROOT, top)))
    .filter((file) => file !== __filename);
  expect(files.length).toBeGreaterThan(100);
  const stale = files.flatMap((file) =>
    missingPaths(file, fs.readFileSync(file, 'utf8')).map((where) => `${path.relative(ROOT, file)}:${where}`),
  );
  expect(stale).toEqual([]);
});

it('finds a comment naming a file that is gone, and passes one that names a file here', () => {
  const file = path.join(ROOT, 'server/lintProbe.ts');
  const text = [
    '// Moved long ago: server/modules/gone/routes.ts and __tests__/site/nowhere.',
    '/* Still here: server/app.ts, src/renderPage (a module), and ./index. */',
    ' * The build writes dist/index.html; the bench, bench/results/RESULTS.md.',
    "const code = 'server/not-a-comment.ts';",
  ].join('\n');
  expect(missingPaths(file, text)).toEqual(['1: server/modules/gone/routes.ts', '1: __tests__/site/nowhere']);
});
