// The page store's shared table on PostgreSQL (server/src/pages/shared-store.ts): a page's row
// keeps where its second part starts, so a page is read in the encoding it is sent in only (half
// the bytes); a table made before that column was added keeps working (its rows are read whole).
// On PGlite (one process, its own disk tier) the shared table is refused.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { PUT_BATCH, SharedStore } from '../src/pages/shared-store.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL_TEST);
const pgClient = pg.Client;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const storeOn = (db: Database['db'], putWindowMs?: number) =>
  new SharedStore(db, {
    fingerprint: 'test',
    maxBytes: 1024 * 1024,
    hours: 1,
    isPage: (key) => key.startsWith('page '),
    ...(putWindowMs === undefined ? {} : { putWindowMs }),
  });

/** A two-part entry as stored-entry.ts lays one out: what matters here is where the parts meet. */
const brotli = Buffer.from('the Brotli part, '.repeat(40));
const gzip = Buffer.from('then the gzip part. '.repeat(30));
const entry = Buffer.concat([brotli, gzip]);

describe(
  onPostgres ? 'the shared page store (PostgreSQL)' : 'the shared page store on PGlite',
  () => {
    if (!onPostgres) {
      it('is refused: PGlite keeps its own disk tier', () => {
        expect(() => storeOn(database.db)).toThrow(/PostgreSQL only/);
      });
      return;
    }

    it('reads a page in the part of its encoding only, or whole', async () => {
      const store = storeOn(database.db);
      const key = 'page http://katalog.test /detail-product/1';
      const miss = await store.read(key, 0);
      expect(miss.found).toBeUndefined();
      await store.put(key, ['product:1', 'in:all'], entry, miss.epoch, brotli.length);
      expect(store.readBefore(key)).toBe(false);
      const first = await store.read(key, 0);
      expect(first.found?.data.equals(brotli)).toBe(true);
      // A part comes without its tags (it is not kept in memory); its key was read once.
      expect(first.found?.tags).toEqual([]);
      expect(store.readBefore(key)).toBe(true);
      expect((await store.read(key, 1)).found?.data.equals(gzip)).toBe(true);
      const whole = await store.read(key);
      expect(whole.found?.data.equals(entry)).toBe(true);
      expect(whole.found?.tags).toEqual(['product:1', 'in:all']);
      // Another instance (another process) has read nothing yet.
      expect(storeOn(database.db).readBefore(key)).toBe(false);
    });

    it('reads an entry of one part whole, whatever part is asked', async () => {
      const store = storeOn(database.db);
      const key = 'GET /product/2';
      const { epoch } = await store.read(key);
      const body = Buffer.from('{"data":{"id":2}}');
      await store.put(key, ['product:2'], body, epoch);
      expect((await store.read(key, 1)).found?.data.equals(body)).toBe(true);
    });

    it('reads asked at once in one statement, each its own entry or part', async () => {
      const store = storeOn(database.db);
      const keys = Array.from(
        { length: 12 },
        (_, at) => `page http://katalog.test /detail-product/${10 + at}`,
      );
      const { epoch } = await store.read('page http://katalog.test /');
      // Every third page is not stored; the others each carry their own bytes.
      const stored = (at: number) => at % 3 !== 2;
      const brotliOf = (at: number) => Buffer.from(`Brotli of page ${at}. `.repeat(20 + at));
      const gzipOf = (at: number) => Buffer.from(`gzip of page ${at}. `.repeat(30 + at));
      for (const [at, key] of keys.entries())
        if (stored(at)) {
          const first = brotliOf(at);
          await store.put(
            key,
            [`product:${10 + at}`],
            Buffer.concat([first, gzipOf(at)]),
            epoch,
            first.length,
          );
        }
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const query = pool.query.bind(pool);
      let statements = 0;
      pool.query = ((...args: Parameters<typeof query>) => {
        statements += 1;
        return query(...args);
      }) as typeof pool.query;
      try {
        // Brotli, gzip and whole reads, asked together.
        const parts = keys.map((_, at) => (at % 4 === 3 ? undefined : ((at % 2) as 0 | 1)));
        const reads = await Promise.all(keys.map((key, at) => store.read(key, parts[at])));
        for (const [at, read] of reads.entries()) {
          expect(read.epoch).toBe(epoch);
          if (!stored(at)) {
            expect(read.found).toBeUndefined();
            continue;
          }
          const part = parts[at];
          const expected =
            part === 0
              ? brotliOf(at)
              : part === 1
                ? gzipOf(at)
                : Buffer.concat([brotliOf(at), gzipOf(at)]);
          expect(read.found?.data.equals(expected)).toBe(true);
          expect(read.found?.tags).toEqual(part === undefined ? [`product:${10 + at}`] : []);
        }
        // Two statements go at once at most; the reads asked meanwhile go together in the next.
        expect(statements).toBeLessThanOrEqual(3);
      } finally {
        pool.query = query;
      }
    });

    it('keeps an entry in one statement', async () => {
      const store = storeOn(database.db);
      const key = 'page http://katalog.test /detail-product/40';
      const { epoch } = await store.read(key, 0);
      // Every statement any connection sends (the pool's own and a transaction's).
      const query = pgClient.prototype.query;
      let statements = 0;
      pgClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        statements += 1;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        await store.put(key, ['product:40', 'in:all'], entry, epoch, brotli.length);
      } finally {
        pgClient.prototype.query = query;
      }
      // A transaction sent four: begin, the epoch read for share, the insert, commit.
      expect(statements).toBe(1);
      const whole = await store.read(key);
      expect(whole.found?.data.equals(entry)).toBe(true);
      expect(whole.found?.tags).toEqual(['product:40', 'in:all']);
      expect((await store.read(key, 1)).found?.data.equals(gzip)).toBe(true);
    });

    it('keeps puts asked at once in one statement, each under its own epoch', async () => {
      const store = storeOn(database.db);
      const keys = Array.from(
        { length: 12 },
        (_, at) => `page http://katalog.test /detail-product/${60 + at}`,
      );
      const before = await store.read(keys[0] as string, 0);
      await store.invalidate(['product:998']);
      const { epoch } = await store.read(keys[0] as string, 0);
      const brotliOf = (at: number) => Buffer.from(`Brotli of page ${at}. `.repeat(20 + at));
      const gzipOf = (at: number) => Buffer.from(`gzip of page ${at}. `.repeat(30 + at));
      // Every fourth page was rendered before the write: not kept.
      const current = (at: number) => at % 4 !== 1;
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const query = pool.query.bind(pool);
      let statements = 0;
      pool.query = ((...args: Parameters<typeof query>) => {
        statements += 1;
        return query(...args);
      }) as typeof pool.query;
      try {
        await Promise.all([
          ...keys.map((key, at) =>
            store.put(
              key,
              [`product:${60 + at}`, 'in:all'],
              Buffer.concat([brotliOf(at), gzipOf(at)]),
              current(at) ? epoch : before.epoch,
              brotliOf(at).length,
            ),
          ),
          // The same key twice in one statement: the last put wins.
          store.put(keys[2] as string, ['product:62'], entry, epoch, brotli.length),
        ]);
      } finally {
        pool.query = query;
      }
      // The first goes at once; every put asked meanwhile goes with the others in the next.
      expect(statements).toBe(2);
      for (const [at, key] of keys.entries()) {
        const whole = await store.read(key);
        if (!current(at)) {
          expect(whole.found).toBeUndefined();
          continue;
        }
        const expected = at === 2 ? entry : Buffer.concat([brotliOf(at), gzipOf(at)]);
        expect(whole.found?.data.equals(expected)).toBe(true);
        expect(whole.found?.tags).toEqual(
          at === 2 ? ['product:62'] : [`product:${60 + at}`, 'in:all'],
        );
        const second = at === 2 ? gzip : gzipOf(at);
        expect((await store.read(key, 1)).found?.data.equals(second)).toBe(true);
      }
    });

    it('sends puts at most once a window: those asked meanwhile go together', async () => {
      const store = new SharedStore(database.db, {
        fingerprint: 'test',
        maxBytes: 1024 * 1024,
        hours: 1,
        isPage: (key) => key.startsWith('page '),
        // Longer than the test: only a full batch ends it.
        putWindowMs: 600_000,
      });
      const keys = Array.from(
        { length: PUT_BATCH + 1 },
        (_, at) => `page http://katalog.test /detail-product/${200 + at}`,
      );
      const { epoch } = await store.read(keys[0] as string, 0);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const query = pool.query.bind(pool);
      let puts = 0;
      pool.query = ((...args: Parameters<typeof query>) => {
        const [config] = args as unknown as [{ name?: string }];
        if (config.name?.startsWith('page_store_put')) puts += 1;
        return query(...args);
      }) as typeof pool.query;
      const put = (key: string) => store.put(key, ['in:all'], entry, epoch, brotli.length);
      try {
        // The first in the window goes at once, alone.
        await put(keys[0] as string);
        expect(puts).toBe(1);
        // The next, asked once it is kept (as a visitor's next page's is), waits for company: a
        // read's round trip later it has not gone.
        const next = put(keys[1] as string);
        await store.read(keys[0] as string, 0);
        expect(puts).toBe(1);
        // A batch's worth waiting goes at once, together.
        await Promise.all([next, ...keys.slice(2).map(put)]);
        expect(puts).toBe(2);
      } finally {
        pool.query = query;
      }
      for (const key of [keys[1], keys.at(-1)] as string[])
        expect((await store.read(key)).found?.data.equals(entry)).toBe(true);
    });

    it('keeps an entry as it is given, not compressed again', async () => {
      const store = storeOn(database.db);
      const key = 'GET /api-web/product?type=5';
      const { epoch } = await store.read(key);
      // A JSON answer PostgreSQL's own compression would shrink to a tenth.
      const body = Buffer.from(JSON.stringify({ data: Array(400).fill({ name: 'Silinder' }) }));
      await store.put(key, ['in:all'], body, epoch);
      const [row] = (
        (await database.db.execute(
          sql`select pg_column_size(data)::int as size from page_store.pages where key = ${`test ${key}`}`,
        )) as unknown as { rows: { size: number }[] }
      ).rows;
      expect(row?.size).toBeGreaterThanOrEqual(body.length);
      expect((await store.read(key)).found?.data.equals(body)).toBe(true);
    });

    it('keeps nothing rendered before a write that dropped anything', async () => {
      const store = storeOn(database.db);
      const key = 'page http://katalog.test /detail-product/41';
      const before = await store.read(key, 0);
      await store.invalidate(['product:999']);
      await store.put(key, ['product:41'], entry, before.epoch, brotli.length);
      const after = await store.read(key);
      expect(after.found).toBeUndefined();
      expect(after.epoch).not.toBe(before.epoch);
      await store.put(key, ['product:41'], entry, after.epoch, brotli.length);
      expect((await store.read(key)).found?.data.equals(entry)).toBe(true);
    });

    it('a put waits for a write under way, and then keeps nothing', async () => {
      const store = storeOn(database.db);
      const key = 'page http://katalog.test /detail-product/42';
      const { epoch } = await store.read(key, 0);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const writer = await pool.connect();
      try {
        // Another instance's invalidation, its epoch bumped but not committed yet.
        await writer.query('begin');
        await writer.query(`select pg_advisory_xact_lock(hashtext('page_store.epoch'))`);
        await writer.query('update page_store.epoch set epoch = epoch + 1 where id = 1');
        const put = store.put(key, ['product:42'], entry, epoch, brotli.length);
        // The put waits for the writer's row (asked until a backend waits on the writer's).
        const writerPid = (await writer.query<{ pid: number }>('select pg_backend_pid() as pid'))
          .rows[0]?.pid;
        for (;;) {
          const { rows: waiting } = await pool.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
            [writerPid],
          );
          if ((waiting[0]?.n ?? 0) > 0) break;
        }
        await writer.query('commit');
        await put;
      } finally {
        writer.release();
      }
      expect((await store.read(key)).found).toBeUndefined();
    });

    it('a write waits for a put under way, and then drops what it kept', async () => {
      const store = storeOn(database.db);
      const key = 'page http://katalog.test /detail-product/43';
      const { epoch } = await store.read(key, 0);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const putter = await pool.connect();
      try {
        // Another instance's put, its row inserted but not committed yet.
        await putter.query('begin');
        await putter.query(
          `select page_store.put($1, '{product:43}', $2, $3, $4, true, $5::bigint)`,
          [`test ${key}`, entry, brotli.length, entry.length, epoch],
        );
        const write = store.invalidate(['product:43']);
        const putterPid = (await putter.query<{ pid: number }>('select pg_backend_pid() as pid'))
          .rows[0]?.pid;
        for (;;) {
          const { rows: waiting } = await pool.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
            [putterPid],
          );
          if ((waiting[0]?.n ?? 0) > 0) break;
        }
        await putter.query('commit');
        await write;
      } finally {
        putter.release();
      }
      expect((await store.read(key)).found).toBeUndefined();
    });

    it('a put locks no row: its commit does not wait for the disk', async () => {
      const store = storeOn(database.db);
      const key = 'page http://katalog.test /detail-product/44';
      await store.invalidate(['product:44']);
      const { epoch } = await store.read(key, 0);
      await store.put(key, ['product:44'], entry, epoch, brotli.length);
      expect((await store.read(key)).found?.data.equals(entry)).toBe(true);
      // A row locked FOR SHARE keeps its locker in xmax, and the lock is written to the WAL (a
      // multixact too when puts overlap): a put's commit then waited for fdatasync.
      const [row] = (
        (await database.db.execute(
          sql`select xmax::text as xmax from page_store.epoch where id = 1`,
        )) as unknown as { rows: { xmax: string }[] }
      ).rows;
      expect(row?.xmax).toBe('0');
    });

    it('adds up the bytes kept only once the table is past its bound on disk', async () => {
      const query = pgClient.prototype.query;
      let passes = 0;
      pgClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        if (JSON.stringify(args[0] ?? '').includes('sum(bytes) over')) passes += 1;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      const body = (at: number) => Buffer.from(`{"page":${at}}`.padEnd(1024, ' '));
      const putAll = async (store: SharedStore, prefix: string) => {
        const { epoch } = await store.read(`${prefix}/0`);
        for (let at = 0; at < 256; at += 1)
          await store.put(`${prefix}/${at}`, ['in:all'], body(at), epoch);
      };
      try {
        // 256 kB kept under a bound of 1 MB (storeOn): the trim after the 256th put does not
        // add up every row.
        // (Puts one after another, each alone: no window between them.)
        await putAll(storeOn(database.db, 0), 'GET /roomy');
        expect(passes).toBe(0);
        // Under a bound of 200 kB it does, and the oldest rows past the bound go.
        const tight = new SharedStore(database.db, {
          fingerprint: 'test',
          maxBytes: 200 * 1024,
          hours: 1,
          isPage: () => false,
          putWindowMs: 0,
        });
        await putAll(tight, 'GET /tight');
        expect(passes).toBe(1);
      } finally {
        pgClient.prototype.query = query;
      }
      const [kept] = (
        (await database.db.execute(
          sql`select sum(bytes)::int as bytes, count(*) filter (where key like 'test GET /tight/%')::int as tight from page_store.pages`,
        )) as unknown as { rows: { bytes: number; tight: number }[] }
      ).rows;
      expect(kept?.bytes).toBeLessThanOrEqual(200 * 1024);
      // The newest stay.
      expect(kept?.tight).toBeGreaterThan(150);
    });

    it('reads a key alone by a statement PostgreSQL plans once, not at every read', async () => {
      const store = storeOn(database.db);
      await store.open();
      // A table of some thousand rows, counted by ANALYZE, as a store filling has: with those
      // figures PostgreSQL's plan for an array of keys looks dearer than one planned for a key.
      await database.db.execute(sql`insert into page_store.pages (key, tags, data, bytes, page)
          select 'test GET /filler/' || n, '{in:all}', '\\x00', 1, false
          from generate_series(1, 3000) n`);
      await database.db.execute(sql`analyze page_store.pages`);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // One after another, the reads take the pool's last idle connection, which is asked after.
      for (let at = 0; at < 12; at += 1)
        await store.read(`page http://katalog.test /detail-product/${80 + at}`, 0);
      const client = await pool.connect();
      try {
        const { rows: plans } = await client.query<{ generic: number; custom: number }>(
          `select sum(generic_plans)::int as generic, sum(custom_plans)::int as custom
             from pg_prepared_statements where name = 'page_store_read_one'`,
        );
        // The array statement was planned again at each read (its custom plans looked cheaper).
        expect(plans[0]?.generic).toBeGreaterThanOrEqual(6);
        expect(plans[0]?.custom).toBeLessThanOrEqual(5);
      } finally {
        client.release();
        await database.db.execute(
          sql`delete from page_store.pages where key like 'test GET /filler/%'`,
        );
      }
    });

    it('keeps working on a table made before pages were read by their parts', async () => {
      await database.db.execute(sql`drop schema if exists page_store cascade`);
      await database.db.execute(sql`create schema page_store`);
      await database.db.execute(sql`create unlogged table page_store.pages (
          key text primary key, tags text[] not null, data bytea not null, bytes integer not null,
          page boolean not null, stored_at timestamptz not null default now())`);
      await database.db.execute(sql`create table page_store.epoch (id integer primary key,
          epoch bigint not null)`);
      await database.db.execute(sql`insert into page_store.epoch values (1, 7)`);
      const old = 'page http://katalog.test /news';
      await database.db.execute(sql`insert into page_store.pages (key, tags, data, bytes, page)
          values (${`test ${old}`}, '{news}', ${entry}, ${entry.length}, true)`);
      const store = storeOn(database.db);
      // Its rows (no split) are read whole.
      const read = await store.read(old, 1);
      expect(read.epoch).toBe('7');
      expect(read.found?.data.equals(entry)).toBe(true);
      // New rows are kept with their split.
      const key = 'page http://katalog.test /detail-product/3';
      await store.put(key, ['product:3'], entry, read.epoch, brotli.length);
      expect((await store.read(key, 1)).found?.data.equals(gzip)).toBe(true);
    });
  },
);
