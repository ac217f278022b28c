// Part numbers as buyers type them (issue 32), through both search implementations: with the
// maker's name, by their start, without the option suffix, spaced; the whole code first, then the
// code without its option suffix, then a code's start; and staff synonyms whose side is a code
// (saved through the staff API, as 'Buat Sinonim' saves them) reach code matching at once.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL_TEST is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlSearch } from '../src/search/sql/sql-search.ts';
import { Stems } from '../src/search/stems.ts';
import { seedCatalogue } from './helpers/catalogue.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let sqlSearch: SqlSearch;
const id: Record<'exact' | 'suffixed' | 'longer', number> = { exact: 0, suffixed: 0, longer: 0 };

const equivalents = (...list: [string, string][]) =>
  Object.fromEntries(
    list.flatMap(([brand, code], i) => [
      [`equivalents[${i}][brand]`, brand],
      [`equivalents[${i}][code]`, code],
    ]),
  );

beforeAll(async () => {
  t = await buildTestApp({ publicCacheSeconds: 0 });
  token = await t.login();
  // Made in this order, so SPEC order (newest first) is longer, suffixed, exact: the opposite of
  // what 'ADN-12-25' must rank.
  const catalogue = await seedCatalogue(t, token, {
    brand: 'Aerotek',
    category: 'Silinder',
    type: 'Kompak',
    products: [
      { name: 'Silinder Kompak SC-22', harga: 1000, fields: equivalents(['Festo', 'ADN-12-25']) },
      {
        name: 'Silinder Kompak SC-20',
        harga: 1000,
        fields: equivalents(['SMC', 'CDQ2B12-25'], ['Festo', 'ADN-12-25-A-P-A']),
      },
      {
        name: 'Silinder Kompak SC-21',
        harga: 1000,
        fields: equivalents(['Festo', 'ADN-12-250-A-P-A']),
      },
    ],
  });
  [id.exact, id.suffixed, id.longer] = catalogue.products as [number, number, number];
  sqlSearch = new SqlSearch(t.app.db, new Stems(t.app.db));
  expect(await t.app.productSearch.index.ready(30_000)).not.toBeNull();
});
afterAll(() => t?.close());

/** The ids a search answers, from the index (over HTTP) and from SQL, which must agree. */
async function found(text: string): Promise<number[]> {
  const answer = await t.call('GET', `/product?search=${encodeURIComponent(text)}&limit=20`);
  expect(answer.status).toBe(200);
  const ids = (answer.body.data as { id: number }[]).map((row) => row.id);
  const fromSql = await sqlSearch.search({ text, offset: 0, size: 20 });
  expect(
    fromSql.rows.map((row) => row.id),
    `SQL: ${text}`,
  ).toEqual(ids);
  expect(fromSql.total, `SQL total: ${text}`).toBe(answer.body.meta.total);
  return ids;
}

/** The first suggestion's id and the code it names ('Padanan untuk <code>'), alike from both. */
async function suggested(text: string) {
  const answer = await t.call('GET', `/product/suggest?search=${encodeURIComponent(text)}`);
  expect(answer.status).toBe(200);
  expect(await sqlSearch.suggest(text, 6)).toEqual(
    await t.app.productSearch.index.suggest(text, 6),
  );
  const [first] = answer.body.data.products as {
    id: number;
    equivalent: { brand: string; code: string } | null;
  }[];
  return { id: first?.id, code: first?.equivalent?.code ?? null };
}

describe('part numbers as buyers type them', () => {
  it('finds a code with its maker before or after it, and not under another maker', async () => {
    expect(await found('SMC CDQ2B12-25')).toEqual([id.suffixed]);
    expect(await found('cdq2b12-25 smc')).toEqual([id.suffixed]);
    expect(await found('festo adn-12-25-a-p-a')).toEqual([id.suffixed]);
    expect(await suggested('SMC CDQ2B12-25')).toEqual({ id: id.suffixed, code: 'CDQ2B12-25' });
    // Our brand names any code of its products.
    expect(await found('Aerotek CDQ2B12-25')).toEqual([id.suffixed]);
    expect(await found('Aerotek SC-20')).toEqual([id.suffixed]);
    // Festo makes no CDQ2B12-25: the maker's name is a word, and no product has it.
    expect(await found('Festo CDQ2B12-25')).toEqual([]);
  });

  it('finds a code by its start, and without its option suffix', async () => {
    expect(await found('CDQ2B12')).toEqual([id.suffixed]);
    expect(await suggested('CDQ2B12')).toEqual({ id: id.suffixed, code: 'CDQ2B12-25' });
    expect(await found('adn-12-25-a')).toEqual([id.suffixed]);
    // Too short to be a code's start.
    expect(await found('CDQ')).toEqual([]);
  });

  it('ranks the whole code first, then the code without its option suffix, then a longer code', async () => {
    for (const text of [
      'ADN-12-25',
      'adn 12 25',
      'adn1225',
      'Festo ADN 12-25',
      'aerotek adn-12-25',
    ])
      expect(await found(text), text).toEqual([id.exact, id.suffixed, id.longer]);
    expect(await suggested('adn 12 25')).toEqual({ id: id.exact, code: 'ADN-12-25' });
    const answer = await t.call('GET', `/product/suggest?search=adn-12-25`);
    expect(
      (answer.body.data.products as { equivalent: { code: string } }[]).map(
        (p) => p.equivalent.code,
      ),
    ).toEqual(['ADN-12-25', 'ADN-12-25-A-P-A', 'ADN-12-250-A-P-A']);
    // The whole text comes first even when other codes start with it.
    expect(await found('adn 12 250')).toEqual([id.longer]);
  });
});

describe('staff synonyms whose side is a code', () => {
  async function synonym(words: string[]): Promise<number> {
    const created = await t.call('POST', '/admin/synonym', { token, json: { words } });
    expect(created.status).toBe(200);
    return created.body.data.id as number;
  }

  it('find the products of the code on the other side at once, in both implementations, until switched off', async () => {
    // An older series name that no rule of codes reaches.
    expect(await found('CQ2B 12-25')).toEqual([]);
    const group = await synonym(['cq2b12-25', 'CDQ2B12-25']);
    expect(await found('CQ2B 12-25')).toEqual([id.suffixed]);
    expect(await found('SMC cq2b12-25')).toEqual([id.suffixed]);
    expect(await suggested('cq2b1225')).toEqual({ id: id.suffixed, code: 'CDQ2B12-25' });
    const off = await t.call('PUT', `/admin/synonym/is-active/${group}`, { token });
    expect(off.status).toBe(200);
    expect(await found('CQ2B 12-25')).toEqual([]);
  });

  it("find them from the issue's group, and from a phrase of words", async () => {
    await synonym(['adn-12-25', 'ADN-12-25-A-P-A']);
    // The other side counts as typed: ADN-12-25-A-P-A whole, beside ADN-12-25 itself.
    expect((await found('adn-12-25')).slice(0, 2).sort()).toEqual([id.exact, id.suffixed].sort());
    expect(await found('tabung mungil')).toEqual([]);
    await synonym(['tabung mungil', 'ADN-12-250-A-P-A']);
    expect(await found('Tabung Mungil')).toEqual([id.longer]);
    expect(await suggested('tabung mungil')).toEqual({ id: id.longer, code: 'ADN-12-250-A-P-A' });
  });
});
