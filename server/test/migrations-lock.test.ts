// Instances started together on one empty database all come up: migrations run under an advisory
// lock on PostgreSQL. On PGlite (one process owns its folder) reopening finds nothing to apply.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/client.ts';

const journal = JSON.parse(
  await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };
const serverUrl = process.env.DATABASE_URL_TEST;

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

async function withFreshPostgres(work: (url: string) => Promise<void>): Promise<void> {
  const name = `kp_test_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe(
  serverUrl
    ? 'migrations on PostgreSQL'
    : 'migrations on PGlite (set DATABASE_URL_TEST for PostgreSQL)',
  () => {
    it(
      serverUrl
        ? 'three instances migrating one empty database at once all come up'
        : 'reopening a migrated folder applies nothing twice',
      async () => {
        if (serverUrl) {
          await withFreshPostgres(async (url) => {
            const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url })));
            const databases = opened.flatMap((result) =>
              result.status === 'fulfilled' ? [result.value] : [],
            );
            try {
              expect(opened.map((result) => result.status)).toEqual([
                'fulfilled',
                'fulfilled',
                'fulfilled',
              ]);
              for (const database of databases)
                expect(await appliedMigrations(database)).toBe(journal.entries.length);
            } finally {
              await Promise.all(databases.map((database) => database.close()));
            }
          });
          return;
        }
        const dir = await mkdtemp(path.join(tmpdir(), 'kp-migrate-'));
        try {
          const first = await openDatabase({ pgliteDir: dir });
          expect(await appliedMigrations(first)).toBe(journal.entries.length);
          await first.close();
          const again = await openDatabase({ pgliteDir: dir });
          expect(await appliedMigrations(again)).toBe(journal.entries.length);
          await again.close();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );
  },
);
