// Lint for the whole repository: type-checked rules everywhere (the strict set for the site), and the
// site's architecture: one-way imports between its layers, no import cycles, typed store hooks only,
// and HTML from content only through the sanitiser. README, "Where things are", names the layers.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The site's layers, top to bottom. A layer imports only from the layers below it: never from one
 * above, and the composition root's modules are imported by nothing in the site.
 */
const LAYERS = [
  { name: 'composition', paths: ['boot', 'renderPage.tsx', 'routes.ts', 'app', 'tools'] },
  { name: 'pages', paths: ['pages'] },
  { name: 'layout', paths: ['layout'] },
  { name: 'features', paths: ['features', 'flipbook'] },
  { name: 'state', paths: ['state'] },
  { name: 'ui', paths: ['ui'] },
  { name: 'api', paths: ['api'] },
  { name: 'base', paths: ['config.ts', 'paths.ts', 'yieldToMain.ts', 'styles'] },
];

const src = (entry) => `./src/${entry}`;

/** Each layer may not import from any layer above it. */
const layerZones = LAYERS.flatMap((layer, index) =>
  layer.paths.map((target) => ({
    target: src(target),
    from: LAYERS.slice(0, index).flatMap((above) => above.paths.map(src)),
    message: `The ${layer.name} layer imports only from the layers below it (README, "Where things are").`,
  })),
).filter((zone) => zone.from.length > 0);

/**
 * Each folder of `parent` (pages, features) imports no other: what two of them share moves to one of
 * the places `sharedIn` names.
 */
const ownFolderZones = (parent, kind, sharedIn) =>
  readdirSync(new URL(`./src/${parent}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((folder) => ({
      target: src(`${parent}/${folder.name}`),
      from: src(parent),
      except: [`./${folder.name}`],
      message: `A ${kind} must not import another ${kind}: move what both use to ${sharedIn}.`,
    }));

/** A page never imports another page; a feature never imports another feature. */
const pageZones = ownFolderZones('pages', 'page', 'ui/, layout/ or a feature');
const featureZones = ownFolderZones('features', 'feature', 'ui/, api/ or state/');

/** The server and the tools import the site's contract and types, never its components or store. */
const serverZones = ['server', 'scripts'].map((target) => ({
  target: `./${target}`,
  from: './src',
  except: [
    './routes.ts',
    './paths.ts',
    './api/contract.ts',
    './api/adminContract.ts',
    './api/passkeyContract.ts',
    './api/insightsContract.ts',
    './api/types.ts',
    './api/model',
    './api/inWords.ts',
    './api/zonedTime.ts',
    './renderPage.tsx',
    './tools/qa/format.ts',
    './styles/ownFontsKept.ts',
  ],
  message:
    "The server reads the site only through its contract (src/routes.ts, src/api/contract.ts), its content model (src/api/model), how a wait is said (src/api/inWords.ts), wall-clock times in a zone (src/api/zonedTime.ts), types and the class that sets the site's own fonts (src/styles/ownFontsKept.ts).",
}));

/**
 * Each server module (server/modules/<name>) is used from outside only through its index.ts: the
 * others and the server never reach into its files.
 */
const serverModules = readdirSync(new URL('./server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverParts = readdirSync(new URL('./server/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.name !== 'modules' && entry.name !== 'content')
  .map((entry) => `./server/${entry.name}`);
const moduleZones = serverModules.map((name) => ({
  target: [
    ...serverParts,
    ...serverModules.filter((other) => other !== name).map((other) => `./server/modules/${other}`),
  ],
  from: `./server/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through server/modules/${name}/index.ts, not its files.`,
}));
/**
 * Shared helpers (server/lib) sit below everything else of the server: they import no plugin and no
 * module. Plugins (server/plugins) are infrastructure: they import no module.
 */
const serverLayerZones = [
  {
    target: './server/lib',
    from: ['./server/plugins', './server/modules'],
    message: 'server/lib holds helpers any part of the server may use: it imports no plugin and no module.',
  },
  {
    target: './server/plugins',
    from: './server/modules',
    message: 'server/plugins holds infrastructure: it imports no module (modules are registered in server/app.ts).',
  },
];

/** The import rules, exported so that a test can show each one failing. */
export const architecture = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...pageZones, ...featureZones, ...serverZones, ...moduleZones, ...serverLayerZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A module's index.ts names what the rest of the server may use: with `export *`, every export of
    // every file would be part of it, and it would grow unseen with each new one.
    files: ['server/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: "Name each export of a module's index.ts (export { name } from './file'), never export *.",
        },
      ],
    },
  },
];

/**
 * The content model and its validation are for the server and the editor: the visitor's code reads
 * the model for its types only, so that neither its labels nor zod ever reach a public page.
 */
const modelOutOfPublicPages = {
  patterns: [
    {
      // Except invisibleText.ts and contactMessage.ts, which have no editor labels and no dependencies:
      // the area draws text from outside with the first, the contact form reads its fields from the second.
      regex:
        '(^|/)api/model(/(?!(invisibleText|contactMessage)$)|$)|^\\.{1,2}/model(/(?!(invisibleText|contactMessage)$)|$)',
      allowTypeImports: true,
      message:
        "Visitors' code reads the content model for its types only (import type): it is for the server and the editor.",
    },
  ],
  paths: [
    {
      name: 'zod',
      message: 'Validation is for the server and the editor (src/api/model/schema.ts), never a public page.',
    },
  ],
};

/** Raw react-redux hooks lose the store's types; state/hooks.ts exports the typed ones. */
const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch / useAppSelector / useAppStore from src/state/hooks.ts.',
};

/** The server, the tools, the benchmarks, the deploy checks and the tests: every file outside src/. */
const TOOLS_AND_TESTS = [
  'server/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.mts',
  'deploy/**/*.ts',
  '__tests__/**/*.{ts,tsx}',
  'e2e/**/*.ts',
];

const typedLanguageOptions = {
  parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'coverage/**',
      'node_modules/**',
      'server/content/media/**',
      'bench/output/**',
      'bench/results/**',
      '**/*.sqlite',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The site: the strict type-checked set.
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  // The server, the tools and the tests: the type-checked set.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TOOLS_AND_TESTS })),
  {
    files: ['src/**/*.{ts,tsx}', ...TOOLS_AND_TESTS],
    languageOptions: typedLanguageOptions,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `() => dispatch(x())` as a handler reads as it should; elsewhere a void value is not used.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // RTK Query types an endpoint that takes no argument as taking `void`.
      '@typescript-eslint/no-invalid-void-type': 'off',
      // Numbers in template strings (sizes, ids, counts) read as they should.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-imports': ['error', { paths: [rawStoreHooks] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'HTML from content goes through ui/RichText, which sanitises it.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The editor's forms are built from the model: lazy chunks of the salon's area, never a visitor's.
    ignores: ['src/api/model/**', 'src/features/editor/**', 'src/pages/admin-website/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', modelOutOfPublicPages] },
  },
  { files: ['src/ui/RichText.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['src/state/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Fastify's handlers and plugins are async functions by contract, whether or not they await.
  { files: ['server/**/*.ts'], rules: { '@typescript-eslint/require-await': 'off' } },
  {
    // A PDF is read in the encoder's process alone, with its memory and time limits: read on the
    // server's thread, one hostile file holds every visitor's request (server/modules/media/imageEncoder.ts).
    files: ['server/**/*.ts'],
    ignores: ['server/modules/media/pdfCleaning.ts', 'server/modules/media/pdfCover.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['pdf-lib', 'pdfjs-dist', 'pdfjs-dist/legacy/build/pdf.mjs'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'PDFs are read in the encoder process: through pdfCleaning.ts or pdfCover.ts, by imageEncoder.ts.',
          })),
        },
      ],
    },
  },
  ...architecture,
  // Tests render through the real providers; the hooks rules apply to their components too.
  {
    files: ['__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': ['error', { paths: [rawStoreHooks] }],
      // Asymmetric matchers (expect.any) are typed any, spies are handed around unbound, and fakes
      // keep the async shape of what they stand in for.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
