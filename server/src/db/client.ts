// One dialect (PostgreSQL), two drivers: PGlite in-process by default, a `pg` pool when a URL is
// given. Both run the same migrations from server/drizzle/.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { APPLICATION_NAME } from './application-name.ts';
import { PGLITE_START_PARAMS } from './pglite-settings.ts';
import { PGliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a write that may run alone or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  close: () => Promise<void>;
  /** The PostgreSQL server's URL; undefined on PGlite (one process, nothing to keep in step). */
  url?: string;
  /**
   * Runs `work` while no other instance runs its own (start-up seeding): on PostgreSQL under the
   * advisory lock migrations take; on PGlite, one process, at once.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * PGlite only: a consistent copy of its data folder (a tar), taken between two queries, for
   * `npm run backup` while the server runs (server/src/ops/control.ts hands it over).
   */
  dumpDataDir?: () => Promise<Blob>;
}

export { APPLICATION_NAME };

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** The advisory lock key every instance's migrations take (any fixed bigint; this spells "katalog"). */
export const MIGRATION_LOCK_KEY = 0x6b6174616c6f67n;

/** Runs `work` on one connection holding the instances' session advisory lock. */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/**
 * Migrates on one connection while holding a session advisory lock, so instances started together
 * on one database migrate one after the other: the first applies, the others find nothing to do.
 * Without it, two `CREATE EXTENSION IF NOT EXISTS` at once fail on a duplicate key.
 */
export async function migrateLocked(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, (client) =>
    migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when empty, PGlite is used. */
  url?: string;
  /** PGlite data folder; undefined means in memory (tests). */
  pgliteDir?: string;
  /** PGlite in its own thread (the default, unless PGLITE_THREAD=0) or on the caller's. */
  pgliteThread?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      application_name: APPLICATION_NAME,
    });
    let closing = false;
    // An idle client that the server drops (restart, failover, admin termination) emits 'error'
    // on the pool; unheard, that crashes the process. The pool replaces it on the next query.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL: an idle connection was closed (${error.message})`);
    });
    await migrateLocked(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      url: options.url,
      exclusive: (work) => withAdvisoryLock(pool, () => work()),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs each query synchronously in WebAssembly: in its own thread (pglite-thread.ts) a
  // query costs the HTTP loop a message, not its run time (docs/decisions.md "Server").
  // PGLITE_THREAD=0 keeps it on this thread.
  const client =
    (options.pgliteThread ?? process.env.PGLITE_THREAD !== '0')
      ? ((await PGliteThread.start({ dataDir: options.pgliteDir })) as unknown as PGlite)
      : await PGlite.create({
          dataDir: options.pgliteDir,
          extensions: { pg_trgm },
          startParams: PGLITE_START_PARAMS,
        });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    exclusive: (work) => work(),
    async dumpDataDir() {
      // Everything written so far into the data files, so the copy needs little WAL replay.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}
