// The server's architecture, shown failing: a module is reached only through its index.ts, which names
// each export (no export *), the shared helpers and plugins import no module, and a PDF is read only
// by the encoder process's files (ESLint rules, run on probe files in a copy of the project); no
// files import each other in a circle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintProbes } from '../support/eslintRules';
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

it("fails a deep import of another module's file, and passes the same import through its index", async () => {
  const deep = 'server/modules/media/lintProbeDeep.ts';
  const fromServer = 'server/db/lintProbeDeep.ts';
  const throughIndex = 'server/modules/media/lintProbeIndex.ts';
  const ownFile = 'server/modules/content/lintProbeOwn.ts';
  const rules = await lintProbes({
    [deep]: "import { parseContentFile } from '../content/schema';\n\nexport const probe = parseContentFile;\n",
    [fromServer]: "import { seedIfNeeded } from '../modules/content/seed';\n\nexport const probe = seedIfNeeded;\n",
    [throughIndex]: "import { parseContentFile } from '../content';\n\nexport const probe = parseContentFile;\n",
    [ownFile]: "import { parseContentFile } from './schema';\n\nexport const probe = parseContentFile;\n",
  });

  expect(rules.get(deep)).toEqual(['import-x/no-restricted-paths']);
  expect(rules.get(fromServer)).toEqual(['import-x/no-restricted-paths']);
  expect(rules.get(throughIndex)).toEqual([]);
  expect(rules.get(ownFile)).toEqual([]);
}, 120_000);

it('fails a helper of server/lib or a plugin importing a module, and passes a helper importing a helper', async () => {
  const helper = 'server/lib/lintProbeModule.ts';
  const plugin = 'server/plugins/lintProbeModule.ts';
  const helperOfHelper = 'server/lib/lintProbeHelper.ts';
  const rules = await lintProbes({
    [helper]: "import { seedIfNeeded } from '../modules/content';\n\nexport const probe = seedIfNeeded;\n",
    [plugin]: "import { seedIfNeeded } from '../modules/content';\n\nexport const probe = seedIfNeeded;\n",
    [helperOfHelper]: "import { toCsv } from './csv';\n\nexport const probe = toCsv;\n",
  });

  expect(rules.get(helper)).toEqual(['import-x/no-restricted-paths']);
  expect(rules.get(plugin)).toEqual(['import-x/no-restricted-paths']);
  expect(rules.get(helperOfHelper)).toEqual([]);
}, 120_000);

it("fails export * in a module's index.ts, types only too, and passes the same surface named", async () => {
  const parts = 'export const probe = 1;\n\nexport type Probe = number;\n';
  const everything = 'server/modules/lintprobeall/index.ts';
  const types = 'server/modules/lintprobetypes/index.ts';
  const named = 'server/modules/lintprobenamed/index.ts';
  const rules = await lintProbes({
    'server/modules/lintprobeall/parts.ts': parts,
    'server/modules/lintprobetypes/parts.ts': parts,
    'server/modules/lintprobenamed/parts.ts': parts,
    [everything]: "export * from './parts';\n",
    [types]: "export type * from './parts';\n",
    [named]: "export { probe, type Probe } from './parts';\n",
  });

  expect(rules.get(everything)).toEqual(['no-restricted-syntax']);
  expect(rules.get(types)).toEqual(['no-restricted-syntax']);
  expect(rules.get(named)).toEqual([]);
  expect(rules.get('server/modules/lintprobeall/parts.ts')).toEqual([]);
}, 120_000);

it('fails pdf-lib or pdf.js read outside the files the encoder process runs, and passes their types', async () => {
  const reads = 'server/modules/media/lintProbePdfRead.ts';
  const types = 'server/modules/media/lintProbePdfTypes.ts';
  const rules = await lintProbes({
    [reads]: "import { PDFDocument } from 'pdf-lib';\n\nexport const probe = PDFDocument;\n",
    [types]: "import type { PDFDocument } from 'pdf-lib';\n\nexport type Probe = PDFDocument;\n",
  });

  expect(rules.get(reads)).toEqual(['@typescript-eslint/no-restricted-imports']);
  expect(rules.get(types)).toEqual([]);
}, 120_000);

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
