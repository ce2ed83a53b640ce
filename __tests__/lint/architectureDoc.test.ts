// docs/architecture.md stays true to the tree: every path, file, folder, page and route it names in
// code spans exists, and every other page of the docs it links to.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DOC = path.join(ROOT, 'docs/architecture.md');

/** What the worked example of adding a page names: the page it would create. */
const EXAMPLE_NAMES = new Set(['src/pages/prices/PricesPage.tsx', '/prices/:id']);

/**
 * Names the page gives that are not paths of the tree: ESLint's rules, what the build writes and the
 * running server's data folder.
 */
const NOT_IN_TREE = /^(import-x|@typescript-eslint|react-hooks)\/|^(dist|data)\//;

/** The folders a short name (`boot/`, `model/contactMessage.ts`) may be relative to. */
const BASES = [
  '',
  'src',
  'src/api',
  'server',
  ...fs.readdirSync(path.join(ROOT, 'server/modules')).map((m) => `server/modules/${m}`),
];

/** Every file of the tree's own folders, by base name, for names given without their folder. */
function fileNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else names.add(entry.name);
    }
  };
  for (const top of ['server', 'src', '__tests__', 'scripts', 'e2e', 'bench']) walk(path.join(ROOT, top));
  for (const entry of fs.readdirSync(ROOT)) names.add(entry);
  return names;
}

/**
 * Whether source under server/ or src/ holds the route as a literal: a page's path, or a server route
 * (those under /api are registered with the prefix given apart).
 */
function routeInSource(route: string, sources: string): boolean {
  return [route, route.replace(/^\/api(?=\/)/, '')].some((literal) =>
    ["'", '`', '"'].some((quote) => sources.includes(`${quote}${literal}`)),
  );
}

function sourcesText(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(ROOT, 'server'));
  walk(path.join(ROOT, 'src'));
  return texts.join('\n');
}

/** The names in the markdown that do not exist. */
function missingNames(markdown: string): string[] {
  const files = fileNames();
  const sources = sourcesText();
  const missing: string[] = [];
  for (const [, link] of markdown.matchAll(/\]\(([\w.-]+\.md)(?:#[\w-]*)?\)/g)) {
    if (!fs.existsSync(path.join(ROOT, 'docs', link!))) missing.push(link!);
  }
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const name = span!;
    if (EXAMPLE_NAMES.has(name) || NOT_IN_TREE.test(name) || /[\s<>…*]|\.\.\./.test(name)) continue;
    if (name.startsWith('/')) {
      if (!routeInSource(name, sources)) missing.push(name);
    } else if (/^[\w.-]+\.(ts|tsx|mjs|js|md|json)$/.test(name)) {
      if (!files.has(name)) missing.push(name);
    } else if (/^[\w.-]+(\/[\w.-]+)*\/?$/.test(name) && name.includes('/')) {
      if (!BASES.some((base) => fs.existsSync(path.join(ROOT, base, name)))) missing.push(name);
    }
  }
  return missing;
}

it('names only paths, files, routes and pages that exist', () => {
  expect(missingNames(fs.readFileSync(DOC, 'utf8'))).toEqual([]);
});

it('finds a name that does not exist', () => {
  expect(
    missingNames('See `server/modules/nowhere/`, `noSuchFile.ts`, `/api/no-such-route` and [x](nowhere.md#top).'),
  ).toEqual(['nowhere.md', 'server/modules/nowhere/', 'noSuchFile.ts', '/api/no-such-route']);
});
