// A product's images, sizes, colours and marketplace links (SPEC 3 "Product").
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ecommerces } from './ecommerces.ts';
import { files } from './files.ts';
import { products } from './products.ts';

const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: productRef(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    isCover: boolean('is_cover').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: productRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: productRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

export const productEcommerces = pgTable(
  'product_ecommerces',
  {
    id: serial('id').primaryKey(),
    productId: productRef(),
    ecommerceId: integer('ecommerce_id')
      .notNull()
      .references(() => ecommerces.id, { onDelete: 'restrict' }),
    link: text('link').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_ecommerces_product_idx').on(t.productId),
    index('product_ecommerces_ecommerce_idx').on(t.ecommerceId),
  ],
);
