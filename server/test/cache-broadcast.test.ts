// Two instances on one PostgreSQL: a write through one drops the other's cached public answers
// within 1 s (LISTEN/NOTIFY). On PGlite there is one process and nothing to broadcast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { formOf, pngBytes } from './helpers/fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL_TEST);

let database: Database;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  // Two apps, two connection pools, one database: two instances as far as PostgreSQL can tell.
  a = await buildTestApp({}, { database });
  b = await buildTestApp({}, { database });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

const names = async (t: TestApp) =>
  ((await t.call('GET', '/category')).body.data as { name: string }[]).map((row) => row.name);

describe(
  onPostgres
    ? 'public cache across instances on PostgreSQL'
    : 'public cache on PGlite (set DATABASE_URL_TEST for PostgreSQL)',
  () => {
    it(
      onPostgres
        ? 'a write through one instance reaches the other within 1 s'
        : 'has no broadcast and a write still refreshes its own cache',
      async () => {
        expect(b.app.hasPlugin('cache-broadcast')).toBe(onPostgres);
        expect(await names(b)).toEqual([]);
        // Cached now: without a broadcast, b would answer this for PUBLIC_CACHE_SECONDS (30 s).
        expect(b.app.publicCache.get('/api-web/category')).toBeDefined();

        const token = await a.login();
        const created = await a.call('POST', '/admin/category', {
          token,
          form: formOf({ name: 'Katup' }, [['image', await pngBytes(), 'k.png']]),
        });
        expect(created.status).toBe(200);
        const written = Date.now();
        if (!onPostgres) {
          expect(await names(a)).toEqual(['Katup']);
          return;
        }
        while (
          b.app.publicCache.get('/api-web/category') !== undefined &&
          Date.now() - written < 1000
        ) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(Date.now() - written).toBeLessThan(1000);
        expect(await names(b)).toEqual(['Katup']);
        // The writer's own invalidation is not echoed back as a second drop of a fresh entry.
        expect(await names(a)).toEqual(['Katup']);
      },
    );
  },
);
