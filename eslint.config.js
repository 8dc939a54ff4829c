import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Room boundaries of DESIGN.md §2, enforced where it is cheap: by forbidden import paths.
const noUi = ['**/src/app/**', '**/src/features/**', '**/src/ui/**'];

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
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/server/**', '../../server/**'], message: 'The UI talks to the server over HTTP only.' }] }],
    },
  },
);
