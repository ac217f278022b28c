// Public calls show a product only when it and its brand, category and type are all active.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { brands, categories, productTypes, products } from '../../db/schema/index.ts';

export function visibleProduct(): SQL {
  return and(
    eq(products.isActive, true),
    sql`exists (select 1 from ${brands} where ${brands.id} = ${products.brandId} and ${brands.isActive})`,
    sql`exists (select 1 from ${categories} where ${categories.id} = ${products.categoryId} and ${categories.isActive})`,
    sql`exists (select 1 from ${productTypes} where ${productTypes.id} = ${products.typeId} and ${productTypes.isActive})`,
  ) as SQL;
}
