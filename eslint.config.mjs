// Lint for the whole repository: type-checked rules for the site, plain TypeScript rules elsewhere,
// and the project's architecture rules (typed store hooks only, one-way imports, sanitised HTML only).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const pageFolders = readdirSync(new URL('./src/pages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Raw react-redux hooks lose the store's types; app/hooks.ts exports the typed ones. */
const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch / useAppSelector / useAppStore from src/app/hooks.ts.',
};

/** no-restricted-imports takes one option set per file, so every file group gets the full set. */
const restrictedImports = ({ allowRawHooks = false, patterns = [] } = {}) => [
  'error',
  { paths: allowRawHooks ? [] : [rawStoreHooks], patterns },
];

/** Shared layers (ui, api, state) know nothing of the pages or the layout that use them. */
const sharedLayerPatterns = [
  {
    regex: '(^|/)(pages|layout)(/|$)',
    message: 'Shared code (ui/, api/, state/) must not depend on pages/ or layout/.',
  },
];

/** The layout frames pages; it never reaches into one. */
const layoutPatterns = [{ regex: '(^|/)pages(/|$)', message: 'layout/ must not depend on pages/.' }];

/**
 * A page never imports another page: what two pages share moves to ui/ or layout/. Relative
 * specifiers are checked at each folder depth, since '../x' means a sibling page only from the
 * page folder's top level.
 */
const pageConfigs = pageFolders.flatMap((page) =>
  [0, 1, 2, 3].map((depth) => {
    const up = '\\.\\./'.repeat(depth + 1);
    const otherPage = `(?!${escapeRegex(page)}/|${escapeRegex(page)}$)[^./][^/]*`;
    return {
      files: [`src/pages/${page}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrictedImports({
          patterns: [
            {
              regex: `^${up}${otherPage}(/|$)|^${up}\\.\\./pages/${otherPage}(/|$)`,
              message: 'A page must not import another page: move what both use to ui/ or layout/.',
            },
          ],
        }),
      },
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The site: type-checked rules.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-imports': restrictedImports(),
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'HTML from content goes through ui/RichText, which sanitises it.',
        },
      ],
    },
  },
  { files: ['src/ui/RichText.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': restrictedImports({ allowRawHooks: true }) } },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports({ patterns: sharedLayerPatterns }) },
  },
  {
    files: ['src/layout/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports({ patterns: layoutPatterns }) },
  },
  ...pageConfigs,
  // Tests render through the real providers; the hooks rules apply to their components too.
  {
    files: ['__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': restrictedImports(),
    },
  },
  prettier,
);
