import { describe, expect, it } from 'vitest';
import { specFacets, type FacetAttribute, type SpecProduct } from './specFacets.ts';
import { passesSpecFilter, type SpecFilter, type SpecValue } from './specFilters.ts';

const attribute = (over: Partial<FacetAttribute> & Pick<FacetAttribute, 'id' | 'kind' | 'name'>) =>
  ({
    options: [],
    isFilter: true,
    isActive: true,
    unit: null,
    urutan: null,
    typeIds: [1],
    ...over,
  }) as FacetAttribute;

const ATTRIBUTES = [
  attribute({ id: 1, kind: 'number', name: 'Bore', unit: 'mm', urutan: 1 }),
  attribute({ id: 2, kind: 'choice', name: 'Port', options: ['M5', 'G1/8', 'G1/4'], urutan: 2 }),
  attribute({ id: 3, kind: 'range', name: 'Tekanan Kerja', unit: 'bar' }),
  attribute({ id: 4, kind: 'boolean', name: 'Magnet' }),
  attribute({ id: 5, kind: 'choice', name: 'Posisi', options: ['5/2'], typeIds: [2] }),
];

const product = (typeId: number, specs: [number, SpecValue][]): SpecProduct => ({
  typeId,
  specs: new Map(specs),
});
const PRODUCTS = [
  product(1, [
    [1, 32],
    [2, ['G1/8']],
    [3, { min: 1, max: 10 }],
    [4, true],
  ]),
  product(1, [
    [1, 40],
    [2, ['G1/4']],
    [3, { min: 0.5, max: 8 }],
    [4, false],
  ]),
  product(1, [
    [1, 63],
    [2, ['G1/4', 'G1/8']],
    [4, true],
  ]),
  product(1, [[2, ['M5']]]),
];

const matching = (filters: SpecFilter[]) =>
  PRODUCTS.filter((item) =>
    filters.every((filter) => passesSpecFilter(item.specs.get(filter.id), filter)),
  );

describe('specFacets', () => {
  it('lists the attributes of the products types only, by urutan then name', () => {
    expect(specFacets(PRODUCTS, ATTRIBUTES, []).map((facet) => facet.name)).toEqual([
      'Bore',
      'Port',
      'Magnet',
      'Tekanan Kerja',
    ]);
  });

  it('counts each value with the other filters only, so a click shows exactly the count', () => {
    const filters: SpecFilter[] = [
      { id: 1, kind: 'number', min: 35, max: null },
      { id: 2, kind: 'choice', values: ['G1/4'] },
    ];
    const facets = specFacets(PRODUCTS, ATTRIBUTES, filters);
    const port = facets.find((facet) => facet.id === 2);
    expect(port).toMatchObject({
      values: [
        { value: 'G1/8', count: 1 },
        { value: 'G1/4', count: 2 },
      ],
    });
    for (const entry of port && 'values' in port ? port.values : []) {
      const click: SpecFilter[] = [
        filters[0] as SpecFilter,
        { id: 2, kind: 'choice', values: [entry.value as string] },
      ];
      expect(matching(click)).toHaveLength(entry.count);
    }
    expect(facets.find((facet) => facet.id === 4)).toMatchObject({
      values: [
        { value: true, count: 1 },
        { value: false, count: 1 },
      ],
    });
  });

  it('keeps a chosen value with no product at 0, and spans numbers over the other filters', () => {
    const facets = specFacets(PRODUCTS, ATTRIBUTES, [
      { id: 2, kind: 'choice', values: ['M5'] },
      { id: 4, kind: 'boolean', values: [true] },
    ]);
    expect(facets.find((facet) => facet.id === 2)).toMatchObject({
      values: [
        { value: 'M5', count: 0 },
        { value: 'G1/8', count: 2 },
        { value: 'G1/4', count: 1 },
      ],
    });
    expect(facets.find((facet) => facet.id === 1)).toMatchObject({ min: null, max: null });
    expect(specFacets(PRODUCTS, ATTRIBUTES, []).find((facet) => facet.id === 3)).toMatchObject({
      min: 0.5,
      max: 10,
    });
    const magnet = specFacets(PRODUCTS, ATTRIBUTES, [
      { id: 2, kind: 'choice', values: ['M5'] },
      { id: 4, kind: 'boolean', values: [false] },
    ]);
    expect(magnet.find((facet) => facet.id === 4)).toMatchObject({
      values: [{ value: false, count: 0 }],
    });
  });
});
