// One database per test file: in-memory PGlite, or, when DATABASE_URL_TEST is set, a fresh
// database on that PostgreSQL server (dropped afterwards) so parallel files never clash.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  if (!serverUrl) return openDatabase({});
  const name = `kp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    db: database.db,
    url: database.url,
    exclusive: database.exclusive,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // Our connections may still be closing: wait for them rather than kill them, since a killed
      // connection's FATAL arrives as an unhandled error in the test run. Force only as a last resort.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const { rows } = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
