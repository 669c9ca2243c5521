// ESLint (typescript-eslint) with the import boundaries of CONTRIBUTING.md. Formatting is
// Prettier's (`npm run lint` checks both).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeModules = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const frontEndLibraries = ['react', 'react-*', 'react-admin', 'ra-*', '@mui/*', '@emotion/*'];

/** Imports of anything on the server side, from wherever the importing file sits. */
const serverImport = { regex: '(^|/)server(/|$)', message: 'The front end and the domain never import the server.' };

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'node_modules/',
      'data/',
      'bench-data/',
      'screenshots/',
      'test-results/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // unused arguments keep a signature readable when named _x
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-undef': 'off', // TypeScript knows the globals better
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // the shared domain: plain TypeScript that runs in the browser and on the server alike
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeModules.map((name) => ({ name, message: 'src/domain runs in the browser too: no Node APIs.' })),
          patterns: [
            {
              group: frontEndLibraries,
              message: 'src/domain is shared with the server: no React, react-admin or MUI.',
            },
            serverImport,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/domain/**', 'src/resources/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    // a resource folder stands alone: what two resources share lives in components/ or domain/
    files: ['src/resources/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImport,
            { regex: '^\\.\\./(?!\\.\\.)', message: 'Resource folders never import each other.' },
          ],
        },
      ],
    },
  },
  {
    // tests read answers of any shape
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the server reaches the front end only through the shared domain
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frontEndLibraries, message: 'The server never imports React, react-admin or MUI.' },
            // mail texts come from the catalogues the screens use (plain data, no React)
            {
              regex: '(^|/)src/(?!domain/|i18n/(en|de)/)',
              message: 'The server imports only src/domain and the text catalogues from the front end.',
            },
          ],
        },
      ],
    },
  },
);
