// Specification filters, facets and equivalent codes (issue 24) in both search implementations:
// a seeded random catalogue with every kind of attribute, and for many filter sets the in-process
// index, SQL and the plain rules of src/lib (specFilters.ts, specFacets.ts) must give the same
// products, totals and facets; a facet's count must equal what a click on it shows; bad filter
// input is 422 or ignored, never a 5xx; the index follows changed values and attributes.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL_TEST is set.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFacets, type FacetAttribute, type SpecProduct } from '#domain/spec/specFacets.ts';
import { passesSpecFilter, resolveSpecFilters, type SpecValue } from '#domain/spec/specFilters.ts';
import { readSpecQuery } from '#domain/spec/specQuery.ts';
import { normalisePartCode } from '#domain/spec/equivalents.ts';
import { rows } from '../src/search/rows.ts';
import { SqlSearch } from '../src/search/sql/sql-search.ts';
import { Stems } from '../src/search/stems.ts';
import type { ListRequest, SearchRequest } from '../src/search/product-search.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let sqlSearch: SqlSearch;
const PRODUCTS = 240;
const PORTS = ['M5', 'G1/8', 'G1/4', 'G3/8'];
const ids = { brands: [] as number[], categories: [] as number[], types: [] as number[] };
const attr = { bore: 0, port: 0, pressure: 0, magnet: 0, material: 0, retired: 0 };

/** A seeded generator (mulberry32), so every run sees the same catalogue. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertId(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(t.app.db, query);
  return Number(row?.id);
}

async function attribute(
  name: string,
  kind: string,
  types: number[],
  extra: {
    unit?: string;
    options?: string[];
    isFilter?: boolean;
    isActive?: boolean;
    urutan?: number;
  } = {},
): Promise<number> {
  const id =
    await insertId(sql`insert into spec_attributes (name, unit, kind, options, multiple, is_filter, urutan, is_active)
    values (${name}, ${extra.unit ?? null}, ${kind}, ${`{${(extra.options ?? []).map((o) => `"${o}"`).join(',')}}`}::text[],
      ${kind === 'choice'}, ${extra.isFilter ?? true}, ${extra.urutan ?? null}, ${extra.isActive ?? true}) returning id`);
  for (const type of types)
    await t.app.db.execute(
      sql`insert into spec_attribute_types (attribute_id, type_id) values (${id}, ${type})`,
    );
  return id;
}

async function setValue(product: number, attribute: number, value: SpecValue): Promise<void> {
  const numMin =
    typeof value === 'number'
      ? value
      : typeof value === 'object' && !Array.isArray(value)
        ? value.min
        : null;
  const numMax =
    typeof value === 'number'
      ? value
      : typeof value === 'object' && !Array.isArray(value)
        ? value.max
        : null;
  const choices = Array.isArray(value) ? `{${value.map((v) => `"${v}"`).join(',')}}` : null;
  const flag = typeof value === 'boolean' ? value : null;
  await t.app.db
    .execute(sql`insert into product_spec_values (product_id, attribute_id, value, num_min, num_max, choices, flag)
    values (${product}, ${attribute}, ${JSON.stringify(value)}::jsonb, ${numMin}, ${numMax}, ${choices}::text[], ${flag})
    on conflict (product_id, attribute_id) do update set value = excluded.value, num_min = excluded.num_min,
      num_max = excluded.num_max, choices = excluded.choices, flag = excluded.flag`);
}

beforeAll(async () => {
  // Every search reads the change log first: values written by SQL here show at once.
  t = await buildTestApp({ searchMaxStaleMs: 0 });
  sqlSearch = new SqlSearch(t.app.db, new Stems(t.app.db));
  for (const name of ['Aerotek', 'Pneumaxa'])
    ids.brands.push(await insertId(sql`insert into brands (name) values (${name}) returning id`));
  for (const name of ['Silinder Pneumatik', 'Katup Solenoid'])
    ids.categories.push(
      await insertId(sql`insert into categories (name) values (${name}) returning id`),
    );
  for (const name of ['Silinder Kompak', 'Silinder Standar', 'Katup 5/2'])
    ids.types.push(
      await insertId(sql`insert into product_types (name) values (${name}) returning id`),
    );
  const [kompak, standar, katup] = ids.types as [number, number, number];
  attr.bore = await attribute('Bore', 'number', [kompak, standar], { unit: 'mm', urutan: 1 });
  attr.port = await attribute('Port', 'choice', [kompak, standar, katup], {
    options: PORTS,
    urutan: 2,
  });
  attr.pressure = await attribute('Tekanan Kerja', 'range', [kompak, standar, katup], {
    unit: 'bar',
  });
  attr.magnet = await attribute('Magnet', 'boolean', [kompak]);
  attr.material = await attribute('Material', 'choice', [kompak], {
    options: ['Aluminium'],
    isFilter: false,
  });
  attr.retired = await attribute('Lama', 'number', [standar], { isActive: false });
  const next = random(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  for (let i = 0; i < PRODUCTS; i++) {
    const type = pick(ids.types);
    const id =
      await insertId(sql`insert into products (name, harga, brand_id, category_id, type_id, keterangan, is_active)
      values (${`Silinder Uji ${i}`}, ${1000 + i}, ${pick(ids.brands)}, ${type === katup ? ids.categories[1] : ids.categories[0]},
        ${type}, ${'komponen'}, ${i % 17 !== 0}) returning id`);
    if (type !== katup && next() < 0.9)
      await setValue(id, attr.bore, pick([12, 16, 20, 25, 32, 40, 50, 63]));
    if (next() < 0.85)
      await setValue(
        id,
        attr.port,
        PORTS.filter(() => next() < 0.4)
          .slice(0, 2)
          .concat(next() < 0.5 ? [] : [pick(PORTS)])
          .filter((v, k, a) => a.indexOf(v) === k),
      );
    if (next() < 0.8) {
      const low = pick([0, 0.5, 1, 1.5]);
      await setValue(id, attr.pressure, { min: low, max: low + pick([6, 8.5, 10]) });
    }
    if (type === kompak && next() < 0.8) await setValue(id, attr.magnet, next() < 0.5);
    if (type === kompak) await setValue(id, attr.material, ['Aluminium']);
    if (type === standar) await setValue(id, attr.retired, i);
    if (i === 7)
      await t.app.db
        .execute(sql`insert into product_equivalents (product_id, position, brand, code, code_normalised)
        values (${id}, 0, 'SMC', 'CDQ2B32-50', ${normalisePartCode('CDQ2B32-50')})`);
  }
  expect(await t.app.productSearch.index.ready()).not.toBeNull();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** What the plain rules of src/lib say: the visible products of a type and their facets under `query`. */
async function expected(type: number, query: Record<string, string>) {
  const attributes = (
    await rows(
      t.app.db,
      sql`select a.*, coalesce((select array_agg(type_id) from spec_attribute_types where attribute_id = a.id), '{}') as type_ids from spec_attributes a`,
    )
  ).map((row): FacetAttribute => ({
    id: Number(row.id),
    name: String(row.name),
    unit: (row.unit as string | null) ?? null,
    kind: row.kind as FacetAttribute['kind'],
    options: row.options as string[],
    isFilter: Boolean(row.is_filter),
    isActive: Boolean(row.is_active),
    urutan: row.urutan === null ? null : Number(row.urutan),
    typeIds: (row.type_ids as number[]).map(Number),
  }));
  const values = await rows(
    t.app.db,
    sql`select v.product_id, v.attribute_id, v.value from product_spec_values v`,
  );
  const visible = await rows(
    t.app.db,
    sql`select id, type_id from products where is_public and type_id = ${type}`,
  );
  const base: (SpecProduct & { id: number })[] = visible.map((row) => ({
    id: Number(row.id),
    typeId: Number(row.type_id),
    specs: new Map(
      values
        .filter((value) => Number(value.product_id) === Number(row.id))
        .map((value) => [Number(value.attribute_id), value.value as SpecValue]),
    ),
  }));
  const filters = resolveSpecFilters(readSpecQuery(query).filters, (id) =>
    attributes.find((a) => a.id === id),
  );
  const found = base.filter((product) =>
    filters.every((filter) => passesSpecFilter(product.specs.get(filter.id), filter)),
  );
  return {
    ids: found.map((product) => product.id).sort((a, b) => a - b),
    facets: specFacets(base, attributes, filters),
  };
}

const url = (type: number, query: Record<string, string>, extra = '') =>
  `/product?type=${type}&limit=100${extra}&${new URLSearchParams(query).toString()}`;

/** Every product of a list, all pages. */
async function allIds(type: number, query: Record<string, string>): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await t.call('GET', url(type, query, `&page=${page}`));
    expect(answer.status).toBe(200);
    found.push(...answer.body.data.map((row: { id: number }) => row.id));
    if (found.length >= answer.body.meta.total) return found.sort((a, b) => a - b);
  }
}

function queries(): Record<string, string>[] {
  const b = attr;
  return [
    {},
    { [`spec[${b.bore}][min]`]: '20', [`spec[${b.bore}][max]`]: '40' },
    { [`spec[${b.port}]`]: 'G1/8,G1/4' },
    { [`spec[${b.port}]`]: 'M5', [`spec[${b.magnet}]`]: 'true' },
    { [`spec[${b.pressure}][min]`]: '1', [`spec[${b.pressure}][max]`]: '9' },
    { [`spec[${b.pressure}][min]`]: '0.5' },
    { [`spec[${b.pressure}][max]`]: '10.5', [`spec[${b.bore}][min]`]: '32' },
    {
      [`spec[${b.magnet}]`]: 'false,true',
      [`spec[${b.port}]`]: 'G3/8',
      [`spec[${b.bore}][max]`]: '25',
    },
    { [`spec[${b.material}]`]: 'Aluminium', [`spec[${b.retired}][min]`]: '5' },
    { [`spec[${b.bore}][min]`]: '1000' },
  ];
}

describe('spec filters and facets', () => {
  it('answer the products and facets the plain rules give, for every kind, in each type', async () => {
    for (const type of ids.types)
      for (const query of queries()) {
        const want = await expected(type, query);
        expect(await allIds(type, query), JSON.stringify(query)).toEqual(want.ids);
        const answer = await t.call('GET', url(type, query));
        expect(answer.body.meta.facets.spec, JSON.stringify(query)).toEqual(want.facets);
      }
  });

  it('count exactly: a click on a facet value or span shows its count', async () => {
    const type = ids.types[0] as number;
    for (const query of queries()) {
      const { body } = await t.call('GET', url(type, query));
      for (const facet of body.meta.facets.spec) {
        const own = Object.fromEntries(
          Object.entries(query).filter(([key]) => !key.startsWith(`spec[${facet.id}]`)),
        );
        if ('values' in facet) {
          for (const { value, count } of facet.values) {
            const click = await t.call(
              'GET',
              url(type, { ...own, [`spec[${facet.id}]`]: String(value) }),
            );
            expect(click.body.meta.total, `${facet.name} ${String(value)}`).toBe(count);
          }
        } else if (facet.min !== null) {
          const whole = await t.call('GET', url(type, own));
          const span = await t.call(
            'GET',
            url(type, {
              ...own,
              [`spec[${facet.id}][min]`]: String(facet.min),
              [`spec[${facet.id}][max]`]: String(facet.min),
            }),
          );
          expect(span.body.meta.total).toBeGreaterThan(0);
          expect(span.body.meta.total).toBeLessThanOrEqual(whole.body.meta.total);
        }
      }
    }
  });

  it('are the same from SQL as from the index: pages, totals and facets, lists and searches', async () => {
    const index = t.app.productSearch.index;
    for (const type of ids.types)
      for (const query of queries()) {
        const spec = readSpecQuery(query).filters;
        for (const sortBy of [undefined, 'created_at'] as const) {
          const request: ListRequest = { type, spec, offset: 3, size: 7, sortBy, orderBy: 'desc' };
          expect(await sqlSearch.list(request), JSON.stringify(query)).toEqual(
            await index.list(request),
          );
        }
        // The whole catalogue: bounds walk the sorted orders instead of testing a type's few slots.
        const everything: ListRequest = { spec, offset: 0, size: 7 };
        expect(await sqlSearch.list(everything)).toEqual(await index.list(everything));
        const search: SearchRequest = { text: 'silinder uji', type, spec, offset: 0, size: 10 };
        expect(await sqlSearch.search(search), JSON.stringify(query)).toEqual(
          await index.search(search),
        );
      }
  });

  it('answers a name or price order from SQL with the same products and facets', async () => {
    const type = ids.types[0] as number;
    const query = { [`spec[${attr.bore}][min]`]: '20', [`spec[${attr.port}]`]: 'G1/4' };
    const want = await expected(type, query);
    const answer = await t.call('GET', `${url(type, query)}&sortBy=harga&orderBy=asc`);
    expect(
      answer.body.data.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b),
    ).toEqual(want.ids);
    expect(answer.body.meta.facets.spec).toEqual(want.facets);
  });
});

describe('bad spec filter input', () => {
  it('answers 422 naming the field for text in a number and min above max, never a 5xx', async () => {
    const type = ids.types[0] as number;
    const text = await t.call('GET', url(type, { [`spec[${attr.bore}][min]`]: 'tiga' }));
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.data.errors)).toEqual([`spec[${attr.bore}][min]`]);
    const reversed = await t.call(
      'GET',
      url(type, { [`spec[${attr.bore}][min]`]: '50', [`spec[${attr.bore}][max]`]: '20' }),
    );
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.data.errors)).toEqual([`spec[${attr.bore}][min]`]);
  });

  it('ignores unknown, inactive and non-filter attributes and values that are not options', async () => {
    const type = ids.types[1] as number;
    const plain = await t.call('GET', url(type, {}));
    const queries: Record<string, string>[] = [
      { 'spec[999999][min]': '1' },
      { [`spec[${attr.retired}][min]`]: '100000' },
      { [`spec[${attr.material}]`]: 'Kayu' },
      { [`spec[${attr.port}]`]: 'Bukan Port' },
      { 'spec[abc]': '1', 'spec[1][avg]': '2' },
    ];
    for (const query of queries) {
      const answer = await t.call('GET', url(type, query));
      expect(answer.status, JSON.stringify(query)).toBe(200);
      expect(answer.body.meta.total).toBe(plain.body.meta.total);
    }
  });

  it('refuses more than 20 filters with 422, 1,000 of them too', async () => {
    const type = ids.types[0] as number;
    for (const count of [21, 1000]) {
      const query = Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`spec[${i + 1}]`, '1']),
      );
      const answer = await t.call('GET', url(type, query));
      expect(answer.status, String(count)).toBe(422);
      expect(Object.keys(answer.body.data.errors)).toEqual(['spec']);
    }
    const twenty = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`spec[${i + 1}][max]`, '9']),
    );
    expect((await t.call('GET', url(type, twenty))).status).toBe(200);
  });
});

describe('the index follows changes', () => {
  it('a changed value moves a product in or out of a filter; an attribute switched off leaves the facets', async () => {
    // Writes by SQL do not reach the public cache (a staff save does): every ask is a new URL.
    let asked = 0;
    const ask = (query: Record<string, string>) =>
      t.call('GET', `${url(type, query)}&ask=${(asked += 1)}`);
    const type = ids.types[0] as number;
    const query = { [`spec[${attr.bore}][min]`]: '999' };
    expect((await ask(query)).body.meta.total).toBe(0);
    const [row] = await rows(
      t.app.db,
      sql`select id from products where is_public and type_id = ${type} order by id limit 1`,
    );
    await setValue(Number(row?.id), attr.bore, 1000);
    expect((await ask(query)).body.data.map((p: { id: number }) => p.id)).toEqual([
      Number(row?.id),
    ]);
    await t.app.db.execute(
      sql`update spec_attributes set is_active = false where id = ${attr.bore}`,
    );
    const off = await ask(query);
    expect(off.body.meta.facets.spec.map((facet: { id: number }) => facet.id)).not.toContain(
      attr.bore,
    );
    expect(off.body.meta.total).toBe((await ask({})).body.meta.total);
    await t.app.db.execute(
      sql`update spec_attributes set is_active = true where id = ${attr.bore}`,
    );
    expect((await ask(query)).body.meta.total).toBe(1);
  });
});

describe('equivalent codes', () => {
  it('find their product first however the code is typed, and suggestions name the code', async () => {
    const [row] = await rows(
      t.app.db,
      sql`select product_id from product_equivalents where code = 'CDQ2B32-50'`,
    );
    const id = Number(row?.product_id);
    for (const text of [
      'cdq2b 32-50',
      'CDQ2B32-50',
      'cdq2b3250',
      'CDQ2B.32_50',
      'CDQ2B32\u201350',
      'cdq2b32 \u2212 50',
    ]) {
      const answer = await t.call('GET', `/product?search=${encodeURIComponent(text)}`);
      expect(answer.body.data[0]?.id, text).toBe(id);
      const suggest = await t.call('GET', `/product/suggest?search=${encodeURIComponent(text)}`);
      expect(suggest.status, JSON.stringify(suggest.body)).toBe(200);
      expect(suggest.body.data.products[0], text).toMatchObject({
        id,
        equivalent: { brand: 'SMC', code: 'CDQ2B32-50' },
      });
      expect(await sqlSearch.suggest(text, 6)).toEqual(
        await t.app.productSearch.index.suggest(text, 6),
      );
    }
    // A product's own part number, however it is spaced, ranks it first too (no equivalent named).
    await t.app.db.execute(
      sql`update products set name = 'Silinder Uji SDA-40B' where id = ${id + 1}`,
    );
    for (const text of ['sda 40b', 'SDA40-B']) {
      const answer = await t.call('GET', `/product?search=${encodeURIComponent(text)}&code=1`);
      expect(answer.body.data[0]?.id, text).toBe(id + 1);
      const fromSql = await sqlSearch.search({ text, offset: 0, size: 5 });
      expect(fromSql.rows[0]?.id, text).toBe(id + 1);
    }
    // Migration 0018: a code stored under the old rule, which kept an en dash, reads as the new rule
    // writes it, and its search finds the product.
    await t.app.db.execute(
      sql`insert into product_equivalents (product_id, position, brand, code, code_normalised)
        values (${id + 2}, 0, 'Festo', 'ADN\u201332', 'adn\u201332')`,
    );
    const migration = readFileSync(
      new URL('../drizzle/0018_equivalent_dashes.sql', import.meta.url),
      'utf8',
    );
    await t.app.db.execute(sql.raw(migration));
    const [fixed] = await rows(
      t.app.db,
      sql`select code_normalised from product_equivalents where product_id = ${id + 2}`,
    );
    expect(fixed?.code_normalised).toBe(normalisePartCode('ADN-32'));
    expect((await sqlSearch.search({ text: 'adn-32', offset: 0, size: 5 })).rows[0]?.id).toBe(
      id + 2,
    );
    const other = await t.call('GET', '/product/suggest?search=silinder%20uji');
    expect(
      other.body.data.products.every((p: { equivalent: unknown }) => p.equivalent === null),
    ).toBe(true);
  });
});
