import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/lint/feature-boundaries.js';

// The house's one-way import lines (../shared/STYLE.md): contract <- machines <- src -> ui; server -> contract, machines.
// Subpath imports (#contract/*, …) are listed too; '#' opens a comment in these gitignore-style patterns, so '\\#'.
const restrict = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
const noUiSrc = [['**/ui/**', '**/src/**', '\\#ui/*'], 'This layer may not import ui/ or src/.'];
const noReact = [
  ['react', 'react-dom', 'react-dom/*', 'wouter', '@radix-ui/*'],
  'Machines run without a DOM or React.',
];
const noMachinesApi = [
  ['**/machines/**', '**/api/**', '\\#machines/*', '\\#contract/*', '\\#client/*', '\\#server/*'],
  'ui/ knows no machine and no API.',
];
const contractOnlyZod = [
  [
    '**/machines/**',
    '**/ui/**',
    '**/src/**',
    '**/server/**',
    '**/client/**',
    '\\#machines/*',
    '\\#ui/*',
    '\\#server/*',
    '\\#client/*',
    'react',
    'hono',
    'drizzle-orm',
    'drizzle-orm/*',
  ],
  'api/contract is browser-safe and imports zod only.',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'api/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['api/contract/**'], rules: restrict(contractOnlyZod) },
  {
    files: ['machines/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict(noUiSrc, noReact, [
      ['**/server/**', '\\#server/*'],
      'Machines may not import the server.',
    ]),
  },
  {
    files: ['ui/**'],
    ignores: ['**/*.test.tsx'],
    rules: restrict(noMachinesApi, [['**/src/**'], 'ui/ may not import src/.']),
  },
  {
    // The rules both sides enforce: the contract and xstate only (../shared/STYLE.md).
    files: ['domain/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict(noUiSrc, noReact, [
      ['**/server/**', '**/client/**', '**/machines/**', '\\#server/*', '\\#client/*', '\\#machines/*'],
      'domain/ imports the contract and xstate only.',
    ]),
  },
  {
    files: ['api/server/**'],
    rules: restrict(noUiSrc, [
      ['**/machines/**', '\\#machines/*'],
      'The server runs the domain, never screen machines.',
    ]),
  },
  {
    // No file imports itself back through a circle (../shared/STYLE.md), lazy import() included; subpath
    // imports (#contract/*, …) resolve through package.json. Type-only imports are erased, so not followed.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/feature-boundaries': 'error' },
  },
  {
    files: ['api/client/**'],
    rules: restrict(noUiSrc, [
      ['**/server/**', '**/machines/**', '\\#server/*', '\\#machines/*'],
      'The client imports the contract only.',
    ]),
  },
);
