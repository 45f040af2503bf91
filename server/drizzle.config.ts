import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
