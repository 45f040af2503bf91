// One lint setup for every package. The import walls below are the dependency rules
// (docs/code-style.md#principles, docs/architecture.md#the-walls-lint-enforces-them-eslintconfigjs): apps
// reach the network only through shared-api's domain entries and Chakra only through shared-ui; remotes never
// import each other, and features never import each other; the server imports only shared-api's contract
// and schemas; routes never touch the database; no import cycles.
// Each file set gets ONE complete `no-restricted-imports` setting: a later block would replace, not add.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { REMOTE_DIRS } from './scripts/lib/remotes.mjs';
import moduleWalls from './scripts/eslint/module-walls.mjs';

const apps = ['shell', ...REMOTE_DIRS];
const otherApps = (except) =>
  apps.filter((name) => name !== except).flatMap((name) => [`@portal/${name}`, `**/${name}/**`]);
// shared-api: in each domain folder, what the server may import (contract, schemas and what they are made
// of) is pure; schema files carry TypeBox, which the browser takes as types only.
const SHARED_API_SCHEMAS = ['shared-api/src/*/schemas.ts', 'shared-api/src/*/*-schemas.ts'];
const SHARED_API_PURE = [
  ...SHARED_API_SCHEMAS,
  'shared-api/src/*/contract.ts',
  'shared-api/src/*/rules.ts',
  'shared-api/src/*/constants.ts',
  'shared-api/src/auth/access.ts',
  'shared-api/src/auth/roles.ts',
  'shared-api/src/common/*.ts',
];
const SCHEMA_FILE = '(^|/)([a-z-]+-)?schemas(\\.ts)?$';
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.stories.tsx', '**/testing/**', 'e2e/**'];

const rule = (groups, paths = []) => [
  'error',
  { paths, patterns: groups.map(({ message, ...pattern }) => ({ ...pattern, message })) },
];
const wall = (group) => ({
  group,
  message: 'Crosses a package wall (dependencies flow one way: docs/code-style.md#principles).',
});

// What the shell and the remotes may not import: the network, SWR, Chakra and shared-api's insides.
const appGroups = [
  { group: ['ky', 'ky/*'], message: 'Use the shared-api domain hooks.' },
  { group: ['swr', 'swr/*'], message: 'Use the shared-api domain hooks: they own the SWR keys.' },
  {
    group: ['react-router', 'react-router/*'],
    message: 'Import routing from @portal/shared-ui/router: one router for the shell and every remote.',
  },
  {
    group: ['@chakra-ui/*', '@ark-ui/*', '@zag-js/*', '@emotion/*'],
    message: 'Import UI from @portal/shared-ui: it is the only way into Chakra (docs/decisions/0010).',
  },
  {
    group: ['@portal/shared-api/contract', '@portal/shared-api/contract/*', '@portal/shared-api/schemas/*'],
    message: 'Import a domain entry (@portal/shared-api/orders) or @portal/shared-api/core.',
  },
];
const appPaths = [
  {
    name: '@portal/shared-api/core',
    importNames: ['http'],
    message: 'The raw HTTP client is shared-api’s own: call a domain hook or client function.',
  },
];
const networkGlobals = [
  'error',
  { name: 'fetch', message: 'Call the network through shared-api.' },
  { name: 'XMLHttpRequest', message: 'Call the network through shared-api.' },
  { name: 'EventSource', message: 'Live events come through shared-api.' },
];
const crossFeature = {
  regex: '^(\\.\\./){2,}',
  message: 'Features do not import each other: share through shared-ui, shared-api or the URL.',
};
const serverGroups = [
  wall([...otherApps(), '@portal/shared-ui', '@portal/shared-ui/*', '**/shared-ui/**']),
  { regex: '^@portal/shared-api$', message: 'The server imports only shared-api’s contract and schemas.' },
  {
    // gitignore semantics: a folder must be re-included before the files in it.
    group: [
      '@portal/shared-api/*',
      '!@portal/shared-api/contract',
      '!@portal/shared-api/contract/*',
      '!@portal/shared-api/schemas',
      '!@portal/shared-api/schemas/*',
    ],
    message: 'The server imports only shared-api’s contract and schemas.',
  },
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['warn', { max: 300 }],
    },
  },
  {
    // Seed data, generated files and tests may run long; code stays under 300 lines.
    files: [
      ...TEST_FILES,
      'server/src/**/seed*.ts',
      'server/src/**/seed-data/**',
      'server/src/**/factory*.ts',
      'server/src/**/test-kit.ts',
      'server/src/testing/**',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // Tables reference each other both ways (a user's photo is a media, a media has an owner; a course's
    // cover is a media, a media may belong to a course): Drizzle resolves `references(() => ...)` lazily.
    files: ['server/src/**/tables.ts'],
    rules: { 'import-x/no-cycle': 'off' },
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
  ...apps.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': rule(
        [wall([...otherApps(name), '@portal/server', '**/server/**']), ...appGroups],
        appPaths,
      ),
      'no-restricted-globals': networkGlobals,
    },
  })),
  {
    // The service worker is the network layer under shared-api: it answers the page's requests with fetch.
    files: ['shell/src/service-worker/sw.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  ...REMOTE_DIRS.map((name) => ({
    files: [`${name}/src/features/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': rule(
        [wall([...otherApps(name), '@portal/server', '**/server/**']), ...appGroups, crossFeature],
        appPaths,
      ),
    },
  })),
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': rule([
        wall([...otherApps(), '@portal/server', '**/server/**']),
        { group: ['ky', 'ky/*'], message: 'The design system does not call the network.' },
        {
          group: [
            '@portal/shared-api/contract',
            '@portal/shared-api/contract/*',
            '@portal/shared-api/schemas/*',
          ],
          message: 'Import @portal/shared-api/core or a domain entry.',
        },
      ]),
    },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    ignores: SHARED_API_SCHEMAS,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': rule([
        wall([...otherApps(), '@portal/shared-ui', '@portal/shared-ui/*', '@portal/server', '**/server/**']),
        {
          regex: SCHEMA_FILE,
          allowTypeImports: true,
          message: 'Schema objects are the server’s: import their types only, so none reaches the browser.',
        },
      ]),
    },
  },
  ...[SHARED_API_SCHEMAS, SHARED_API_PURE.filter((f) => !SHARED_API_SCHEMAS.includes(f))].map((files) => ({
    // A domain's contract and schemas are pure: the server imports them, so no client, hook, store or React;
    // and what the browser loads (the contract and its constants) takes only types from the schemas.
    files,
    ignores: files === SHARED_API_SCHEMAS ? [] : SHARED_API_SCHEMAS,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': rule([
        wall([...otherApps(), '@portal/shared-ui', '@portal/server']),
        {
          regex: '(^|/)(core/.*|[a-z-]*client|[a-z-]*hooks|index|keys)(\\.tsx?)?$|^@portal/shared-api/',
          message: 'The contract stays pure: the server imports it.',
        },
        {
          group: ['ky', 'swr', 'swr/*', 'react', 'zustand', 'zustand/*'],
          message: 'The contract stays pure.',
        },
        ...(files === SHARED_API_SCHEMAS
          ? []
          : [
              {
                regex: SCHEMA_FILE,
                allowTypeImports: true,
                message:
                  'The contract reaches the browser: take only types from the schemas (values live in constants.ts).',
              },
            ]),
      ]),
    },
  })),
  {
    files: ['server/**/*.ts'],
    plugins: { portal: { rules: { 'module-walls': moduleWalls } } },
    rules: { 'no-restricted-imports': rule(serverGroups), 'portal/module-walls': 'error' },
  },
  {
    // HTTP only: schema → service → reply. SQL lives in services (docs/code-style.md#server).
    files: [
      'server/src/modules/*/routes.ts',
      'server/src/modules/*/*-routes.ts',
      'server/src/modules/*/routes/**/*.ts',
      'server/src/platform/plugins/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': rule([
        ...serverGroups,
        {
          group: ['drizzle-orm', 'drizzle-orm/*', '**/tables.ts'],
          message: 'Queries belong in services.',
        },
      ]),
    },
  },
);
