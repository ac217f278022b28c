// How search reads products from the database, the same for the index's build and for SQL
// answers: a product row with its cover becomes a SearchDoc.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PublicFiles } from '../storage/files-service.ts';
import type { EntityKind, SearchDoc } from './documents.ts';
import { normalise } from './text.ts';

export type Row = Record<string, unknown>;

export async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** A product row as a SearchDoc; `files` says where its cover's URL points (app.publicFiles). */
export function toDoc(row: Row, files: Pick<PublicFiles, 'pathOf'>): SearchDoc {
  return {
    id: Number(row.id),
    name: String(row.name),
    harga: Number(row.harga),
    hargaAkhir: numberOrNull(row.harga_akhir),
    urutan: numberOrNull(row.urutan),
    isBestSeller: Boolean(row.is_best_seller),
    isActive: Boolean(row.is_active),
    createdAt: new Date(row.created_at as string),
    brandId: Number(row.brand_id),
    categoryId: Number(row.category_id),
    typeId: Number(row.type_id),
    cover: row.cover_id
      ? { id: Number(row.cover_id), path: files.pathOf(String(row.cover_key)) }
      : null,
    description: normalise(String(row.keterangan ?? '')),
  };
}

/** Products (alias `p`) with their cover, where `where`, then `tail` (order, limit); without descriptions when `withDescription` is false. */
export const productsQuery = (where: SQL, tail: SQL = sql``, withDescription = true) => sql`
  select p.id, p.name, p.harga, p.harga_akhir, p.urutan, p.is_best_seller, p.is_active, p.created_at,
    p.brand_id, p.category_id, p.type_id, ${withDescription ? sql`p.keterangan` : sql`''`} as keterangan, i.id as cover_id, f.storage_key as cover_key
  from products p
  left join product_images i on i.product_id = p.id and i.is_cover
  left join files f on f.id = i.file_id
  where ${where} ${tail}`;

export const ENTITY_TABLES: Record<EntityKind, SQL> = {
  brand: sql`brands`,
  category: sql`categories`,
  type: sql`product_types`,
};

/** An id list as one array parameter. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
