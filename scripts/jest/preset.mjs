// The Jest setup every front package shares (docs/decisions/0005): native ESM (react-router 8 and ky 2
// ship ESM only), @swc/jest for TypeScript and JSX, jsdom with the web APIs Node has and jsdom lacks.
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export function frontPreset(dirname, overrides = {}) {
  return {
    rootDir: dirname,
    testEnvironment: here('./environment.mjs'),
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
        },
      ],
    },
    // Workspace packages are TypeScript sources: transform them too; everything else in node_modules is JS.
    transformIgnorePatterns: ['/node_modules/(?!@portal/)'],
    setupFilesAfterEnv: [here('./setup.mjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    // A timeout catches a test that hangs, not a slow one: npm test runs jest in the background, beside the
    // browser journeys, where a page test can take many times its usual second.
    testTimeout: 60_000,
    maxWorkers: 2,
    ...overrides,
  };
}
