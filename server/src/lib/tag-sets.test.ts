import { describe, expect, it } from 'vitest';
import { TagSets } from './tag-sets.ts';

/** A page's tags: its frame's (menus, footer) and its own product's. */
const frame = (version: number) => [
  'products',
  'brands',
  'categories',
  'footer',
  'in:all',
  ...Array.from({ length: 20 }, (_, n) => `product-name:${version * 100 + n}`),
];
const page = (id: number, version = 1) => [...frame(version), `product:${id}`, 'ecommerces'];

describe('TagSets', () => {
  it('gives back exactly the tags each entry was given, shared part or not', () => {
    const sets = new TagSets();
    const entries = [page(1), ['products', 'product:1'], page(2), page(3, 2), ['news'], page(4, 2)];
    const made = entries.map((tags) => sets.make(tags));
    made.forEach((set, n) =>
      expect(sets.names(set).sort()).toEqual([...new Set(entries[n])].sort()),
    );
    // The frame's tags are kept once per frame, not once per page, other entries between them.
    expect(made[2]?.base?.ids.length).toBe(frame(1).length + 1);
    expect(made[2]?.own.length).toBe(1);
    expect(made[5]?.base?.ids.length).toBe(frame(2).length + 1);
    expect(made[5]?.base).not.toBe(made[2]?.base);
    expect(made[5]?.own.length).toBe(1);
  });

  it("keeps a product's own tag as a number, not a name, and gives it back the same", () => {
    const sets = new TagSets();
    const odd = ['product:0', 'product:07', 'product:99999999999', 'product:x', 'product:'];
    const tags = ['products', 'product:2147483647', 'product:1', ...odd];
    const set = sets.make(tags);
    expect(sets.names(set).sort()).toEqual([...tags].sort());
    for (const tag of tags) expect(sets.matcher([tag])(set)).toBe(true);
    expect(sets.matcher(['product:2', 'product:10', 'product:007'])(set)).toBe(false);
    // Only the names that are not a product's own tag are kept (products and the odd ones).
    expect((sets as unknown as { tagNames: string[] }).tagNames.sort()).toEqual(
      ['products', ...odd].sort(),
    );
  });

  it('matches the entries that have any of the tags, through their shared part or their own', () => {
    const sets = new TagSets();
    const one = sets.make(page(1));
    const two = sets.make(page(2));
    const json = sets.make(['products', 'product:2']);
    const byName = sets.matcher(['product-name:105']);
    expect([one, two, json].map(byName)).toEqual([true, true, false]);
    const byProduct = sets.matcher(['product:2', 'in:unknown']);
    expect([one, two, json].map(byProduct)).toEqual([false, true, true]);
    expect([one, two, json].map(sets.matcher(['never-seen']))).toEqual([false, false, false]);
  });

  it('forgets a shared part once no entry has it (but the last few, for the next entries)', () => {
    const sets = new TagSets();
    const versions = [1, 2, 3, 4, 5, 6];
    const made = versions.map((version) => [
      sets.make(page(1, version)),
      sets.make(page(2, version)),
    ]);
    expect(sets.baseCount).toBe(versions.length);
    for (const set of made.flat()) sets.release(set);
    expect(sets.baseCount).toBe(4);
    const again = sets.make(page(3, 6));
    expect(again.base?.ids.length).toBe(frame(6).length + 1);
    expect(sets.names(again).length).toBe(page(3, 6).length);
  });
});
