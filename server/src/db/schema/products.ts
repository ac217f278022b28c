import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { productTypes } from './types.ts';

const publicOnly = sql`is_public`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    harga: bigint('harga', { mode: 'number' }).notNull().default(0),
    hargaAkhir: bigint('harga_akhir', { mode: 'number' }),
    garansi: text('garansi').notNull().default(''),
    berat: text('berat').notNull().default(''),
    urutan: integer('urutan'),
    keterangan: text('keterangan').notNull().default(''),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    /**
     * Brand, category and type names plus the description as plain text. A generated column can
     * not read other tables, so the repository refreshes this when a product or a name changes.
     */
    searchExtra: text('search_extra').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('indonesian'::regconfig, coalesce(search_extra, '')), 'B')`,
    ),
    /**
     * Shown to visitors: the product and its brand, category and type are all active. Kept by
     * database triggers (migration 0003) in the writing transaction, so public lists, counts and
     * indexes need no join.
     */
    isPublic: boolean('is_public').notNull().default(false),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('products_name_idx').on(t.name),
    index('products_is_active_idx').on(t.isActive),
    index('products_created_idx').on(t.createdAt),
    // Public lists, each in its own order over visible products only: urutan ascending with
    // empty last, then newest (whole catalogue, per category, brand or type), and newest first.
    index('products_public_order_idx')
      .on(t.urutan.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicOnly),
    index('products_public_category_idx')
      .on(
        t.categoryId,
        t.urutan.asc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(publicOnly),
    index('products_public_brand_idx')
      .on(
        t.brandId,
        t.urutan.asc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(publicOnly),
    index('products_public_type_idx')
      .on(
        t.typeId,
        t.urutan.asc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(publicOnly),
    index('products_public_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicOnly),
    index('products_public_best_seller_idx')
      .on(t.urutan.asc().nullsLast(), t.createdAt.desc().nullsFirst())
      .where(sql`is_public and is_best_seller`),
    index('products_category_idx').on(t.categoryId, t.createdAt),
    index('products_brand_idx').on(t.brandId, t.createdAt),
    index('products_type_idx').on(t.typeId, t.createdAt),
    index('products_best_seller_idx').on(t.isBestSeller),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * How many visible products each brand × category × type combination has, kept by triggers on
 * products (migration 0003): a public list's total is a sum over a few hundred rows, never a
 * count over the catalogue.
 */
export const productPublicCounts = pgTable(
  'product_public_counts',
  {
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    typeId: integer('type_id').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.categoryId, t.typeId] })],
);
