// Product lists: best sellers and the admin and dashboard tables (the public catalogue is in
// public-list.ts).
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PublicFiles } from '../../storage/files-service.ts';
import { products } from '../../db/schema/index.ts';
import { likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { joinedProducts, toSummaries } from '../../search/summaries.ts';
import { countJoined, detailColumns, toDetail, type DetailRow } from './read.ts';

export async function listBestSellers(db: Db, files: PublicFiles) {
  const rows = await joinedProducts(db, false)
    .where(and(eq(products.isPublic, true), eq(products.isBestSeller, true)))
    .orderBy(sql`${products.urutan} asc nulls last`, desc(products.createdAt))
    .limit(100);
  return toSummaries(db, rows, files);
}

const adminSort = {
  id: products.id,
  name: products.name,
  harga: products.harga,
  urutan: products.urutan,
  is_active: products.isActive,
  created_at: products.createdAt,
};

const adminWhere = (q: AdminListQuery) =>
  q.search ? ilike(products.name, likePattern(q.search)) : undefined;

export async function listAdminProducts(db: Db, files: PublicFiles, q: AdminListQuery) {
  const where = adminWhere(q);
  const [rows, [total]] = await Promise.all([
    joinedProducts(db, false)
      .where(where)
      .orderBy(...orderFor(adminSort, q, products.id))
      .limit(q.size)
      .offset(q.offset),
    countJoined(db, false, where),
  ]);
  return { rows: await toSummaries(db, rows, files), total: Number(total?.value ?? 0) };
}

/** Every product of the admin table's search and order (all pages), each in full: the export. */
export async function exportAdminProducts(db: Db, files: PublicFiles, q: AdminListQuery) {
  const rows = await joinedProducts(db, false, detailColumns(false))
    .where(adminWhere(q))
    .orderBy(...orderFor(adminSort, q, products.id));
  return (rows as unknown as DetailRow[]).map((row) => toDetail(row, files));
}
