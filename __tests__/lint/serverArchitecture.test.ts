// The server's architecture, shown failing: a module is reached only through its index.ts, which names
// each export (no export *), the shared helpers and plugins import no module, and a PDF is read only
// by the encoder process's files (ESLint rules, run on probe files in a copy of the project); no
// files import each other in a circle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintedProbes } from '../support/eslintRules';
import { importCircles } from '../support/importCircles';

const root = path.resolve(__dirname, '../..');
const cleanUp: string[] = [];

afterAll(() => {
  for (const item of cleanUp) fs.rmSync(item, { force: true, recursive: true });
});

function write(file: string, code: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, code);
  return file;
}

const PARTS = 'export const probe = 1;\n\nexport type Probe = number;\n';
const SEED = "import { seedIfNeeded } from '../modules/content';\n\nexport const probe = seedIfNeeded;\n";

/** Each probe: where it goes in the tree, and its code. */
const PROBES = {
  deep: [
    'server/modules/media/lintProbeDeep.ts',
    "import { parseContentFile } from '../content/schema';\n\nexport const probe = parseContentFile;\n",
  ],
  fromServer: [
    'server/db/lintProbeDeep.ts',
    "import { seedIfNeeded } from '../modules/content/seed';\n\nexport const probe = seedIfNeeded;\n",
  ],
  throughIndex: [
    'server/modules/media/lintProbeIndex.ts',
    "import { parseContentFile } from '../content';\n\nexport const probe = parseContentFile;\n",
  ],
  ownFile: [
    'server/modules/content/lintProbeOwn.ts',
    "import { parseContentFile } from './schema';\n\nexport const probe = parseContentFile;\n",
  ],
  helper: ['server/lib/lintProbeModule.ts', SEED],
  plugin: ['server/plugins/lintProbeModule.ts', SEED],
  helperOfHelper: ['server/lib/lintProbeHelper.ts', "import { toCsv } from './csv';\n\nexport const probe = toCsv;\n"],
  allParts: ['server/modules/lintprobeall/parts.ts', PARTS],
  typesParts: ['server/modules/lintprobetypes/parts.ts', PARTS],
  namedParts: ['server/modules/lintprobenamed/parts.ts', PARTS],
  everything: ['server/modules/lintprobeall/index.ts', "export * from './parts';\n"],
  typesOnly: ['server/modules/lintprobetypes/index.ts', "export type * from './parts';\n"],
  named: ['server/modules/lintprobenamed/index.ts', "export { probe, type Probe } from './parts';\n"],
  pdfRead: [
    'server/modules/media/lintProbePdfRead.ts',
    "import { PDFDocument } from 'pdf-lib';\n\nexport const probe = PDFDocument;\n",
  ],
  pdfTypes: [
    'server/modules/media/lintProbePdfTypes.ts',
    "import type { PDFDocument } from 'pdf-lib';\n\nexport type Probe = PDFDocument;\n",
  ],
} as const;

// One ESLint run for every probe: most of this file's time.
const rulesOf = lintedProbes(PROBES);

it("fails a deep import of another module's file, and passes the same import through its index", () => {
  expect(rulesOf('deep')).toEqual(['import-x/no-restricted-paths']);
  expect(rulesOf('fromServer')).toEqual(['import-x/no-restricted-paths']);
  expect(rulesOf('throughIndex')).toEqual([]);
  expect(rulesOf('ownFile')).toEqual([]);
});

it('fails a helper of server/lib or a plugin importing a module, and passes a helper importing a helper', () => {
  expect(rulesOf('helper')).toEqual(['import-x/no-restricted-paths']);
  expect(rulesOf('plugin')).toEqual(['import-x/no-restricted-paths']);
  expect(rulesOf('helperOfHelper')).toEqual([]);
});

it("fails export * in a module's index.ts, types only too, and passes the same surface named", () => {
  expect(rulesOf('everything')).toEqual(['no-restricted-syntax']);
  expect(rulesOf('typesOnly')).toEqual(['no-restricted-syntax']);
  expect(rulesOf('named')).toEqual([]);
  expect(rulesOf('allParts')).toEqual([]);
});

it('fails pdf-lib or pdf.js read outside the files the encoder process runs, and passes their types', () => {
  expect(rulesOf('pdfRead')).toEqual(['@typescript-eslint/no-restricted-imports']);
  expect(rulesOf('pdfTypes')).toEqual([]);
});

it('finds no import circle in the server nor in the site, type imports and lazy ones included', () => {
  expect(importCircles(path.join(root, 'server'), { typeImports: true, lazyImports: true })).toEqual([]);
  expect(importCircles(path.join(root, 'src'), { typeImports: true, lazyImports: true })).toEqual([]);
});

it('fails on a circle, also one made by a type import or a lazy import, and passes a chain', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-circles-'));
  cleanUp.push(dir);
  write(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b() + 1;\n");
  write(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => (a.length ? 1 : 0);\n");
  write(path.join(dir, 'typed/store.ts'), "import type { Db } from './db';\nexport const store = (db: Db) => db;\n");
  write(path.join(dir, 'typed/db.ts'), "import { store } from './store';\nexport type Db = object;\nstore({});\n");
  write(path.join(dir, 'lazy/watcher.ts'), "export const watch = () => import('./worker');\n");
  write(
    path.join(dir, 'lazy/worker.ts'),
    "import type { watch } from './watcher';\nexport type Watch = typeof watch;\n",
  );
  write(path.join(dir, 'chain/top.ts'), "import { low } from './low';\nexport const top = low;\n");
  write(path.join(dir, 'chain/low.ts'), 'export const low = 1;\n');

  expect(importCircles(dir, { typeImports: true, lazyImports: true })).toEqual(
    expect.arrayContaining([
      ['a.ts', 'b.ts'],
      ['typed/db.ts', 'typed/store.ts'],
      ['lazy/watcher.ts', 'lazy/worker.ts'],
    ]),
  );
  expect(importCircles(dir, { typeImports: true, lazyImports: true })).toHaveLength(3);
  expect(importCircles(dir, { typeImports: true })).toHaveLength(2);
  expect(importCircles(dir, { typeImports: false })).toEqual([['a.ts', 'b.ts']]);
});

it('keeps the server findable: at most 8 files at its root, none of its files over 250 lines', () => {
  const server = path.join(root, 'server');
  const atRoot = fs.readdirSync(server, { withFileTypes: true }).filter((entry) => entry.isFile());
  expect(atRoot.length).toBeLessThanOrEqual(8);
  const long = fs
    .readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(server, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > 250);
  expect(long).toEqual([]);
});
