// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url));
/**
 * The one feature that other features may import: the betslip (stake, summary, payment and
 * placing), which every family's screen composes. It imports no other feature itself.
 */
const COMPOSED = 'betslip';

/**
 * The layers of src/, lowest first (docs/architecture.md#layers): a folder imports only from its
 * own layer and those below. `types` and `lib` are leaves of the app: they know no brand, no API
 * call and no screen.
 */
const LAYERS = [
  ['types', 'assets'],
  ['lib'],
  ['boot'],
  ['config', 'theme'],
  ['api'],
  ['hooks'],
  ['components'],
  ['features'],
  ['app'],
];

/** React Router APIs that need a data router (createBrowserRouter), which the app does not use. */
const DATA_ROUTER_ONLY = [
  'createBrowserRouter',
  'createHashRouter',
  'RouterProvider',
  'useRouteError',
  'useLoaderData',
  'useActionData',
  'useRouteLoaderData',
  'useNavigation',
  'useRevalidator',
  'useFetcher',
  'useFetchers',
  'useMatches',
  'useBlocker',
  'useSubmit',
  'useAsyncValue',
  'useAsyncError',
  'Form',
  'ScrollRestoration',
  'Await',
];

// styled-components keeps a comment inside its CSS: it ships in the bundle, to every player.
const STYLED_COMMENT = {
  selector: 'TaggedTemplateExpression TemplateElement[value.raw=/\\/\\*/]',
  message: 'A comment inside a styled template ships to players: put it above, in JS.',
};

// Numbers and dates reach a player through src/lib/format.ts (useFormat), in the player's
// language and the operator's zone: a screen that formats on its own shows another style.
const FORMAT_MESSAGE = 'Format numbers and dates with useFormat() (src/lib/format.ts).';
const OWN_FORMATTING = [
  "MemberExpression[object.name='Intl']",
  'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
  'CallExpression[callee.property.name=/^format(Date|Time|Number|DateToParts|TimeToParts|NumberToParts|DateTimeRange|RelativeTime)$/]',
  "ImportDeclaration[source.value='react-intl'] ImportSpecifier[imported.name=/^Formatted(Date|Time|Number|DateParts|TimeParts|NumberParts|DateTimeRange|RelativeTime)$/]",
].map((selector) => ({ selector, message: FORMAT_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.releases/',
      '.cache/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/types/**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Imports flow one way: shared -> features -> app. Features do not import each other, and
      // the browser code never reads a brand file or the build-time tools (ajv stays out).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: f === COMPOSED ? [`./${f}`] : [`./${f}`, `./${COMPOSED}`],
              message: `Features do not import each other (only ${COMPOSED}, which family screens compose); move shared code to src/components or src/lib.`,
            })),
            // The layers, lowest first (docs/architecture.md): each imports only from below.
            ...LAYERS.slice(0, -1).map((layer, i) => ({
              target: layer.map((folder) => `./src/${folder}`),
              from: LAYERS.slice(i + 1)
                .flat()
                .map((folder) => `./src/${folder}`),
              message: `src/${layer.join(', src/')} import only from the layers below (docs/architecture.md#layers).`,
            })),
            {
              target: './src',
              from: ['./brands', './scripts', './schemas'],
              message:
                'The browser bundle reads its brand from the page, never from brands/ or build tools.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Use @/lib/state.' },
            // The app runs the declarative <BrowserRouter> (17 KB gzipped less than the data
            // router, issue 5): these throw there at runtime, though the tests' router has them.
            ...['react-router-dom', 'react-router'].map((name) => ({
              name,
              importNames: DATA_ROUTER_ONLY,
              message: 'Data-router API: the app uses <BrowserRouter> (see src/app/main.tsx).',
            })),
          ],
          patterns: ['ajv', 'ajv/*'],
        },
      ],
    },
  },
  {
    // A function a reader holds at once (issue 28): longer ones are split into named parts.
    files: ['src/**/*.{ts,tsx}', 'scripts/server/**/*.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', STYLED_COMMENT, ...OWN_FORMATTING],
    },
  },
  {
    // The one module that formats numbers and dates (issue 8), its odds figure, and the calendar
    // days of the operator's zone (read by one screen: out of format.ts, which every entry holds).
    files: ['src/lib/format.ts', 'src/lib/odds.ts', 'src/lib/calendar-day.ts'],
    rules: { 'no-restricted-syntax': ['error', STYLED_COMMENT] },
  },
  {
    // The page's scripts before the app run inline in the page, before any of the app's code
    // (docs/architecture.md#the-page-before-the-app): no framework comes with them.
    files: ['src/boot/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'jotai', 'jotai/*', 'swr', 'swr/*'],
              message: 'The page before the app runs no framework: plain functions only.',
            },
            {
              group: ['styled-components', '@formatjs/*', 'ajv', 'ajv/*'],
              message: 'The page before the app runs no framework: plain functions only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/state.ts', 'scripts/**', 'tests/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
