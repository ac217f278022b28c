// Specification filters in bench/traffic (issue 24, item 6): the seeding step makes sure every
// bulk product holds a value of each filter attribute its type uses (attributes from the demo
// seed, or four for every type when it defines none; products left without values get
// deterministic ones, by one SQL statement per attribute), and lists what URL generators need; run.ts turns that into JSON list
// URLs of a type (alone, or with a brand or a category) with two spec filters (and facets), every
// one distinct, and the same lists without filters to compare their cost with.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.ts';

/** A filter attribute as the URL generators see it. */
export interface BenchAttribute {
  id: number;
  kind: 'number' | 'range' | 'choice' | 'boolean';
  /** choice: its options; number and range: values to ask bounds of. */
  values: string[];
}

/** A list a type's products are narrowed to besides the type: none, a brand, a category or both. */
export interface TypeScope {
  brand?: number;
  category?: number;
}

export interface SpecCatalogue {
  /**
   * Per type with products: its id, its visible products, its filter attributes, and the brands,
   * categories and brand-category pairs holding some of its visible products.
   */
  types: { id: number; total: number; attributes: BenchAttribute[]; scopes: TypeScope[] }[];
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows;

const NUMBERS = [8, 10, 12, 16, 20, 25, 32, 40, 50, 63, 80, 100];

/** Filter attributes for every type when the catalogue has none (the demo seed may define none). */
async function ensureSpecAttributes(db: Db, log: (line: string) => void): Promise<void> {
  const [found] = await rowsOf(
    db,
    sql`select count(*)::int as count from spec_attributes where is_active and is_filter`,
  );
  if (Number(found?.count ?? 0) > 0) return;
  const made: [string, string | null, string, string[]][] = [
    ['Bore', 'mm', 'number', []],
    ['Port', null, 'choice', ['M5', 'G1/8', 'G1/4', 'G3/8', 'G1/2', 'Rc1/4', 'NPT1/4']],
    ['Tekanan Kerja', 'bar', 'range', []],
    ['Magnet', null, 'boolean', []],
  ];
  for (const [name, unit, kind, options] of made) {
    const [row] = await rowsOf(
      db,
      sql`insert into spec_attributes (name, unit, kind, options, is_filter)
        values (${name}, ${unit}, ${kind}, ${`{${options.join(',')}}`}::text[], true) returning id`,
    );
    await db.execute(
      sql`insert into spec_attribute_types (attribute_id, type_id) select ${Number(row?.id)}, id from product_types`,
    );
  }
  log(`  ${made.length} atribut spesifikasi untuk setiap tipe (bench)`);
}

/** Gives every product without a value of a filter attribute its type uses a deterministic one. */
export async function ensureSpecValues(db: Db, log: (line: string) => void): Promise<void> {
  await ensureSpecAttributes(db, log);
  const attributes = await rowsOf(
    db,
    sql`select id, kind, options from spec_attributes where is_active and is_filter and kind <> 'text' order by id`,
  );
  for (const attribute of attributes) {
    const id = Number(attribute.id);
    const kind = String(attribute.kind);
    const options = (attribute.options as string[]) ?? [];
    const n = sql`((p.id * ${id * 7 + 3}) % 1000)`;
    const numbers = sql`(array[${sql.raw(NUMBERS.join(','))}])[1 + ${n} % ${NUMBERS.length}]::float8`;
    const choice = options.length
      ? sql`(${`{${options.map((o) => `"${o.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[])[1 + ${n} % ${options.length}]`
      : sql`null::text`;
    const low = sql`(array[0, 0.5, 1, 1.5])[1 + ${n} % 4]::float8`;
    const high = sql`(${low} + (array[6, 8.5, 10])[1 + ${n} % 3])`;
    const columns =
      kind === 'number'
        ? sql`to_jsonb(${numbers}), ${numbers}, ${numbers}, null::text[], null::boolean`
        : kind === 'range'
          ? sql`jsonb_build_object('min', ${low}, 'max', ${high}), ${low}, ${high}, null::text[], null::boolean`
          : kind === 'choice'
            ? sql`jsonb_build_array(${choice}), null::float8, null::float8, array[${choice}], null::boolean`
            : sql`to_jsonb(${n} % 2 = 0), null::float8, null::float8, null::text[], ${n} % 2 = 0`;
    if (kind === 'choice' && options.length === 0) continue;
    const added = await rowsOf(
      db,
      sql`with added as (
        insert into product_spec_values (product_id, attribute_id, value, num_min, num_max, choices, flag)
        select p.id, ${id}, ${columns}
        from products p join spec_attribute_types t on t.type_id = p.type_id and t.attribute_id = ${id}
        where not exists (select 1 from product_spec_values v where v.product_id = p.id and v.attribute_id = ${id})
        returning 1)
      select count(*)::int as count from added`,
    );
    const count = Number(added[0]?.count ?? 0);
    if (count) log(`  ${count} nilai spesifikasi untuk atribut ${id} (${kind})`);
  }
}

/** The types with visible products and the filter attributes they use. */
export async function specCatalogue(db: Db): Promise<SpecCatalogue> {
  const types = await rowsOf(
    db,
    sql`select type_id as id, sum(total)::int as total from product_public_counts group by type_id having sum(total) > 0 order by type_id`,
  );
  const combos = await rowsOf(
    db,
    sql`select type_id, category_id, brand_id from product_public_counts where total > 0 group by 1, 2, 3 order by 1, 2, 3`,
  );
  const attributes = await rowsOf(
    db,
    sql`select a.id, a.kind, a.options, t.type_id,
        (select array_agg(distinct v.num_min) from product_spec_values v where v.attribute_id = a.id) as numbers
      from spec_attributes a join spec_attribute_types t on t.attribute_id = a.id
      where a.is_active and a.is_filter and a.kind <> 'text'`,
  );
  return {
    types: types.map((type) => ({
      id: Number(type.id),
      total: Number(type.total),
      attributes: attributes
        .filter((row) => Number(row.type_id) === Number(type.id))
        .map((row) => ({
          id: Number(row.id),
          kind: row.kind as BenchAttribute['kind'],
          values:
            row.kind === 'choice'
              ? ((row.options as string[]) ?? [])
              : row.kind === 'boolean'
                ? ['true', 'false']
                : ((row.numbers as number[] | null) ?? []).map(String),
        }))
        .filter((attribute) => attribute.values.length > 0),
      scopes: scopesOf(combos.filter((row) => Number(row.type_id) === Number(type.id))),
    })),
  };
}

/** A type's lists narrowed further: by each brand, each category, and each brand-category pair it has products in. */
function scopesOf(combos: Record<string, unknown>[]): TypeScope[] {
  const brands = [...new Set(combos.map((row) => Number(row.brand_id)))];
  const categories = [...new Set(combos.map((row) => Number(row.category_id)))];
  return [
    ...brands.map((brand) => ({ brand })),
    ...categories.map((category) => ({ category })),
    ...combos.map((row) => ({ category: Number(row.category_id), brand: Number(row.brand_id) })),
  ];
}

const scopeQuery = (scope: TypeScope) =>
  `${scope.category ? `&category=${scope.category}` : ''}${scope.brand ? `&brand=${scope.brand}` : ''}`;

/**
 * JSON list URLs, pages 1-3 of every list, all answering facets:
 * - filtered: a type, alone or with one brand or one category, with two spec filters: every
 *   combination of two of its attributes' values and bounds;
 * - plain: the same lists without spec filters (a type alone, with a brand, a category or both),
 *   the same page size. They are few (90 at 100,000 products), so run.ts tags them to keep every
 *   URL distinct.
 */
/** The spec filters of one attribute as a list's query asks them: each value, each bound, a few spans. */
function specParams(attribute: BenchAttribute): string[] {
  const { id, values } = attribute;
  if (attribute.kind === 'choice' || attribute.kind === 'boolean')
    return values.map((value) => `spec[${id}]=${encodeURIComponent(value)}`);
  const sorted = [...values].map(Number).sort((a, b) => a - b);
  return sorted.flatMap((value, i) => [
    `spec[${id}][min]=${value}`,
    `spec[${id}][max]=${value}`,
    `spec[${id}][min]=${value}&spec[${id}][max]=${sorted[Math.min(i + 2, sorted.length - 1)]}`,
  ]);
}

/** Every pair of two attributes' filters (specParams), joined. */
function filterPairs(attributes: BenchAttribute[]): string[] {
  const pairs: string[] = [];
  for (let a = 0; a < attributes.length; a++)
    for (let b = a + 1; b < attributes.length; b++)
      for (const first of specParams(attributes[a] as BenchAttribute))
        for (const second of specParams(attributes[b] as BenchAttribute))
          pairs.push(`${first}&${second}`);
  return pairs;
}

export function specUrls(catalogue: SpecCatalogue): { filtered: string[]; plain: string[] } {
  const filtered: string[] = [];
  const plain: string[] = [];
  const pages = (url: string) => [url, `${url}&page=2`, `${url}&page=3`];
  for (const type of catalogue.types) {
    const { attributes, scopes } = type;
    for (const scope of [{}, ...scopes])
      plain.push(...pages(`/api-web/product?type=${type.id}${scopeQuery(scope)}`));
    // Filtered lists narrowed by one brand or one category besides the type (pairs are few products).
    const narrowing = [{}, ...scopes.filter((scope) => !(scope.brand && scope.category))];
    const pairs = filterPairs(attributes);
    for (const scope of narrowing)
      for (const pair of pairs)
        filtered.push(...pages(`/api-web/product?type=${type.id}${scopeQuery(scope)}&${pair}`));
  }
  return { filtered, plain };
}

/**
 * The server-rendered type list pages (/tipe-produk?id=…, PRODUCT_PAGE_SIZE a page):
 * - filtered: pages 1-3 of a type with two spec filters (every pair, as specUrls), every URL and
 *   every page's own API read distinct;
 * - plain: the same type lists without filters. Pages 1-3 of each are few URLs, and the renderer
 *   reads through the public cache (a tag the read does not carry would not get past it). So with
 *   the cache on (`cached`) plain walks every page of every type list instead, distinct but
 *   deeper than filtered's pages (a deep page costs more); with the cache off
 *   (PUBLIC_CACHE_SECONDS=0) it takes pages 1-3 like filtered, and the two cost the same work
 *   but for the filters.
 */
export function specPageUrls(
  catalogue: SpecCatalogue,
  pageSize: number,
  cached: boolean,
): { filtered: string[]; plain: string[] } {
  const filtered: string[] = [];
  const plain: string[] = [];
  const pages = (url: string, last: number) =>
    Array.from({ length: last }, (_, index) => (index ? `${url}&page=${index + 1}` : url));
  for (const type of catalogue.types) {
    const base = `/tipe-produk?id=${type.id}`;
    plain.push(...pages(base, cached ? Math.ceil(type.total / pageSize) : 3));
    for (const pair of filterPairs(type.attributes)) filtered.push(...pages(`${base}&${pair}`, 3));
  }
  return { filtered, plain };
}
