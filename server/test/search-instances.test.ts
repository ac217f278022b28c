// Two instances on one PostgreSQL each keep their own in-process search index
// (server/src/routes/products/search/, fed by the trigger-filled search_changes log): a write
// through one is in the other's very next search, for products, their brands and synonym groups.
// The public cache is off here so that the answers come from the index (cache-broadcast.test.ts
// covers the cache). On PGlite there is one process: both apps share its one database handle.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { formOf, pngBytes } from './helpers/fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL_TEST);

let database: Database;
let second: Database | null = null;
let a: TestApp;
let b: TestApp;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  // Its own pool, so its own search engine (one per database handle): another instance.
  if (database.url) second = await openDatabase({ url: database.url });
  a = await buildTestApp({ publicCacheSeconds: 0 }, { database });
  b = await buildTestApp({ publicCacheSeconds: 0 }, { database: second ?? database });
  token = await a.login();
  const png = await pngBytes();
  ids.brand = (await a.call('POST', '/admin/brand', { token, form: formOf({ name: 'Aerotek', keterangan: 'Merek' }, [['imageMain', png, 'm.png'], ['imageThumbnail', png, 't.png']]) })).body.data.id;
  ids.category = (await a.call('POST', '/admin/category', { token, form: formOf({ name: 'Aktuator' }, [['image', png, 'c.png']]) })).body.data.id;
  ids.type = (await a.call('POST', '/admin/type', { token, json: { name: 'Standar' } })).body.data.id;
});
afterAll(async () => {
  await a.close();
  await b.close();
  await second?.close();
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
  const answer = await a.call('POST', '/admin/product', { token, form: formOf(fields(name), [['image[0]', await pngBytes(), 'p.png']]) });
  expect(answer.status).toBe(200);
  return answer.body.data.id;
}

async function found(t: TestApp, text: string): Promise<string[]> {
  const answer = await t.call('GET', `/product?search=${encodeURIComponent(text)}&limit=100`);
  expect(answer.status).toBe(200);
  return (answer.body.data as { name: string }[]).map((row) => row.name).sort();
}

describe(onPostgres ? 'search index across instances on PostgreSQL' : 'search index on PGlite (set DATABASE_URL_TEST for two instances)', () => {
  it(onPostgres ? 'runs one index per instance' : 'shares the one process database', () => {
    if (onPostgres) expect(b.app.db).not.toBe(a.app.db);
    else expect(b.app.db).toBe(a.app.db);
  });

  it("has another instance's new, renamed, hidden and deleted products in its next search", async () => {
    const sc20 = await product('Silinder Kompak SC-20');
    // b builds its index now, from what a wrote.
    expect(await found(b, 'kompak')).toEqual(['Silinder Kompak SC-20']);

    const kv5 = await product('Katup Solenoid KV-5');
    expect(await found(b, 'solenoid')).toEqual(['Katup Solenoid KV-5']);
    const suggested = await b.call('GET', `/product/suggest?search=${encodeURIComponent('soleno')}`);
    expect((suggested.body.data.products as { name: string }[]).map((row) => row.name)).toEqual(['Katup Solenoid KV-5']);

    const renamed = await a.call('POST', `/admin/product/update/${sc20}`, { token, form: formOf(fields('Silinder Ganda SG-7')) });
    expect(renamed.status).toBe(200);
    expect(await found(b, 'kompak')).toEqual([]);
    expect(await found(b, 'ganda')).toEqual(['Silinder Ganda SG-7']);

    expect((await a.call('POST', `/admin/product/is-active/${sc20}`, { token })).body.data.isActive).toBe(false);
    expect(await found(b, 'ganda')).toEqual([]);

    expect((await a.call('DELETE', `/admin/product/${kv5}`, { token })).status).toBe(200);
    expect(await found(b, 'solenoid')).toEqual([]);
  });

  it("follows another instance's brand renames and synonym groups", async () => {
    await product('Regulator Filter RF-1');
    expect(await found(b, 'aerotek')).toEqual(['Regulator Filter RF-1']);
    const png = await pngBytes();
    const renamed = await a.call('POST', `/admin/brand/${ids.brand}`, {
      token,
      form: formOf({ name: 'Pneumaxa', keterangan: 'Merek' }, [['imageMain', png, 'm.png'], ['imageThumbnail', png, 't.png']]),
    });
    expect(renamed.status).toBe(200);
    expect(await found(b, 'aerotek')).toEqual([]);
    expect(await found(b, 'pneumaxa')).toEqual(['Regulator Filter RF-1']);

    expect(await found(b, 'sarimbit')).toEqual([]);
    const group = await a.call('POST', '/admin/synonym', { token, json: { words: ['sarimbit', 'regulator'] } });
    expect(group.status).toBe(200);
    expect(await found(b, 'sarimbit')).toEqual(['Regulator Filter RF-1']);
  });

  it(
    onPostgres
      ? 'applies a change committed after a later-numbered one (ids follow commit order)'
      : 'applies changes in the order PGlite commits them (one connection)',
    async () => {
      const slow = await product('Silinder Lambat SL-1');
      const fast = await product('Silinder Cepat SC-9');
      expect(await found(b, 'lambat')).toEqual(['Silinder Lambat SL-1']);
      if (!onPostgres) {
        // Every write goes through the one process (its engine hears it).
        expect((await a.call('POST', `/admin/product/update/${slow}`, { token, form: formOf(fields('Silinder Tertunda SL-1')) })).status).toBe(200);
        expect(await found(b, 'tertunda')).toEqual(['Silinder Tertunda SL-1']);
        return;
      }
      // A staff save that takes its time: its change row is written first, committed last.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`update products set name = 'Silinder Tertunda SL-1', keterangan = '<p>Silinder Tertunda SL-1</p>' where id = $1`, [slow]);
        // Meanwhile another save commits, and b applies it.
        const renamed = await a.call('POST', `/admin/product/update/${fast}`, { token, form: formOf(fields('Silinder Kilat SC-9')) });
        expect(renamed.status).toBe(200);
        expect(await found(b, 'kilat')).toEqual(['Silinder Kilat SC-9']);
        await client.query('commit');
      } finally {
        await client.end();
      }
      expect(await found(b, 'tertunda')).toEqual(['Silinder Tertunda SL-1']);
      expect(await found(b, 'lambat')).toEqual([]);
    },
  );
});
