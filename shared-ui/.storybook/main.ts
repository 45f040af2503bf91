// Storybook 10 for the design system: what designers browse (`npm run storybook` at the repo root).
import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // The TypeScript docgen needs the TypeScript compiler API, which TS 7 does not ship
  // (docs/decisions/0022-module-federation-pitfalls.md#tooling-traps).
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
