// Many products for benchmarks (`npm run seed -- --products 100000`): plain batched inserts,
// names from word lists so search has something realistic to rank.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, categories, productTypes, products } from '../db/schema/index.ts';

export const NOUNS = [
  'Silinder',
  'Katup',
  'Regulator',
  'Fitting',
  'Selang',
  'Filter',
  'Aktuator',
  'Solenoid',
  'Kompresor',
  'Gripper',
];
export const TRAITS = [
  'Kompak',
  'Standar',
  'Mini',
  'Ganda',
  'Tunggal',
  'Presisi',
  'Tahan Panas',
  'Stainless',
  'Magnetik',
  'Ringan',
];
const BATCH = 2000;

export async function seedBulkProducts(
  db: Db,
  total: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const [brandRows, categoryRows, typeRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes),
  ]);
  if (!brandRows.length || !categoryRows.length || !typeRows.length)
    throw new Error('seed demo data first (brands, categories, types)');
  const started = Date.now();
  for (let offset = 0; offset < total; offset += BATCH) {
    const rows = [];
    for (let i = offset; i < Math.min(total, offset + BATCH); i++) {
      const brand = brandRows[i % brandRows.length] as { id: number; name: string };
      const category = categoryRows[(i * 7) % categoryRows.length] as { id: number; name: string };
      const type = typeRows[(i * 13) % typeRows.length] as { id: number; name: string };
      const name = `${NOUNS[i % NOUNS.length]} ${TRAITS[(i * 3) % TRAITS.length]} ${brand.name} ${1000 + i}`;
      const keterangan = `<p>${name}: komponen pneumatik untuk otomasi industri.</p>`;
      rows.push({
        name,
        harga: 50_000 + ((i * 7919) % 5_000_000),
        urutan: i % 500 === 0 ? (i / 500) % 100 : null,
        keterangan,
        isBestSeller: i % 97 === 0,
        brandId: brand.id,
        categoryId: category.id,
        typeId: type.id,
        searchExtra: `${brand.name} ${category.name} ${type.name} ${name}: komponen pneumatik untuk otomasi industri.`,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      });
    }
    await db.insert(products).values(rows);
    if ((offset / BATCH) % 10 === 0)
      log(
        `  ${Math.min(total, offset + BATCH)} / ${total} produk (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  await db.execute(sql`analyze`);
}
