// The mocks' specification facets count exactly (issue 24): on every type list and a search, each
// chip's count is the total the list answers once that chip is chosen, for every value of every
// choice and yes/no attribute. The fixtures once held a single choice as a plain string, which the
// facets counted and the filter never passed (the stories' chip clicks showed no product).
import { describe, expect, it } from 'vitest';
import { typeFixtures } from './fixtures/master.ts';
import { publicProductList } from './handlers/product-order.ts';

const lists = [
  ...typeFixtures.filter((type) => type.isActive).map((type) => `type=${type.id}`),
  'search=silinder',
];

function listed(query: string) {
  return publicProductList(new URL(`http://mock/api-web/product?limit=12&${query}`));
}

describe('spec facet counts equal the results a chip shows', () => {
  it.each(lists)('%s', (query) => {
    const facets = listed(query).facets?.spec ?? [];
    const chips = facets.flatMap((facet) =>
      'values' in facet ? facet.values.map((entry) => ({ id: facet.id, ...entry })) : [],
    );
    for (const chip of chips) {
      const chosen = `${query}&spec[${chip.id}]=${encodeURIComponent(String(chip.value))}`;
      expect({ chosen, total: listed(chosen).total }).toEqual({ chosen, total: chip.count });
    }
  });

  it('the type and search lists have chips to check', () => {
    const chips = lists.flatMap((query) =>
      (listed(query).facets?.spec ?? []).filter((facet) => 'values' in facet),
    );
    expect(chips.length).toBeGreaterThan(5);
  });
});
