// Shared by the benches that build the real app over their own catalogue (DATA_DIR for PGlite, or
// DATABASE_URL): the database opened, the app ready, the base data and, when the catalogue is
// empty, the demo content seeded, as the server does at its first start.
import path from 'node:path';
import { buildApp } from '../../server/src/app.ts';
import type { Config } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { ensureBaseData } from '../../server/src/seed/base.ts';
import { seedDemoIfEmpty } from '../../server/src/seed/demo.ts';

export async function openBenchApp(config: Config) {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  await ensureBaseData(app, () => undefined);
  await seedDemoIfEmpty(app);
  return { app, database };
}
