// One lint setup for every package. The `no-restricted-imports` blocks below are the dependency walls of
// STYLE.md: remotes and the shell reach the network only through shared-api, remotes never import each
// other, shared packages never import apps, and the server never imports browser code.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { REMOTE_DIRS } from './scripts/lib/remotes.mjs';

// Every mfe-<name>/ folder with a route manifest is a remote (scripts/lib/remotes.mjs).
const remotes = REMOTE_DIRS;
const appPatterns = (except) =>
  ['shell', ...remotes]
    .filter((name) => name !== except)
    .flatMap((name) => [`@portal/${name}`, `@portal/${name}/*`, `**/${name}/**`]);

const wall = (files, patterns, extraPaths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: extraPaths,
        patterns: [
          { group: patterns, message: 'Crosses a package wall (STYLE.md: dependencies flow one way).' },
        ],
      },
    ],
  },
});
const noDirectHttp = [
  { name: 'ky', message: 'Use the shared-api client and hooks.' },
  { name: 'ky/*', message: 'Use the shared-api client and hooks.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.tools/**',
      'deploy/**',
      'data/**',
      '.cache/**',
      'server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Declaration files merge into third-party interfaces, which must repeat their type parameters and
    // `{}` defaults verbatim, used or not.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...remotes.map((name) =>
    wall(
      [`${name}/src/**/*.{ts,tsx}`],
      [...appPatterns(name), '@portal/server', '**/server/**'],
      noDirectHttp,
    ),
  ),
  wall(
    ['shell/src/**/*.{ts,tsx}'],
    [...appPatterns('shell'), '@portal/server', '**/server/**'],
    noDirectHttp,
  ),
  wall(['shared-ui/src/**/*.{ts,tsx}'], [...appPatterns(), '@portal/server', '**/server/**'], noDirectHttp),
  wall(
    ['shared-api/src/**/*.{ts,tsx}'],
    [...appPatterns(), '@portal/shared-ui', '@portal/server', '**/server/**'],
  ),
  wall(['server/**/*.ts'], [...appPatterns(), '@portal/shared-ui', '**/shared-ui/**']),
);
