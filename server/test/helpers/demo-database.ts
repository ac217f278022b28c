// A database holding the demo catalogue, for the files that read it (the demo seed's ~25 s here,
// most of it the pictures' variants, paid by each of them before). On PostgreSQL each file gets a
// copy of a template seeded once per version of the seed's sources (the server, the shared
// domain, the art, the migrations); on PGlite each file seeds its own as before.
// The template holds rows only: the pictures' files stay in the seeding app's folder, gone with
// it (these files read the catalogue, never a picture's bytes).
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { buildTestApp } from './test-app.ts';
import { digestOf, ensureTemplate, openTestDatabase } from './test-database.ts';

/** Another fixed bigint than the migrated template's: the demo's is made while holding none. */
const DEMO_LOCK_KEY = '7103510922';

const root = path.resolve(import.meta.dirname, '../../..');
/** What the seed's rows come from: the server's code, the shared domain, the art, the migrations. */
const SOURCES = ['server/src', 'server/drizzle', 'src/lib', 'demo-art'].map((folder) =>
  path.join(root, folder),
);

/** Seeds the demo catalogue into `database` through an app of its own, then closes the app. */
async function seedDemo(database: Database): Promise<void> {
  const seeding = await buildTestApp({}, { database });
  try {
    await seedDemoIfEmpty(seeding.app);
  } finally {
    await seeding.close();
  }
}

/** A fresh database with the demo catalogue in it (closed by the caller). */
export async function openDemoDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL_TEST) {
    const database = await openTestDatabase();
    await seedDemo(database);
    return database;
  }
  return openTestDatabase(async (admin, serverUrl, migrated) =>
    ensureTemplate(
      admin,
      serverUrl,
      { name: `kp_test_demo_${await digestOf(SOURCES)}`, from: migrated, lockKey: DEMO_LOCK_KEY },
      async (url) => {
        const database = await openDatabase({ url });
        try {
          await seedDemo(database);
        } finally {
          await database.close();
        }
      },
    ),
  );
}
