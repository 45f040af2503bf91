import { defineConfig } from 'drizzle-kit';

// Migrations are generated from every module's tables and applied at start by src/platform/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/tables.ts',
  out: './drizzle',
  strict: true,
});
