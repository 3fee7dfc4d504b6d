import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// File names are kebab-case (ARCHITECTURE "Rules of the house").
const kebabCase = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const base = path
      .basename(context.filename)
      .replace(/(\.d)?(\.test|\.spec)?\.[cm]?[jt]sx?$/, '');
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

const features = [
  'login',
  'registration',
  'email-validation',
  'renewal',
  'account',
  'calendar',
  'contact',
  'privacy',
  'home',
  'commissions',
  'cart',
  'orders',
  'photos',
  'documents',
  'partners',
  'admin',
  'placeholder',
  'demo',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'public', 'coverage', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'import-x': importX,
      house: { rules: { 'kebab-case-files': kebabCase } },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import each other: the app composes them.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            // Shared layers never import features or the app.
            {
              target: [
                './src/api',
                './src/lib',
                './src/stores',
                './src/components',
                './src/config',
              ],
              from: ['./src/features', './src/app'],
            },
            { target: './src/features', from: './src/app' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    rules: { 'house/kebab-case-files': 'error', 'import-x/no-cycle': 'error' },
  },
  prettier,
);
