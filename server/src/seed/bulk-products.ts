// Many products for benchmarks (`npm run seed -- --products 100000`): plain batched inserts,
// names from word lists so search has something realistic to rank.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  productEquivalents,
  productSpecValues,
  productTypes,
  products,
  specAttributeTypes,
  specAttributes,
} from '../db/schema/index.ts';
import {
  DEMO_SPEC_ATTRIBUTES,
  demoEquivalents,
  demoSpecValues,
  kindOf,
} from '../../../demo-art/index.ts';
import { equivalentRow, specValueRow } from '../db/spec-rows.ts';
import type { SpecKind } from '../../../src/lib/specValues.ts';

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
/** Value and equivalent rows per insert (7 and 5 parameters each, under PostgreSQL's 65,535). */
const DETAIL_BATCH = 5000;

/** The demo attributes present in the database, by demo key, with the types that use them. */
async function specAttributesByKey(db: Db) {
  const [rows, links] = await Promise.all([
    db
      .select({ id: specAttributes.id, name: specAttributes.name, kind: specAttributes.kind })
      .from(specAttributes),
    db.select().from(specAttributeTypes),
  ]);
  const byKey = new Map<string, { id: number; kind: SpecKind; typeIds: Set<number> }>();
  for (const demo of DEMO_SPEC_ATTRIBUTES) {
    const row = rows.find((candidate) => candidate.name === demo.name);
    if (row)
      byKey.set(demo.key, {
        id: row.id,
        kind: row.kind,
        typeIds: new Set(links.filter((link) => link.attributeId === row.id).map((l) => l.typeId)),
      });
  }
  return byKey;
}

async function insertInBatches<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += DETAIL_BATCH) await insert(rows.slice(i, i + DETAIL_BATCH));
}

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
  // Specification values and equivalents by each product's type (issue 24), from the demo data.
  const specs = await specAttributesByKey(db);
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
    const created = await db.insert(products).values(rows).returning({ id: products.id });
    const values: ReturnType<typeof specValueRow>[] = [];
    const equivalents: ReturnType<typeof equivalentRow>[] = [];
    for (const [index, { id }] of created.entries()) {
      const row = rows[index];
      const type = typeRows.find((candidate) => candidate.id === row?.typeId);
      if (!row || !type) continue;
      const kind = kindOf(type.name);
      const demo = demoSpecValues(kind, type.name, row.name, offset + index);
      for (const [key, value] of Object.entries(demo)) {
        const attribute = specs.get(key);
        if (value !== undefined && attribute?.typeIds.has(type.id))
          values.push(specValueRow(id, attribute.id, attribute.kind, value));
      }
      demoEquivalents(kind, type.name, demo, offset + index).forEach((equivalent, position) =>
        equivalents.push(equivalentRow(id, position, equivalent)),
      );
    }
    await insertInBatches(values, (chunk) => db.insert(productSpecValues).values(chunk));
    await insertInBatches(equivalents, (chunk) => db.insert(productEquivalents).values(chunk));
    if ((offset / BATCH) % 10 === 0)
      log(
        `  ${Math.min(total, offset + BATCH)} / ${total} produk (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  await db.execute(sql`analyze`);
}
