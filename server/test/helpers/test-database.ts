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

/** A digest of every file under `folders` (names and bytes), for a template's name. */
export async function digestOf(folders: readonly string[]): Promise<string> {
  const digest = createHash('sha256');
  for (const folder of folders)
    for (const file of (await readdir(folder, { recursive: true })).sort()) {
      const full = path.join(folder, file);
      const content = await readFile(full).catch(() => null); // a folder
      if (content) digest.update(path.join(path.basename(folder), file)).update(content);
    }
  return digest.digest('hex').slice(0, 16);
}

/** The template's name: the migrations' digest, so a changed migration makes a new template. */
async function templateName(): Promise<string> {
  return `kp_test_template_${await digestOf([MIGRATIONS_FOLDER])}`;
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Waits for the connections to `name` to end (ours may still be closing). */
async function waitForNoConnections(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { rows } = await admin.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Makes the template `name` unless it is there: `fill` completes a database made from `from` (or
 * an empty one), under the advisory lock `lockKey` so that parallel files make it once.
 */
export async function ensureTemplate(
  admin: pg.Client,
  serverUrl: string,
  template: { name: string; from?: string; lockKey: string },
  fill: (url: string) => Promise<void>,
): Promise<string> {
  const { name, from, lockKey } = template;
  await admin.query('select pg_advisory_lock($1)', [lockKey]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}${from ? ` template ${from}` : ''}`);
      await fill(withDatabase(serverUrl, building));
      await waitForNoConnections(admin, building);
      // Renamed only once complete: a run stopped half-way leaves no half-made template.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [lockKey]);
  }
  return name;
}

/** The migrated template. */
async function ensureMigrated(admin: pg.Client, serverUrl: string): Promise<string> {
  return ensureTemplate(
    admin,
    serverUrl,
    { name: await templateName(), lockKey: TEMPLATE_LOCK_KEY },
    async (url) => {
      const database = await openDatabase({ url });
      await database.close();
    },
  );
}

/**
 * A fresh database on PGlite; on PostgreSQL (DATABASE_URL_TEST) a copy of the migrated template,
 * or of the template `from` gives when it is given (it receives the migrated one's name).
 */
export async function openTestDatabase(
  from?: (admin: pg.Client, serverUrl: string, migrated: string) => Promise<string>,
): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  if (!serverUrl) return openDatabase({});
  const name = `kp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const migrated = await ensureMigrated(admin, serverUrl);
    const template = from ? await from(admin, serverUrl, migrated) : migrated;
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
      await waitForNoConnections(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
