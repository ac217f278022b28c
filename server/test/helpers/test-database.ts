// One database per test file: in-memory PGlite, or, when DATABASE_URL_TEST is set, a fresh
// database on that PostgreSQL server (dropped afterwards) so parallel files never clash.
// On PostgreSQL each file's database is a copy of a template migrated once per set of migrations
// (CREATE DATABASE … TEMPLATE, a file copy), not migrated again: the 25 migrations took ~2 s a
// file, for 50+ files. openDatabase still runs the migrator on the copy, which finds nothing to do.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/db/client.ts';

/** Any fixed bigint, held while the template is made, so parallel files make it once. */
const TEMPLATE_LOCK_KEY = '7103510921';

/** The template's name: the migrations' digest, so a changed migration makes a new template. */
async function templateName(): Promise<string> {
  const digest = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    const content = await readFile(full).catch(() => null); // a folder
    if (content) digest.update(file).update(content);
  }
  return `kp_test_template_${digest.digest('hex').slice(0, 16)}`;
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes the migrated template unless it is there (under a lock: the first file makes it). */
async function ensureTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = await templateName();
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rows.length === 0) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ url: withDatabase(serverUrl, building) });
      await database.close();
      // Renamed only once complete: a run stopped half-way leaves no half-migrated template.
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
  return template;
}

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  if (!serverUrl) return openDatabase({});
  const name = `kp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await ensureTemplate(admin, serverUrl);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(serverUrl, name) });
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
