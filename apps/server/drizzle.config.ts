import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @oddsmith/server` writes SQL migrations into ./drizzle (committed);
// the server applies them at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
