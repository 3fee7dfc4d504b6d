import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// File names are kebab-case (docs/architecture.md).
const kebabCase = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const base = path
      .basename(context.filename)
      .replace(/(\.d)?(\.property)?(\.test|\.spec)?\.[cm]?[jt]sx?$/, '');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base)) {
      return {
        Program(node) {
          context.report({ node, message: `File name "${base}" is not kebab-case.` });
        },
      };
    }
    return {};
  },
};

// Layers point one way: shared code → features → app. Checked on import paths (the
// import-boundaries plugins pull native resolvers whose lock entries break `npm ci` here).
const noAppImport = { regex: '(^|/)app/', message: 'Only src/app composes features and routes.' };
const noFeatureImport = {
  regex: '(^|/)features/',
  message: 'Shared code (api, lib, stores, components, config) never imports a feature.',
};
const noMocks = {
  regex: '(^|/)mocks/',
  message:
    "The embedded backend is the demo's and the tests': the app reaches it only through HTTP.",
};
const noParentPath = {
  regex: '^\\.\\./',
  message: 'Import from another folder through @/ (src/…), never ../',
};
const noSiblingFeature = (name) => ({
  regex: `^@/features/(?!${name}/)`,
  message: 'A feature never imports another feature: let src/app compose them.',
});
const noSiblingAdmin = (name) => ({
  regex: `^@/features/admin/(?!${name}/)`,
  message:
    'An administration folder never imports another: what they share moves up to components or lib.',
});
// src/app reaches the demo's UI through its one entry, and the mock backend not at all.
const demoEntryOnly = {
  regex: '^(?!@/mocks/demo$).*(^|/)mocks(/|$)',
  message: "src/app loads the demo's UI through @/mocks/demo only (src/mocks/demo/index.ts).",
};

const NOT_TESTS = ['src/**/*.test.{ts,tsx}'];

// The tests' helpers (`@/testing/…`, tests/unit) are for the tests only.
const noTestHelpers = {
  regex: '^@/testing(/|$)',
  message: "The tests' helpers (@/testing) never ship in the app.",
};
// The kit's alert box (src/components/alert.tsx): react-bootstrap's carries a fade transition
// into every chunk that shows one, the first script included.
const noBootstrapAlert = {
  group: ['react-bootstrap', 'react-bootstrap/Alert'],
  importNames: ['Alert', 'default'],
  message: 'Draw an alert box with Alert of @/components/alert (no transition to load).',
};
const noLayer = (layer, why) => ({ regex: `^@/${layer}(/|$)`, message: why });

/**
 * The shared layers point one way, from the bottom (docs/architecture.md#layers): config ←
 * platform ← api ← lib ← stores and components (siblings: the kit holds no state) ← features ← app.
 */
const SHARED_LAYERS = {
  config: [noLayer('(platform|api|lib|stores|components)', 'Configuration depends on nothing.')],
  platform: [
    noLayer(
      '(api|lib|stores|components)',
      "The browser's services know no call, rule, state nor screen: src/platform imports only config.",
    ),
  ],
  api: [
    noLayer(
      '(lib|stores|components)',
      'Calls carry no UI words, rules nor state: src/api imports only config.',
    ),
  ],
  lib: [
    noLayer('(stores|components)', 'Rules are pure: src/lib imports only api (shapes) and config.'),
  ],
  stores: [noLayer('components', 'State knows no screen kit.')],
  components: [noLayer('stores', 'The kit holds no state: a screen hands it what it shows.')],
};
const sharedLayers = Object.entries(SHARED_LAYERS).map(([layer, patterns]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  ignores: NOT_TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noAppImport,
          noFeatureImport,
          noMocks,
          noParentPath,
          noTestHelpers,
          noBootstrapAlert,
          ...patterns,
        ],
      },
    ],
  },
}));

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each feature folder (and each administration folder) imports only itself and shared code. */
const featureBoundaries = folders('./src/features').flatMap((feature) =>
  feature === 'admin'
    ? folders('./src/features/admin').map((part) => ({
        files: [`src/features/admin/${part}/**/*.{ts,tsx}`],
        ignores: NOT_TESTS,
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                noAppImport,
                noMocks,
                noParentPath,
                noTestHelpers,
                noBootstrapAlert,
                noSiblingFeature('admin'),
                noSiblingAdmin(part),
              ],
            },
          ],
        },
      }))
    : [
        {
          files: [`src/features/${feature}/**/*.{ts,tsx}`],
          ignores: NOT_TESTS,
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  noAppImport,
                  noMocks,
                  noParentPath,
                  noTestHelpers,
                  noBootstrapAlert,
                  noSiblingFeature(feature),
                ],
              },
            ],
          },
        },
      ],
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-size',
      'dist-check',
      'dist-deploy',
      'deploy/out',
      'public',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      house: { rules: { 'kebab-case-files': kebabCase } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app is not built with the React Compiler: react-hook-form's watch() is fine here.
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      // Server HTML reaches the page through ServerHtml only (sanitized).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Show server HTML with <ServerHtml> (src/components/server-html.tsx).',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A failure is an alert: toasted through the one helper that says so.
      'no-restricted-properties': [
        'error',
        {
          object: 'toast',
          property: 'error',
          message: 'Say a failure with toastFailure (src/components/toast-failure.ts): an alert.',
        },
      ],
    },
  },
  {
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern: a fixture
    // that needs none declares `{}`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    rules: { 'house/kebab-case-files': 'error' },
  },
  {
    // Fast refresh needs component modules to export components only: messages and rules
    // live in *-messages.ts and src/lib.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: true }] },
  },
  {
    files: ['src/components/server-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...sharedLayers,
  ...featureBoundaries,
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: NOT_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [demoEntryOnly, noParentPath, noTestHelpers, noBootstrapAlert] },
      ],
    },
  },
  prettier,
);
