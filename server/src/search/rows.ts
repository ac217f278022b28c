// How search reads products from the database, the same for the index's build and for SQL
// answers: a product row with its cover becomes a SearchDoc.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PublicFiles } from '../storage/files-service.ts';
import type { FacetAttribute } from '#domain/spec/specFacets.ts';
import type { SpecKind } from '#domain/spec/specFilters.ts';
import type { Equivalent, EntityKind, ProductSpec, SearchDoc } from './documents.ts';
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
    createdAt: new Date(row.created_at as string).getTime(),
    brandId: Number(row.brand_id),
    categoryId: Number(row.category_id),
    typeId: Number(row.type_id),
    cover: row.cover_id
      ? { id: Number(row.cover_id), path: files.pathOf(String(row.cover_key)) }
      : null,
    description: normalise(String(row.keterangan ?? '')),
    specs: jsonList<ProductSpec>(row.specs),
    equivalents: jsonList<Equivalent>(row.equivalents),
  };
}

/** A json column read as parsed (PGlite and node-postgres) or as text. */
function jsonList<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Products (alias `p`) with their cover, where `where`, then `tail` (order, limit); without descriptions when `withDescription` is false. */
export const productsQuery = (where: SQL, tail: SQL = sql``, withDescription = true) => sql`
  select p.id, p.name, p.harga, p.harga_akhir, p.urutan, p.is_best_seller, p.is_active, p.created_at,
    p.brand_id, p.category_id, p.type_id, ${withDescription ? sql`p.keterangan` : sql`''`} as keterangan, i.id as cover_id, f.storage_key as cover_key,
    (select coalesce(json_agg(json_build_object('id', v.attribute_id, 'value', v.value)), '[]'::json)
      from product_spec_values v where v.product_id = p.id) as specs,
    (select coalesce(json_agg(json_build_object('brand', e.brand, 'code', e.code, 'normalised', e.code_normalised) order by e.position), '[]'::json)
      from product_equivalents e where e.product_id = p.id) as equivalents
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

/** Specification attributes (alias `a`) with the types that use them, where `where`. */
export const attributesQuery = (where: SQL = sql`true`) => sql`
  select a.id, a.name, a.unit, a.kind, a.options, a.is_filter, a.urutan, a.is_active,
    coalesce((select array_agg(t.type_id order by t.type_id) from spec_attribute_types t where t.attribute_id = a.id), '{}') as type_ids
  from spec_attributes a where ${where}`;

const list = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : typeof value === 'string' && value.startsWith('{') && value.length > 2
      ? value.slice(1, -1).split(',')
      : [];

/** An attribute row as filters and facets see it. */
export function toAttribute(row: Row): FacetAttribute {
  return {
    id: Number(row.id),
    name: String(row.name),
    unit: row.unit === null || row.unit === undefined ? null : String(row.unit),
    kind: String(row.kind) as SpecKind,
    options: list(row.options).map(String),
    isFilter: Boolean(row.is_filter),
    isActive: Boolean(row.is_active),
    urutan: numberOrNull(row.urutan),
    typeIds: list(row.type_ids).map(Number),
  };
}
