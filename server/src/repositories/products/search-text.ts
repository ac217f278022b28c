// products.search_extra feeds the generated tsvector; a generated column can not read other
// tables, so it is refreshed here whenever a product or a brand, category or type name changes.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export async function refreshSearchText(db: DbOrTx, where: SQL): Promise<void> {
  await db.execute(sql`
    update products set search_extra = concat_ws(' ', brands.name, categories.name, product_types.name,
      regexp_replace(products.keterangan, '<[^>]*>', ' ', 'g'))
    from brands, categories, product_types
    where brands.id = products.brand_id and categories.id = products.category_id
      and product_types.id = products.type_id and ${where}`);
}
