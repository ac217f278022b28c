// The public catalogue: visible products only (products.is_public, kept by triggers), filtered by
// category, brand or type, in SPEC's order; searched through the in-process index (search/).
// Every filter has an index in its own order, so a page reads a dozen index entries; totals come
// from product_public_counts.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPublicCounts, products } from '../../db/schema/index.ts';
import { joined, toSummaries } from './read.ts';
import type { SearchDoc } from './search/documents.ts';
import { searchEngine } from './search/engine.ts';
import type { SearchIndex } from './search/index.ts';

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

async function listedPage(db: Db, q: PublicProductQuery) {
  const [rows, total] = await Promise.all([
    joined(db, false).where(visibleWhere(q)).orderBy(...publicOrder(q)).limit(q.size).offset(q.offset),
    filteredTotal(db, q),
  ]);
  return { rows, total };
}

function summaryOf(doc: SearchDoc, index: SearchIndex) {
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

// A search is answered from the in-process index (search/engine.ts), with facets; other lists
// read the database through their ordered indexes.
export async function listPublicProducts(db: Db, q: PublicProductQuery) {
  if (!q.search) {
    const result = await listedPage(db, q);
    return { rows: await toSummaries(db, result.rows), total: result.total, facets: undefined };
  }
  const { docs, total, facets, index } = await searchEngine(db).search({ ...q, text: q.search });
  return { rows: docs.map((doc) => summaryOf(doc, index)), total, facets };
}

/** The search box's suggestions: the best products and the matching category and brand names. */
export async function suggestPublic(db: Db, search: string, limit: number) {
  if (search.length < 2) return { products: [], categories: [], brands: [] };
  return searchEngine(db).suggest(search, limit);
}
