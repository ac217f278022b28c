// Seeding step of bench/traffic, run in its own process before the server starts (one process
// per PGlite data folder, and the server's memory figures must not include the seeding):
// base data, demo content, then bulk products until the catalogue holds `--products` in total.
// Prints one line `CATALOGUE {json}`: what the URL generators need (public product ids,
// list sizes per category, brand and type, brand names).
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config.ts';
import { products } from '../../server/src/db/schema/index.ts';
import { seedBulkProducts } from '../../server/src/seed/bulk-products.ts';
import { crawlerPages } from '../../server/src/plugins/sitemap/crawler-pages.ts';
import { openBenchApp } from '../lib/app.ts';
import { ensureSpecValues, specCatalogue, type SpecCatalogue } from './specs.ts';

export interface Catalogue {
  /** Ids of products a visitor can open. */
  productIds: number[];
  /** Visible products per list: `kind` is category, brand or type. */
  lists: { kind: 'category' | 'brand' | 'type'; id: number; total: number }[];
  brandNames: string[];
  /** An active product staff can save (the writing run). */
  editableId: number;
  /** Types and their filter attributes (spec-filtered JSON lists). */
  specs: SpecCatalogue;
  /**
   * Every page the server's background renderer stores, in the order it renders them
   * (crawler-pages.ts): on PGlite it walks this list from the start, so the first pages of it
   * are the stored ones.
   */
  crawl: string[];
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } });
const wanted = Number(values.products);

const config = { ...loadConfig(), logLevel: 'warn' };
const { app, database } = await openBenchApp(config);
const [row] = await app.db.select({ value: count() }).from(products);
const have = row?.value ?? 0;
if (have < wanted) {
  console.log(`  seeding ${wanted - have} products (once; kept for the next runs)...`);
  await seedBulkProducts(app.db, wanted - have, (line) => console.log(`  ${line.trim()}`));
}
await ensureSpecValues(app.db, (line) => console.log(line));

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as Rows).rows;
const ids = await rowsOf(sql`select id from products where is_public order by id`);
const lists = await rowsOf(sql`
  select 'category' as kind, category_id as id, sum(total)::int as total from product_public_counts group by category_id
  union all select 'brand', brand_id, sum(total)::int from product_public_counts group by brand_id
  union all select 'type', type_id, sum(total)::int from product_public_counts group by type_id`);
const brandRows = await rowsOf(sql`select name from brands where is_active`);
const catalogue: Catalogue = {
  productIds: ids.map((r) => Number(r.id)),
  lists: lists
    .map((r) => ({
      kind: r.kind as Catalogue['lists'][number]['kind'],
      id: Number(r.id),
      total: Number(r.total),
    }))
    .filter((l) => l.total > 0),
  brandNames: brandRows.map((r) => String(r.name)),
  editableId: Number(ids[Math.floor(ids.length / 2)]?.id ?? 0),
  specs: await specCatalogue(app.db),
  crawl: await crawlerPages(app.db),
};
await app.close();
await database.close();
console.log(`CATALOGUE ${JSON.stringify(catalogue)}`);
