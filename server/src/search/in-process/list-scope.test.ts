// A list of one type reads only the words between its first and last slot (list-scope.ts): the
// loader gives a type's products adjacent slots, but a product added or moved later lands past
// every other type's. These lists must still hold it, in their products, totals and facets.
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../documents.ts';
import type { ListRequest } from '../product-search.ts';
import { SearchIndex } from './search-index.ts';
import { addBoreAndPort, BORE, plainDoc, PORT } from './spec-attributes.fixture.ts';

/** Products per type loaded first (several hundred words of a bit set each side). */
const PER_TYPE = 3000;

function product(id: number, typeId: number, bore: number, port: string): SearchDoc {
  return plainDoc({
    id,
    name: `Silinder ${id}`,
    categoryId: id % 2 ? 1 : 2,
    typeId,
    specs: [
      { id: BORE, value: bore },
      { id: PORT, value: [port] },
    ],
  });
}

/** Type 1's products, then type 2's, in slot order as the loader puts them; then a late one of type 1. */
function catalogue(): SearchIndex {
  const index = new SearchIndex(new Map());
  index.setEntity('brand', { id: 1, name: 'Merek', isActive: true }, 1);
  for (const id of [1, 2]) {
    index.setEntity('category', { id, name: `Kategori ${id}`, isActive: true }, id);
    index.setEntity('type', { id, name: `Tipe ${id}`, isActive: true }, id);
  }
  addBoreAndPort(index, ['G1/8', 'G1/4', 'M5']);
  for (let id = 1; id <= 2 * PER_TYPE; id++)
    index.put(product(id, id <= PER_TYPE ? 1 : 2, 10 * (id % 5), id % 3 ? 'G1/8' : 'G1/4'));
  // Added later: type 1, past type 2's slots, with values no other product of type 1 holds.
  index.put(product(9001, 1, 99, 'M5'));
  // Moved to type 2 later: it leaves type 1's span and lands past it.
  index.put(product(5, 2, 0, 'G1/8'));
  return index;
}

const request = (spec: ListRequest['spec'], size = 10): ListRequest => ({
  type: 1,
  offset: 0,
  size,
  spec,
});

describe('a list narrowed to its type’s words', () => {
  const index = catalogue();

  it('holds the type’s product added past the other type’s slots, with and without spec filters', () => {
    const plain = index.list(request(undefined, PER_TYPE + 10));
    expect(plain.total).toBe(PER_TYPE);
    const ids = plain.docs.map((doc) => doc.id);
    expect(ids).toContain(9001);
    expect(ids).not.toContain(5);

    const bore = index.list(request([{ id: BORE, min: 90 }]));
    expect(bore.total).toBe(1);
    expect(bore.docs.map((doc) => doc.id)).toEqual([9001]);
    const port = index.list(request([{ id: PORT, values: ['M5'] }]));
    expect(port.docs.map((doc) => doc.id)).toEqual([9001]);
    const newest = index.list({ ...request([{ id: BORE, min: 40 }]), sortBy: 'created_at' });
    expect(newest.docs[0]?.id).toBe(9001);
    // Bore 40 is every fifth product of type 1 (ids 4, 9, …), and the late one's 99.
    expect(newest.total).toBe(PER_TYPE / 5 + 1);
  });

  it('counts the late product in its facets: value counts, spans and categories', () => {
    const byPort = index.list(request([{ id: PORT, values: ['G1/8', 'M5'] }]));
    const bore = byPort.facets?.spec.find((facet) => facet.id === BORE);
    expect(bore).toMatchObject({ kind: 'number', min: 0, max: 99 });
    const byBore = index.list(request([{ id: BORE, min: 40 }]));
    const port = byBore.facets?.spec.find((facet) => facet.id === PORT);
    const counts = Object.fromEntries(
      (port && 'values' in port ? port.values : []).map(({ value, count }) => [value, count]),
    );
    const fortyOfType1 = Array.from({ length: PER_TYPE }, (_, i) => i + 1).filter(
      (id) => id % 5 === 4,
    );
    expect(counts).toEqual({
      'G1/8': fortyOfType1.filter((id) => id % 3 !== 0).length,
      'G1/4': fortyOfType1.filter((id) => id % 3 === 0).length,
      M5: 1,
    });
    const categories = Object.fromEntries(
      (byBore.facets?.category ?? []).map(({ id, count }) => [id, count]),
    );
    // 9001 is odd: category 1.
    expect(categories).toEqual({
      1: fortyOfType1.filter((id) => id % 2 === 1).length + 1,
      2: fortyOfType1.filter((id) => id % 2 === 0).length,
    });
  });

  it('answers type 2 without type 1’s late product and with its own moved one', () => {
    const list = index.list({ type: 2, offset: 0, size: PER_TYPE, spec: [{ id: BORE, max: 0 }] });
    expect(list.total).toBe(PER_TYPE / 5 + 1);
    expect(list.docs.map((doc) => doc.id)).toContain(5);
  });
});
