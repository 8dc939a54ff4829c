import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Room boundaries of DESIGN.md §2, enforced where it is cheap: by forbidden import paths.
const noUi = ['**/src/app/**', '**/src/features/**', '**/src/ui/**'];
// A relative import that climbs into the top-level src/ folder `name` (or any folder matching it), from any depth.
const upTo = (name) => `^(\\.\\./)+${name}(/|$)`;

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/api/*.gen.ts', 'data/**', '.data-*/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/app/**', 'src/features/**', 'src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-*', '@xstate/react', '@tanstack/*', 'openapi-fetch'], message: 'machines/ stays pure: no React, DOM or fetch.' },
          { group: ['**/src/app/**', '**/src/features/**', '**/src/ui/**', '**/src/server/**', '**/src/api/client*'], message: 'machines/ imports nothing from src/ but domain types.' },
        ],
      }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'navigator'],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...noUi, 'react', 'react-dom'], message: 'src/server never imports the UI.' }] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...noUi, '**/src/server/**', 'react', 'react-dom'], message: 'src/domain is shared by app and server: no UI, no server.' }] }],
    },
  },
  // Imports flow one way (decision 052): app → dev → features → ui → lib → domain/api. One rule per folder (a later
  // block for the same files would replace, not add to, an earlier block's options). The core rule sees static
  // imports only; tests/lint/folder-cycles.test.ts also reads the dynamic ones.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/server/**', '../../server/**'], message: 'The UI talks to the server over HTTP only.' },
        { regex: upTo('app'), message: 'Features do not import src/app (the composition): what they share lives in src/lib.' },
        { regex: upTo('dev'), message: 'Features do not import the dev inspector.' },
      ] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: upTo('app'), message: 'src/ui does not import src/app: the app passes what it composes (the session links) in as props.' },
        { regex: upTo('features'), message: 'src/ui is shared by the features and imports none of them.' },
        { regex: upTo('(server|dev)'), message: 'src/ui imports neither the server nor the dev inspector.' },
      ] }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: upTo('app'), message: 'src/lib sits below the app: the app imports it, never the reverse.' },
        { regex: upTo('features'), message: 'src/lib sits below the features: what two features share moves here, not a feature import.' },
        { regex: upTo('(ui|dev|server)'), message: 'src/lib sits below src/ui and imports neither the dev inspector nor the server.' },
      ] }],
    },
  },
);
