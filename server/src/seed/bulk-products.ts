// Many products for benchmarks (`npm run seed -- --products 100000`): plain batched inserts,
// names from word lists so search has something realistic to rank. Each name is made from the
// type it gets ('Silinder Kompak …' for a Silinder Kompak, in a cylinder category), so the spec
// values, which follow the type, make sense for all of them.
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
  DEMO_TYPES,
  familyOfName,
  kindsIn,
  type ProductFamily,
  type ProductKind,
} from '../../../demo-art/index.ts';
import { equivalentRow, specValueRow } from '../db/spec-rows.ts';
import type { SpecKind } from '#domain/spec/specValues.ts';

/** The words bulk names over the demo types start with, and the traits they add (bench words). */
const DEMO_FAMILIES = [
  ...new Set(DEMO_TYPES.flatMap((name) => familyOfName(name) ?? [])),
] as ProductFamily[];
export const NOUNS: string[] = [...new Set(DEMO_FAMILIES.flatMap((family) => family.nouns))];
export const TRAITS: string[] = [...new Set(DEMO_FAMILIES.flatMap((family) => family.traits))];
/** Traits a type's own words rule out: a 'Silinder Kompak' is never named 'Standar'. */
const CONFLICTS: Record<string, RegExp> = {
  Kompak: /\bstandar\b/i,
  Mini: /\bstandar\b/i,
  Standar: /\b(kompak|mini)\b/i,
};

interface Named {
  id: number;
  name: string;
}

/** A type with what a bulk product of it is named and filed under. */
interface BulkType extends Named {
  kind: ProductKind;
  nouns: string[];
  traits: string[];
  categories: Named[];
}

/**
 * The types a bulk product can have: those whose name starts with a known family's word, each with
 * its nouns, the traits its name allows and the categories of its kind (all of them when no
 * category names the kind, so a catalogue staff renamed still gets products).
 */
export function bulkTypes(types: Named[], categories: Named[]): BulkType[] {
  return types.flatMap((type) => {
    const family = familyOfName(type.name);
    if (!family) return [];
    const own = categories.filter((category) => kindsIn(category.name).includes(family.kind));
    return [
      {
        ...type,
        kind: family.kind,
        nouns: family.nouns,
        traits: family.traits.filter((trait) => !CONFLICTS[trait]?.test(type.name)),
        categories: own.length ? own : categories,
      },
    ];
  });
}

/**
 * Bulk product `i`: its type in turn (a block of one type per brand), then a noun and trait of
 * that type's family, a category of its kind and the brand. '<Noun> <Trait> <Brand> <1000+i>'.
 */
export function bulkProduct(i: number, types: BulkType[], brands: Named[]) {
  const brand = brands[i % brands.length] as Named;
  const block = Math.floor(i / brands.length);
  const type = types[block % types.length] as BulkType;
  // Each type's rounds walk every trait, then the next noun, so every pairing occurs.
  const round = Math.floor(block / types.length);
  const trait = type.traits[round % type.traits.length] as string;
  const noun = type.nouns[Math.floor(round / type.traits.length) % type.nouns.length] as string;
  const category = type.categories[round % type.categories.length] as Named;
  return { name: `${noun} ${trait} ${brand.name} ${1000 + i}`, brand, type, category };
}

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
  const types = bulkTypes(
    typeRows.sort((a, b) => a.id - b.id),
    categoryRows.sort((a, b) => a.id - b.id),
  );
  brandRows.sort((a, b) => a.id - b.id);
  if (!brandRows.length || !categoryRows.length || !types.length)
    throw new Error('seed demo data first (brands, categories, types)');
  // Specification values and equivalents by each product's type (issue 24), from the demo data.
  const specs = await specAttributesByKey(db);
  const started = Date.now();
  for (let offset = 0; offset < total; offset += BATCH) {
    const rows = [];
    const kinds: BulkType[] = [];
    for (let i = offset; i < Math.min(total, offset + BATCH); i++) {
      const { name, brand, type, category } = bulkProduct(i, types, brandRows);
      const keterangan = `<p>${name}: komponen pneumatik untuk otomasi industri.</p>`;
      kinds.push(type);
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
      const type = kinds[index];
      if (!row || !type) continue;
      const kind = type.kind;
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
