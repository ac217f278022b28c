// The demo seed and the bulk seed store coherent products (test/demo-coherence.ts): each stored
// product's name, type and category are of one family, and its stored spec values are that
// family's (a 'Silinder' has a bore and a stroke, a 'Katup 3/2' is a 3/2 valve, a fitting a tube).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  products,
  productSpecValues,
  productTypes,
  specAttributes,
} from '../src/db/schema/index.ts';
import { seedBulkProducts } from '../src/seed/bulk-products.ts';
import type { Database } from '../src/db/client.ts';
import { openDemoDatabase } from './helpers/demo-database.ts';
import { incoherence, type DemoProduct } from '../../test/demo-coherence.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const DEMO = 24;
const BULK = 400;

let database: Database;
let t: TestApp;
let stored: (DemoProduct & { id: number })[];

beforeAll(async () => {
  database = await openDemoDatabase();
  t = await buildTestApp({}, { database });
  await seedBulkProducts(t.app.db, BULK, () => undefined);
  const db = t.app.db;
  const [rows, values] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        type: productTypes.name,
        category: categories.name,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.typeId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(products.id),
    db
      .select({
        productId: productSpecValues.productId,
        attribute: specAttributes.name,
        value: productSpecValues.value,
      })
      .from(productSpecValues)
      .innerJoin(specAttributes, eq(specAttributes.id, productSpecValues.attributeId)),
  ]);
  stored = rows.map((row) => ({
    ...row,
    specs: Object.fromEntries(
      values.filter((value) => value.productId === row.id).map((v) => [v.attribute, v.value]),
    ),
  }));
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('the seeded catalogue', () => {
  it('stores the demo products, then the bulk ones', () => {
    expect(stored).toHaveLength(DEMO + BULK);
  });

  it('gives every demo product a name, type, category and spec values of one family', () => {
    expect(stored.slice(0, DEMO).flatMap(incoherence)).toEqual([]);
  });

  it('gives every bulk product a name, type, category and spec values of one family', () => {
    expect(stored.slice(DEMO).flatMap(incoherence)).toEqual([]);
  });

  it('names a demo product after its type, and sizes a cylinder by its bore and stroke', () => {
    const first = stored[0];
    expect(first).toMatchObject({
      name: 'Silinder Kompak SC-20',
      type: 'Silinder Kompak',
      category: 'Silinder Pneumatik',
    });
    expect(typeof first?.specs?.Bore).toBe('number');
    expect(typeof first?.specs?.Stroke).toBe('number');
    expect(stored.find((p) => p.name === 'Katup 3/2 VX-50')?.specs?.['Jalur/Posisi']).toEqual([
      '3/2',
    ]);
  });
});
