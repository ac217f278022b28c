// The public catalogue: visible products only (products.is_public, kept by triggers), filtered by
// category, brand or type, in SPEC's order. Searches and list pages are answered from the
// in-process index (search/); SQL answers while it is being built (every filter has a database
// index in its own order, totals come from product_public_counts) and for the other orders.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, productPublicCounts, products } from '../../db/schema/index.ts';
import { joined, toSummaries } from './read.ts';
import { searchEngine } from './search/engine.ts';
import type { FacetCount, IndexedDoc, ListRequest, SearchIndex } from './search/index.ts';
import { queryWords } from './search/text.ts';

export interface PublicProductQuery {
  page: number;
  size: number;
  offset: number;
  category?: number;
  brand?: number;
  type?: number;
  search: string;
  sortBy?: 'created_at' | 'urutan' | 'name' | 'harga';
  orderBy?: 'asc' | 'desc';
}

// Written exactly as the products_public_*_idx indexes are ordered, so no page needs a sort.
const SPEC_ORDER = [sql`${products.urutan} asc nulls last`, desc(products.createdAt), desc(products.id)];

function publicOrder(q: PublicProductQuery): SQL[] {
  if (q.sortBy === 'created_at' && q.orderBy !== 'asc') return [desc(products.createdAt), desc(products.id)];
  if (q.sortBy) {
    const column = { created_at: products.createdAt, urutan: products.urutan, name: products.name, harga: products.harga }[q.sortBy];
    const direction = sql.raw((q.orderBy ?? 'asc') === 'asc' ? 'asc' : 'desc');
    return [sql`${column} ${direction} nulls last`, desc(products.createdAt), desc(products.id)];
  }
  return SPEC_ORDER;
}

function visibleWhere(q: PublicProductQuery): SQL | undefined {
  return and(
    eq(products.isPublic, true),
    q.category ? eq(products.categoryId, q.category) : undefined,
    q.brand ? eq(products.brandId, q.brand) : undefined,
    q.type ? eq(products.typeId, q.type) : undefined,
  );
}

/** Visible products of a filter: a sum over the counts table, a few hundred rows at most. */
async function filteredTotal(db: Db, q: PublicProductQuery): Promise<number> {
  const where = and(
    q.category ? eq(productPublicCounts.categoryId, q.category) : undefined,
    q.brand ? eq(productPublicCounts.brandId, q.brand) : undefined,
    q.type ? eq(productPublicCounts.typeId, q.type) : undefined,
  );
  const [row] = await db.select({ value: sql<number>`coalesce(sum(${productPublicCounts.total}), 0)::integer` }).from(productPublicCounts).where(where);
  return Number(row?.value ?? 0);
}

/** A list page from SQL (the index is being built, or an order the index does not keep). */
export async function listedFromSql(db: Db, q: PublicProductQuery) {
  const [rows, total] = await Promise.all([
    joined(db, false).where(visibleWhere(q)).orderBy(...publicOrder(q)).limit(q.size).offset(q.offset),
    filteredTotal(db, q),
  ]);
  return { rows, total };
}

function summaryOf(doc: IndexedDoc, index: SearchIndex) {
  const named = (kind: 'brand' | 'category' | 'type', id: number) => ({ id, name: index.entityName(kind, id) });
  return {
    id: doc.id,
    name: doc.name,
    harga: doc.harga,
    hargaAkhir: doc.hargaAkhir,
    urutan: doc.urutan,
    isBestSeller: doc.isBestSeller,
    category: named('category', doc.categoryId),
    brand: named('brand', doc.brandId),
    type: named('type', doc.typeId),
    isCover: doc.cover,
    isActive: doc.isActive,
    createdAt: doc.createdAt.toISOString(),
  };
}

// While the index is being built (the first seconds after a start), a search answers from SQL:
// every query word must be in the stemmed full text (name, brand, category, type, description),
// the last one as a prefix; SPEC order; the exact total and facets of what it matched. No typo
// tolerance, synonyms or rank ladder until the index is ready.
function fullTextQuery(search: string): SQL | null {
  const words = queryWords(search).slice(0, 12);
  if (words.length === 0) return null;
  const parts = words.map((word, i) =>
    i === words.length - 1 && /^[a-z0-9]+$/.test(word) ? sql`to_tsquery('indonesian', ${`${word}:*`})` : sql`plainto_tsquery('indonesian', ${word})`,
  );
  return sql`(${sql.join(parts, sql` && `)})`;
}

const fullTextMatch = (search: string) => {
  const query = fullTextQuery(search);
  return query ? sql`${products.searchVector} @@ ${query}` : sql`false`;
};

/** Active categories or brands whose name has every word (the last as a prefix), by name. */
async function namedFromSql(db: Db, table: typeof categories | typeof brands, search: string) {
  const query = fullTextQuery(search);
  if (!query) return [];
  const found = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.isActive, true), sql`to_tsvector('indonesian', ${table.name}) @@ ${query}`))
    .orderBy(table.name)
    .limit(5);
  return found.sort((a, b) => byName(a.name, b.name));
}

const byName = new Intl.Collator('id').compare;

export async function searchedFromSql(db: Db, q: PublicProductQuery) {
  const where = and(visibleWhere(q), fullTextMatch(q.search));
  const [rows, groups] = await Promise.all([
    joined(db, false).where(where).orderBy(...publicOrder(q)).limit(q.size).offset(q.offset),
    db
      .select({ categoryId: products.categoryId, categoryName: categories.name, brandId: products.brandId, brandName: brands.name, value: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .groupBy(products.categoryId, categories.name, products.brandId, brands.name),
  ]);
  const tally = (kind: 'category' | 'brand') => {
    const byId = new Map<number, FacetCount>();
    for (const group of groups) {
      const [id, name] = kind === 'category' ? [group.categoryId, group.categoryName] : [group.brandId, group.brandName];
      const entry = byId.get(id) ?? { id, name, count: 0 };
      entry.count += Number(group.value);
      byId.set(id, entry);
    }
    return [...byId.values()].sort((a, b) => b.count - a.count || byName(a.name, b.name));
  };
  const total = groups.reduce((sum, group) => sum + Number(group.value), 0);
  return { rows: await toSummaries(db, rows), total, facets: { category: tally('category'), brand: tally('brand') } };
}

/** The orders a list page takes from the index: SPEC order, and newest first (new products). */
function listOrder(q: PublicProductQuery): ListRequest['sortBy'] | false {
  if (!q.sortBy) return undefined;
  return q.sortBy === 'created_at' && q.orderBy !== 'asc' ? 'created_at' : false;
}

// A search and a list page in SPEC order or newest first are answered from the in-process index
// (search/engine.ts; a search with facets), so a deep page costs what the first one does: the
// database walked an ordered index past every earlier row (~100 ms for a deep page of 100,000
// products on PGlite). Other orders (name, price; the API only) read the database.
export async function listPublicProducts(db: Db, q: PublicProductQuery) {
  if (!q.search) {
    const sortBy = listOrder(q);
    const listed = sortBy === false ? null : await searchEngine(db).list({ offset: q.offset, size: q.size, category: q.category, brand: q.brand, type: q.type, sortBy });
    if (listed) return { rows: listed.docs.map((doc) => summaryOf(doc, listed.index)), total: listed.total, facets: undefined };
    const result = await listedFromSql(db, q);
    return { rows: await toSummaries(db, result.rows), total: result.total, facets: undefined };
  }
  const found = await searchEngine(db).search({ ...q, text: q.search });
  if (!found) return searchedFromSql(db, q);
  return { rows: found.docs.map((doc) => summaryOf(doc, found.index)), total: found.total, facets: found.facets };
}

/** The search box's suggestions: the best products and the matching category and brand names. */
export async function suggestPublic(db: Db, search: string, limit: number) {
  if (search.length < 2) return { products: [], categories: [], brands: [] };
  const found = await searchEngine(db).suggest(search, limit);
  if (found) return found;
  const [{ rows }, categoryNames, brandNames] = await Promise.all([
    searchedFromSql(db, { page: 1, size: limit, offset: 0, search }),
    namedFromSql(db, categories, search),
    namedFromSql(db, brands, search),
  ]);
  return {
    products: rows.map((row) => ({ id: row.id, name: row.name, harga: row.harga, hargaAkhir: row.hargaAkhir, image: row.isCover ? { path: row.isCover.path } : null })),
    categories: categoryNames,
    brands: brandNames,
  };
}
