// Product lists: best sellers and the admin and dashboard tables (the public catalogue is in
// public-list.ts).
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { countJoined, joined, toSummaries } from './read.ts';

export async function listBestSellers(db: Db) {
  const rows = await joined(db, false)
    .where(and(eq(products.isPublic, true), eq(products.isBestSeller, true)))
    .orderBy(sql`${products.urutan} asc nulls last`, desc(products.createdAt))
    .limit(100);
  return toSummaries(db, rows);
}

const adminSort = {
  id: products.id,
  name: products.name,
  harga: products.harga,
  urutan: products.urutan,
  is_active: products.isActive,
  created_at: products.createdAt,
};

export async function listAdminProducts(db: Db, q: AdminListQuery) {
  const where = q.search ? ilike(products.name, likePattern(q.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db, false).where(where).orderBy(...orderFor(adminSort, q, products.id)).limit(q.size).offset(q.offset),
    countJoined(db, false, where),
  ]);
  return { rows: await toSummaries(db, rows), total: Number(total?.value ?? 0) };
}
