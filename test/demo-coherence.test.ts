// The MSW fixtures' catalogue and the bulk seed's names are coherent (test/demo-coherence.ts): a
// product's name, type and category are of one family, and its spec values are that family's.
// server/test/demo-seed-coherence.test.ts checks the demo and bulk seeds' stored rows likewise.
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_TYPES } from '../demo-art/index.ts';
import { categoryFixtures, typeFixtures } from '../mocks/fixtures/master.ts';
import { productFixtures } from '../mocks/fixtures/products.ts';
import { specAttributeFixtures } from '../mocks/fixtures/specs.ts';
import { bulkProduct, bulkTypes } from '../server/src/seed/bulk-products.ts';
import { FAMILIES, incoherence } from './demo-coherence.ts';

const nameOf = (rows: { id: number; name: string }[], id: number) =>
  rows.find((row) => row.id === id)?.name ?? `#${id}`;

describe('the coherence check', () => {
  it('finds a valve named as a cylinder, a type in a foreign category and foreign specs', () => {
    expect(
      incoherence({ name: 'Silinder SC-20', type: 'Katup 5/2', category: 'Silinder Pneumatik' }),
    ).toEqual(["Silinder SC-20 (silinder): type 'Katup 5/2'"]);
    expect(
      incoherence({ name: 'Katup MK-25', type: 'Katup 5/2', category: 'Fitting & Selang' }),
    ).toEqual(["Katup MK-25 (katup): category 'Fitting & Selang'"]);
    expect(
      incoherence({
        name: 'Katup 3/2 VX-50',
        type: 'Katup 3/2',
        category: 'Katup Solenoid',
        specs: { 'Jalur/Posisi': ['5/2'], 'Ulir Port': 'G1/8', Bore: 32 },
      }),
    ).toEqual([
      'Katup 3/2 VX-50 (katup): no Tekanan Kerja',
      'Katup 3/2 VX-50 (katup): has Bore',
      'Katup 3/2 VX-50: type \'Katup 3/2\' but Jalur/Posisi ["5/2"]',
    ]);
    expect(incoherence({ name: 'Kompresor 1', type: 'Kompresor', category: 'Kompresor' })).toEqual([
      "Kompresor 1: the name starts with no family's word",
    ]);
  });
});

describe('the MSW fixtures', () => {
  it('give every product a name, type, category and spec values of one family', () => {
    const problems = productFixtures.flatMap((product) =>
      incoherence({
        name: product.name,
        type: nameOf(typeFixtures, product.typeId),
        category: nameOf(categoryFixtures, product.categoryId),
        specs: Object.fromEntries(
          product.specValues.map(({ id, value }) => [nameOf(specAttributeFixtures, id), value]),
        ),
      }),
    );
    expect(problems).toEqual([]);
  });

  it('cover most families', () => {
    const families = new Set(
      productFixtures.map(
        (product) => FAMILIES.find((family) => family.name.test(product.name))?.family,
      ),
    );
    expect(families.size).toBeGreaterThanOrEqual(6);
  });
});

describe('the bulk seed', () => {
  const types = bulkTypes(
    DEMO_TYPES.map((name, index) => ({ id: index + 1, name })),
    DEMO_CATEGORIES.map((name, index) => ({ id: index + 1, name })),
  );
  const brands = ['Aerotek', 'Pneumaxa', 'Silindra', 'Udarindo'].map((name, index) => ({
    id: index + 1,
    name,
  }));

  it('names 100,000 products after their type, in a category of its kind', () => {
    const problems: string[] = [];
    const families = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      const { name, type, category } = bulkProduct(i, types, brands);
      const found = incoherence({ name, type: type.name, category: category.name });
      if (found.length && problems.length < 10) problems.push(...found);
      const family = FAMILIES.find((candidate) => candidate.name.test(name))?.family ?? '';
      families.set(family, (families.get(family) ?? 0) + 1);
    }
    expect(problems).toEqual([]);
    // Every demo type gets its share: seven families over nine types.
    expect(families.size).toBe(7);
    for (const count of families.values()) expect(count).toBeGreaterThan(10_000);
  });

  it('gives a type none of the traits its name contradicts', () => {
    const compact = types.find((type) => type.name === 'Silinder Kompak');
    const standard = types.find((type) => type.name === 'Silinder Standar');
    expect(compact?.traits).not.toContain('Standar');
    expect(standard?.traits).not.toContain('Kompak');
    expect(standard?.traits).not.toContain('Mini');
  });

  it('skips types of no known family and files a type in its kind’s category', () => {
    const mixed = bulkTypes(
      [
        { id: 1, name: 'Kompresor Udara' },
        { id: 2, name: 'Selang Pneumatik' },
      ],
      [
        { id: 1, name: 'Silinder Pneumatik' },
        { id: 2, name: 'Fitting & Selang' },
      ],
    );
    expect(mixed.map((type) => [type.name, type.categories.map((c) => c.name)])).toEqual([
      ['Selang Pneumatik', ['Fitting & Selang']],
    ]);
  });
});
