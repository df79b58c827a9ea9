// drizzle-kit reads this when `npm run db:generate` turns schema changes into a new SQL migration.
// The app applies those migrations itself at start-up (src/server/db/migrate.ts), so no credentials are
// needed here: `generate` only diffs the schema against the snapshots in migrations/meta.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
