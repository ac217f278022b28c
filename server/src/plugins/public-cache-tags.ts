// Which public data each cached answer is built from, and which public data each write changes.
// Both are read from the contract path, so a new operation is covered by the rule of its resource
// (and an unknown staff write changes everything until it is named here).
import { isSpecFilterKey } from '#domain/spec/specQuery.ts';

/** The kinds of public data a cached answer may depend on. */
export const PUBLIC_TAGS = [
  'products',
  'brands',
  'categories',
  'types',
  'ecommerces',
  'bumpers',
  'projects',
  'news',
  'new-product-banner',
  'about',
  'footer',
] as const;

export type PublicTag = (typeof PUBLIC_TAGS)[number];

/**
 * Finer tags, per record (docs/decisions.md, "Tags per record"): `product:<id>` on what shows that
 * product (its page, the list entries), `product-name:<id>` on what shows only its name (the
 * brand menu), `in:<list>` on lists whose members or order a product can change by joining or
 * leaving them (`in:all` the unfiltered ones, `in:brand:<id>`, `in:category:<id>`, `in:type:<id>`
 * (also on the type's own answer, whose category its products decide), `in:best-seller`,
 * `in:search`, `in:spec`, `in:sitemap`), and `sort:<field>` on lists sorted by a field a
 * product's edit may change. Product reads keep the coarse `products` too, for the writes that
 * name no record (imports, bulk edits, synonyms).
 */
export type RecordTag = `${'product' | 'product-name' | 'in' | 'sort'}:${string}`;

/** What a kept answer or page is tagged with, and what a write drops. */
export type CacheTag = PublicTag | RecordTag;

const RECORD_TAG = /^(product|product-name|in|sort):[\w:-]+$/;

/** Whether `value` is a tag (a notice from another instance is checked with it). */
export const isCacheTag = (value: unknown): value is CacheTag =>
  (PUBLIC_TAGS as readonly unknown[]).includes(value) ||
  (typeof value === 'string' && RECORD_TAG.test(value));

// A public product shows only while its brand, category and type are active, and carries their names.
const PRODUCT_READ: readonly PublicTag[] = ['products', 'brands', 'categories', 'types'];

/**
 * Read rules, first match wins: a public API path (without /api-web or /api) and the data its
 * answer is built from. Config is not listed: it changes only with a restart.
 */
const READS: ReadonlyArray<readonly [RegExp, readonly PublicTag[]]> = [
  // The detail also names the marketplaces of its purchase links.
  [/^\/product\/\d+$/, [...PRODUCT_READ, 'ecommerces']],
  [/^\/product(\/|$)/, PRODUCT_READ],
  // Each brand carries up to 10 of its public products; each category the types of its products.
  [/^\/brand\/list\/product$/, PRODUCT_READ],
  [/^\/category\/list\/product$/, PRODUCT_READ],
  // A type carries the category its public products share (its list's breadcrumb step).
  [/^\/type\/\d+$/, PRODUCT_READ],
  [/^\/brand(\/|$)/, ['brands']],
  [/^\/category(\/|$)/, ['categories']],
  [/^\/type(\/|$)/, ['types']],
  [/^\/bumper(\/|$)/, ['bumpers']],
  [/^\/project(\/|$)/, ['projects']],
  [/^\/news(\/|$)/, ['news']],
  [/^\/new-product(\/|$)/, ['new-product-banner']],
  [/^\/tagline\/main$/, ['about']],
  [/^\/tagline\/footer$/, ['footer']],
];

/**
 * The public data an answer of `path` (an API path, query allowed) is built from; with the
 * answer's `body`, also the records it shows and the lists it is (recordTags).
 */
export function readTags(path: string, body?: unknown): readonly CacheTag[] {
  const bare = path.replace(/^\/api(-web)?(?=\/)/, '').replace(/[?#].*$/, '');
  const coarse = READS.find(([pattern]) => pattern.test(bare))?.[1] ?? [];
  if (body === undefined) return coarse;
  const records = recordTags(bare, new URLSearchParams(/\?([^#]*)/.exec(path)?.[1] ?? ''), body);
  return records.length === 0 ? coarse : [...coarse, ...records];
}

type Row = { id?: unknown; product?: unknown };

/** The array of rows an answer carries (`data`, or `data.data`), or none. */
function rowsOf(body: unknown): Row[] {
  const data = (body as { data?: unknown } | null)?.data;
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? rows.filter((row): row is Row => typeof row === 'object') : [];
}

const ids = (rows: readonly Row[], tag: string) =>
  rows
    .filter((row) => Number.isInteger(row.id))
    .map((row) => `${tag}:${String(row.id)}` as RecordTag);

/** Record tags of a public product or type answer (`bare`: its API path without prefix or query). */
function recordTags(bare: string, query: URLSearchParams, body: unknown): RecordTag[] {
  const detail = /^\/product\/(\d+)$/.exec(bare);
  // Its own page, found or not: a product made public later must drop the stored 404.
  if (detail) return [`product:${detail[1]}`];
  if (bare === '/product/best/seller') return [...ids(rowsOf(body), 'product'), 'in:best-seller'];
  if (bare === '/product/suggest') return ['in:search'];
  if (bare === '/product') {
    const lists: RecordTag[] = [];
    for (const filter of ['brand', 'category', 'type'] as const) {
      const id = query.get(filter);
      if (id) lists.push(`in:${filter}:${id}`);
    }
    if (query.get('search')) lists.push('in:search');
    // Filtered by specifications (`spec[<id>]…`): a product's new values may bring it in or out.
    if ([...query.keys()].some(isSpecFilterKey)) lists.push('in:spec');
    const sort = query.get('sortBy');
    if (sort === 'name' || sort === 'harga') lists.push(`sort:${sort}`);
    return [...ids(rowsOf(body), 'product'), ...(lists.length === 0 ? ['in:all' as const] : lists)];
  }
  // The menus: each brand with its newest products' names, each category with its types.
  if (bare === '/brand/list/product') {
    const brands = rowsOf(body);
    const shown = brands.flatMap((brand) =>
      ids(Array.isArray(brand.product) ? (brand.product as Row[]) : [], 'product-name'),
    );
    return [...shown, ...ids(brands, 'in:brand'), 'in:all'];
  }
  if (bare === '/category/list/product') return [...ids(rowsOf(body), 'in:category'), 'in:all'];
  // Its category follows its products: one moved to another category, made public or hidden
  // drops the type's list (in:type), and with it this.
  const type = /^\/type\/(\d+)$/.exec(bare);
  if (type) return [`in:type:${type[1]}`];
  return [];
}

/** What of a product decides the lists it is in, where, and what they show of it. */
export interface ProductFacts {
  isPublic: boolean;
  brandId: number;
  categoryId: number;
  typeId: number;
  urutan: number | null;
  isBestSeller: boolean;
  name: string;
  harga: number;
  hargaAkhir: number | null;
  /**
   * Its specification values, as one string (equal when they are): the facets of the brand,
   * category and type lists count them, whichever products a page of the list shows.
   */
  specs: string;
}

/**
 * What a write on product `id` drops, from the product before and after it (null: not there):
 * its page and the entries that show it; the lists it joined, left or moved in; the menus and
 * name-sorted lists when its name changed, the price-sorted ones when its price did, the brand,
 * category and type lists (their facets) when its specification values did. Search and
 * specification lists (rendered on demand) and the sitemap (its lastmod) drop at every write of a
 * public product.
 */
export function productWriteTags(
  id: number,
  before: ProductFacts | null,
  after: ProductFacts | null,
): CacheTag[] {
  const tags = new Set<CacheTag>([`product:${id}`]);
  const states = [before, after].filter((facts): facts is ProductFacts => facts?.isPublic === true);
  if (states.length === 0) return [...tags];
  tags.add('in:search').add('in:spec').add('in:sitemap');
  const same = (key: keyof ProductFacts) =>
    before !== null && after !== null && before[key] === after[key];
  const moved = !(
    ['isPublic', 'brandId', 'categoryId', 'typeId', 'urutan', 'isBestSeller'] as const
  ).every(same);
  // The narrowed lists: their members and order, and their facets (which count the spec values
  // of every product they match, shown or not: a page that shows none of its products still
  // counts it).
  if (moved || !same('specs'))
    for (const facts of states) {
      tags.add(`in:brand:${facts.brandId}`);
      tags.add(`in:category:${facts.categoryId}`);
      tags.add(`in:type:${facts.typeId}`);
    }
  if (moved) {
    tags.add('in:all');
    for (const facts of states) if (facts.isBestSeller) tags.add('in:best-seller');
  }
  if (!same('name')) tags.add(`product-name:${id}`).add('sort:name');
  if (!same('harga') || !same('hargaAkhir')) tags.add('sort:harga');
  return [...tags];
}

/** Staff resources (the segment after /admin/) and the public data their writes change. */
const WRITES: Readonly<Record<string, readonly PublicTag[]>> = {
  product: ['products'],
  brand: ['brands'],
  category: ['categories'],
  type: ['types'],
  // A synonym group changes what a search finds.
  synonym: ['products'],
  ecommerces: ['ecommerces'],
  bumper: ['bumpers'],
  project: ['projects'],
  news: ['news'],
  'new-product': ['new-product-banner'],
  // Users, sessions, subscribers, quote requests and quotations are never public (a buyer's
  // quotation page is read after hydration, never stored): a clerk's save drops no page.
  quote: [],
  user: [],
  auth: [],
  subscribe: [],
  dashboard: [],
  lookup: [],
};

/**
 * Whether a write on `path` (contract path, `method`) names one product (create, edit, switch,
 * delete): its tags are then productWriteTags's, from the product before and after, rather than
 * every product's.
 */
export function writesProduct(method: string, path: string): boolean {
  if (method === 'POST' && path === '/admin/product') return true;
  return /^\/admin\/product\/(update\/|is-active\/)?\{id\}$/.test(path);
}

/**
 * The public data a successful write on the contract path `path` changes: none for anything
 * outside /admin/ (login, logout, subscribe), everything for a staff resource not named above.
 */
export function writeTags(path: string): readonly PublicTag[] {
  const match = /^\/admin\/([^/]+)(?:\/([^/]+))?/.exec(path);
  if (!match) return [];
  const [, resource = '', sub = ''] = match;
  if (resource === 'tagline')
    return sub === 'footer' ? ['footer'] : sub === 'main' ? ['about'] : PUBLIC_TAGS;
  return WRITES[resource] ?? PUBLIC_TAGS;
}
