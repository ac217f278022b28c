// Two instances on one PostgreSQL each keep their own in-process search index
// (server/src/search/, fed by the trigger-filled search_changes log): a write
// through one is in the other's searches as soon as its notice arrives (the public cache's
// LISTEN/NOTIFY broadcast), for products, their brands and synonym groups; a write nobody
// announces within the staleness bound. b's bound is a minute here, so only the notices can
// bring a's writes in time. The public cache is off so that the answers come from the index
// (cache-broadcast.test.ts covers the cache). On PGlite there is one process: both apps share
// its one database handle, each with its own index; b, unannounced, reads a's writes within its
// 100 ms bound.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL } from '../src/plugins/cache-broadcast.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { formOf, pngBytes } from './helpers/fixtures.ts';
import { addProduct, seedCatalogue } from './helpers/catalogue.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL_TEST);

let database: Database;
let second: Database | null = null;
let third: Database | null = null;
let a: TestApp;
let b: TestApp;
/** A third instance that reads the change log at least every 100 ms (PostgreSQL only). */
let c: TestApp | null = null;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  // Its own pool: another instance.
  if (database.url) second = await openDatabase({ url: database.url });
  if (database.url) third = await openDatabase({ url: database.url });
  a = await buildTestApp({ publicCacheSeconds: 0 }, { database });
  b = await buildTestApp(
    { publicCacheSeconds: 0, searchMaxStaleMs: onPostgres ? 60_000 : 100 },
    { database: second ?? database },
  );
  if (third)
    c = await buildTestApp({ publicCacheSeconds: 0, searchMaxStaleMs: 100 }, { database: third });
  token = await a.login();
  const { brand, category, type } = await seedCatalogue(a, token, {
    category: 'Aktuator',
    type: 'Standar',
  });
  Object.assign(ids, { brand, category, type });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await c?.close();
  await second?.close();
  await third?.close();
  await database.close();
});

const fields = (name: string) => ({
  name,
  harga: '100000',
  brand_id: String(ids.brand),
  category_id: String(ids.category),
  type_id: String(ids.type),
  keterangan: `<p>${name}</p>`,
});

async function product(name: string): Promise<number> {
  return (await addProduct(a, token, fields(name), 'p.png')).id;
}

async function search(t: TestApp, text: string): Promise<string[]> {
  const answer = await t.call('GET', `/product?search=${encodeURIComponent(text)}&limit=100`);
  expect(answer.status).toBe(200);
  return (answer.body.data as { name: string }[]).map((row) => row.name).sort();
}

/** What another instance finds once a's notice has arrived (milliseconds); on PGlite, within b's 100 ms bound. */
function found(t: TestApp, text: string): { toEqual: (names: string[]) => Promise<void> } {
  return expect.poll(() => search(t, text), { timeout: 2000, interval: 20 });
}

describe(
  onPostgres
    ? 'search index across instances on PostgreSQL'
    : 'search index on PGlite (set DATABASE_URL_TEST for two instances)',
  () => {
    it(onPostgres ? 'runs one index per instance' : 'shares the one process database', () => {
      if (onPostgres) expect(b.app.db).not.toBe(a.app.db);
      else expect(b.app.db).toBe(a.app.db);
      // Each app owns its search (a plugin's decoration, no module-level map).
      expect(b.app.productSearch).not.toBe(a.app.productSearch);
    });

    it("has another instance's new, renamed, hidden and deleted products in its next search", async () => {
      const sc20 = await product('Silinder Kompak SC-20');
      // b builds its index now, from what a wrote.
      await found(b, 'kompak').toEqual(['Silinder Kompak SC-20']);

      const kv5 = await product('Katup Solenoid KV-5');
      // The instance that made the change has it in its very next search.
      expect(await search(a, 'solenoid')).toEqual(['Katup Solenoid KV-5']);
      await found(b, 'solenoid').toEqual(['Katup Solenoid KV-5']);
      const suggested = await b.call(
        'GET',
        `/product/suggest?search=${encodeURIComponent('soleno')}`,
      );
      expect((suggested.body.data.products as { name: string }[]).map((row) => row.name)).toEqual([
        'Katup Solenoid KV-5',
      ]);

      const renamed = await a.call('POST', `/admin/product/update/${sc20}`, {
        token,
        form: formOf(fields('Silinder Ganda SG-7')),
      });
      expect(renamed.status).toBe(200);
      await found(b, 'kompak').toEqual([]);
      await found(b, 'ganda').toEqual(['Silinder Ganda SG-7']);

      expect(
        (await a.call('POST', `/admin/product/is-active/${sc20}`, { token })).body.data.isActive,
      ).toBe(false);
      await found(b, 'ganda').toEqual([]);

      expect((await a.call('DELETE', `/admin/product/${kv5}`, { token })).status).toBe(200);
      await found(b, 'solenoid').toEqual([]);
    });

    it("follows another instance's brand renames and synonym groups", async () => {
      await product('Regulator Filter RF-1');
      await found(b, 'aerotek').toEqual(['Regulator Filter RF-1']);
      const png = await pngBytes();
      const renamed = await a.call('POST', `/admin/brand/${ids.brand}`, {
        token,
        form: formOf({ name: 'Pneumaxa', keterangan: 'Merek' }, [
          ['imageMain', png, 'm.png'],
          ['imageThumbnail', png, 't.png'],
        ]),
      });
      expect(renamed.status).toBe(200);
      await found(b, 'aerotek').toEqual([]);
      await found(b, 'pneumaxa').toEqual(['Regulator Filter RF-1']);

      await found(b, 'sarimbit').toEqual([]);
      const group = await a.call('POST', '/admin/synonym', {
        token,
        json: { words: ['sarimbit', 'regulator'] },
      });
      expect(group.status).toBe(200);
      await found(b, 'sarimbit').toEqual(['Regulator Filter RF-1']);

      // A group whose side is another maker's code (issue 32) reaches b's code matching too.
      await addProduct(
        a,
        token,
        {
          ...fields('Silinder Kompak KP-12'),
          'equivalents[0][brand]': 'SMC',
          'equivalents[0][code]': 'CDQ2B12-25',
        },
        'p.png',
      );
      await found(b, 'cdq2b 12-25').toEqual(['Silinder Kompak KP-12']);
      await found(b, 'CQ2B12-25').toEqual([]);
      const codes = await a.call('POST', '/admin/synonym', {
        token,
        json: { words: ['cq2b12-25', 'CDQ2B12-25'] },
      });
      expect(codes.status).toBe(200);
      await found(b, 'CQ2B12-25').toEqual(['Silinder Kompak KP-12']);
    });

    it(
      onPostgres
        ? 'applies a change committed after a later-numbered one (ids follow commit order)'
        : 'applies changes in the order PGlite commits them (one connection)',
      async () => {
        const slow = await product('Silinder Lambat SL-1');
        const fast = await product('Silinder Cepat SC-9');
        await found(b, 'lambat').toEqual(['Silinder Lambat SL-1']);
        if (!onPostgres) {
          // Every write goes through the one process.
          expect(
            (
              await a.call('POST', `/admin/product/update/${slow}`, {
                token,
                form: formOf(fields('Silinder Tertunda SL-1')),
              })
            ).status,
          ).toBe(200);
          await found(b, 'tertunda').toEqual(['Silinder Tertunda SL-1']);
          return;
        }
        // A staff save that takes its time: its change row is written first, committed last, and
        // announced as an instance announces its saves (the notice goes out at commit).
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          await client.query('begin');
          await client.query(
            `update products set name = 'Silinder Tertunda SL-1', keterangan = '<p>Silinder Tertunda SL-1</p>' where id = $1`,
            [slow],
          );
          await client.query('select pg_notify($1, $2)', [
            CACHE_CHANNEL,
            JSON.stringify({ from: 'another instance', tags: ['products'] }),
          ]);
          // Meanwhile another save commits, and b applies it.
          const renamed = await a.call('POST', `/admin/product/update/${fast}`, {
            token,
            form: formOf(fields('Silinder Kilat SC-9')),
          });
          expect(renamed.status).toBe(200);
          await found(b, 'kilat').toEqual(['Silinder Kilat SC-9']);
          await client.query('commit');
        } finally {
          await client.end();
        }
        await found(b, 'tertunda').toEqual(['Silinder Tertunda SL-1']);
        await found(b, 'lambat').toEqual([]);
      },
    );

    it(`has a write nobody announced (SQL) within its staleness bound${onPostgres ? ', and reads the change log no sooner' : ''}`, async () => {
      const id = await product('Silinder Sunyi SS-3');
      await found(b, 'sunyi').toEqual(['Silinder Sunyi SS-3']);
      // Outside the server: no public-cache invalidation, no notice.
      await database.db.execute(
        sql`update products set name = 'Silinder Senyap SS-3' where id = ${id}`,
      );
      // c (PGlite: b) reads the log at least every 100 ms.
      const bounded = c ?? b;
      await expect
        .poll(() => search(bounded, 'senyap'), { timeout: 2000, interval: 20 })
        .toEqual(['Silinder Senyap SS-3']);
      if (onPostgres) {
        // b, with a minute's bound and no notice, has not read it yet.
        expect(await search(b, 'senyap')).toEqual([]);
        expect(await search(b, 'sunyi')).toEqual(['Silinder Sunyi SS-3']);
      }
    });
  },
);
