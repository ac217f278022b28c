// The public catalogue: visible products only (products.is_public, kept by triggers), filtered by
// category, brand or type, searched by full text ranked by relevance, in SPEC's order. Every
// filter has an index in its own order, so a page reads a dozen index entries; totals come from
// product_public_counts, a searched total from one count without joins.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, productPublicCounts, products } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/list-query.ts';
import { joined, toSummaries } from './read.ts';

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

type Match = 'none' | 'fullText' | 'fuzzy';

const tsQuery = (search: string) => sql`websearch_to_tsquery('indonesian', ${search})`;

// Full text (indexed, stemmed) first; only when it finds nothing does the trigram fallback run,
// so a typo still finds "Regulator" without every search paying for a fuzzy scan.
function matching(match: Match, search: string): SQL | undefined {
  if (match === 'fullText') return sql`${products.searchVector} @@ ${tsQuery(search)}`;
  if (match === 'fuzzy') return or(sql`${products.name} % ${search}`, sql`${search} <% ${products.name}`, ilike(products.name, likePattern(search)));
  return undefined;
}

const relevance = (match: Match, search: string) =>
  match === 'fuzzy' ? sql`word_similarity(${search}, ${products.name}) + similarity(${products.name}, ${search})` : sql`ts_rank(${products.searchVector}, ${tsQuery(search)})`;

// Written exactly as the products_public_*_idx indexes are ordered, so no page needs a sort.
const SPEC_ORDER = [sql`${products.urutan} asc nulls last`, desc(products.createdAt), desc(products.id)];

function publicOrder(q: PublicProductQuery, match: Match): SQL[] {
  if (q.sortBy === 'created_at' && q.orderBy !== 'asc') return [desc(products.createdAt), desc(products.id)];
  if (q.sortBy) {
    const column = { created_at: products.createdAt, urutan: products.urutan, name: products.name, harga: products.harga }[q.sortBy];
    const direction = sql.raw((q.orderBy ?? 'asc') === 'asc' ? 'asc' : 'desc');
    return [sql`${column} ${direction} nulls last`, desc(products.createdAt), desc(products.id)];
  }
  return match === 'none' ? SPEC_ORDER : [sql`${relevance(match, q.search)} desc`, ...SPEC_ORDER];
}

function visibleWhere(q: PublicProductQuery, match: Match): SQL | undefined {
  return and(
    eq(products.isPublic, true),
    q.category ? eq(products.categoryId, q.category) : undefined,
    q.brand ? eq(products.brandId, q.brand) : undefined,
    q.type ? eq(products.typeId, q.type) : undefined,
    matching(match, q.search),
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

async function listedPage(db: Db, q: PublicProductQuery) {
  const [rows, total] = await Promise.all([
    joined(db, false).where(visibleWhere(q, 'none')).orderBy(...publicOrder(q, 'none')).limit(q.size).offset(q.offset),
    filteredTotal(db, q),
  ]);
  return { rows, total };
}

// A search matches and ranks in one pass over products alone: the page's ids with the total as a
// window count (exact: SPEC prints it), then the page's dozen rows joined for their names.
async function searchedPage(db: Db, q: PublicProductQuery, match: Match) {
  const where = visibleWhere(q, match);
  const hits = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()` })
    .from(products)
    .where(where)
    .orderBy(...publicOrder(q, match))
    .limit(q.size)
    .offset(q.offset);
  const ids = hits.map((hit) => hit.id);
  const joinedRows = ids.length ? await joined(db, false).where(inArray(products.id, ids)) : [];
  const rows = ids.map((id) => joinedRows.find((row) => row.id === id)).filter((row) => row !== undefined);
  if (hits[0]) return { rows, total: Number(hits[0].total) };
  // Past the last page the window saw no rows: count separately.
  const [row] = q.offset > 0 ? await db.select({ value: count() }).from(products).where(where) : [];
  return { rows, total: row?.value ?? 0 };
}

export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

// Matches per category and brand: most first, then by name; each adds up to the total.
async function facetsOf(db: Db, q: PublicProductQuery, match: Match) {
  const rows = await joined(db, false, { categoryId: categories.id, categoryName: categories.name, brandId: brands.id, brandName: brands.name, value: count() })
    .where(visibleWhere(q, match))
    .groupBy(categories.id, brands.id);
  const tally = (key: 'category' | 'brand') => {
    const byId = new Map<number, FacetCount>();
    for (const row of rows as unknown as { categoryId: number; categoryName: string; brandId: number; brandName: string; value: number }[]) {
      const id = key === 'category' ? row.categoryId : row.brandId;
      const entry = byId.get(id) ?? { id, name: key === 'category' ? row.categoryName : row.brandName, count: 0 };
      entry.count += Number(row.value);
      byId.set(id, entry);
    }
    return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'id'));
  };
  return { category: tally('category'), brand: tally('brand') };
}

export async function listPublicProducts(db: Db, q: PublicProductQuery) {
  let match: Match = q.search ? 'fullText' : 'none';
  let result = q.search ? await searchedPage(db, q, match) : await listedPage(db, q);
  if (q.search && result.total === 0) {
    match = 'fuzzy';
    result = await searchedPage(db, q, match);
  }
  const facets = q.search ? await facetsOf(db, q, match) : undefined;
  return { rows: await toSummaries(db, result.rows), total: result.total, facets };
}

/** The search box's suggestions: the best products and the matching category and brand names. */
export async function suggestPublic(db: Db, search: string, limit: number) {
  if (search.length < 2) return { products: [], categories: [], brands: [] };
  const { rows } = await listPublicProducts(db, { page: 1, size: limit, offset: 0, search });
  const named = (table: typeof categories | typeof brands) =>
    db.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.isActive, true), ilike(table.name, likePattern(search)))).orderBy(table.name).limit(5);
  const [categoryRows, brandRows] = await Promise.all([named(categories), named(brands)]);
  return {
    products: rows.map((row) => ({ id: row.id, name: row.name, harga: row.harga, hargaAkhir: row.hargaAkhir, image: row.isCover ? { path: row.isCover.path } : null })),
    categories: categoryRows,
    brands: brandRows,
  };
}
