// Specification attributes per product type, their values per product, and other makers' part
// numbers for a product (issue 24). The value is stored as the API writes it (`value`, JSON) and,
// for filtering in SQL, spread over typed columns: a number or range as `num_min`/`num_max` (a
// number has both equal), a choice as `choices`, a yes/no as `flag`.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SpecKind, SpecValue } from '#domain/spec/specValues.ts';
import { activeFlag, timestamps } from './common.ts';
import { products } from './products.ts';
import { productTypes } from './types.ts';

export const specAttributes = pgTable(
  'spec_attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The unit of every value and filter of the attribute; null for none. */
    unit: text('unit'),
    kind: text('kind').$type<SpecKind>().notNull(),
    /** A choice attribute's options, in order; empty for the other kinds. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    multiple: boolean('multiple').notNull().default(false),
    isFilter: boolean('is_filter').notNull().default(false),
    urutan: integer('urutan'),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('spec_attributes_name_key').on(sql`lower(${t.name})`),
    index('spec_attributes_is_active_idx').on(t.isActive),
  ],
);

/** Which product types use an attribute. */
export const specAttributeTypes = pgTable(
  'spec_attribute_types',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => specAttributes.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.typeId] }),
    index('spec_attribute_types_type_idx').on(t.typeId),
  ],
);

export const productSpecValues = pgTable(
  'product_spec_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => specAttributes.id, { onDelete: 'cascade' }),
    /** The value as the API answers it (number, { min, max }, string[], string or boolean). */
    value: jsonb('value').$type<SpecValue>().notNull(),
    /** number: the value; range: its min. */
    numMin: doublePrecision('num_min'),
    /** number: the value; range: its max. */
    numMax: doublePrecision('num_max'),
    /** choice: the chosen options. */
    choices: text('choices').array(),
    /** boolean: the value. */
    flag: boolean('flag'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_spec_values_attribute_idx').on(t.attributeId, t.numMin, t.numMax),
    index('product_spec_values_choices_idx').using('gin', t.choices),
  ],
);

export const productEquivalents = pgTable(
  'product_equivalents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    /** `code` lower-cased without spaces, dashes, dots, slashes and underscores (src/lib/spec/equivalents.ts). */
    codeNormalised: text('code_normalised').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_equivalents_code_idx').on(t.codeNormalised),
  ],
);
