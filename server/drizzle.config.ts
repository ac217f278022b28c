// drizzle-kit config: migrations are generated into server/drizzle/ and committed.
// Run from the repository root: `npm run db:generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
});
