// ESLint (typescript-eslint) with the import boundaries of CONTRIBUTING.md. Formatting is
// Prettier's (`npm run lint` checks both).
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeModules = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const frontEndLibraries = ['react', 'react-*', 'react-admin', 'ra-*', '@mui/*', '@emotion/*'];

/** Imports of anything on the server side, from wherever the importing file sits. */
const serverImport = { regex: '(^|/)server(/|$)', message: 'The front end and the domain never import the server.' };

/**
 * The front end's floors, from the ground up: a file imports only its own floor's part and the
 * floors below it. Parts on one floor (resources, pages, dashboard) never import each other.
 */
const FLOORS = [
  ['domain'],
  ['i18n'],
  ['providers'],
  ['components'],
  ['layout'],
  ['resources', 'pages', 'dashboard'],
  ['screens'],
  ['App'],
  ['main'],
];
const src = path.resolve('src');
/** The part of src a file or import target lies in: its first folder, or a root file's name. */
const partOf = (file) => {
  const [first, ...rest] = path.relative(src, file).split(path.sep);
  return rest.length ? first : first.replace(/\.[jt]sx?$/, '');
};
const floorOf = (part) => FLOORS.findIndex((parts) => parts.includes(part));

/** Imports that run back up a floor, or sideways between the parts of one floor. */
const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = partOf(context.filename);
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      if (!target.startsWith(src + path.sep)) return;
      const part = partOf(target);
      if (part === own || floorOf(part) < floorOf(own)) return;
      const message =
        floorOf(part) > floorOf(own)
          ? `src/${own} stands below src/${part}: layers import downwards only.`
          : `src/${own} and src/${part} stand side by side: neither imports the other.`;
      context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
    plugins: { house: { rules: { layers } } },
    rules: { 'house/layers': 'error' },
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
    // a function reads in one screen: long handlers become named steps, a long component a hook
    // (its state and calls) and parts (its layout). Seeds and migrations are data.
    files: ['server/**/*.ts', 'src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['server/db/seed/**', 'server/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
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
