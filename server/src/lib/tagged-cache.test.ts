import { describe, expect, it } from 'vitest';
import { createTaggedCache } from './tagged-cache.ts';

describe('createTaggedCache', () => {
  it('drops only the entries sharing a tag with the invalidation', async () => {
    const cache = createTaggedCache(60_000);
    await cache.getOrLoad('product', ['products', 'brands'], async () => 'p');
    await cache.getOrLoad('news', ['news'], async () => 'n');
    expect(cache.invalidate(['brands'])).toBe(1);
    expect(cache.get('product')).toBeUndefined();
    expect(cache.get('news')).toBe('n');
  });

  it('answers a load that a write overtook, but does not keep it', async () => {
    const cache = createTaggedCache(60_000);
    let finish: (value: string) => void = () => undefined;
    const pending = cache.getOrLoad('product', ['products'], () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(['products']);
    finish('old');
    await expect(pending).resolves.toBe('old');
    expect(cache.get('product')).toBeUndefined();
  });

  it('shares one load between concurrent misses and counts hits and misses', async () => {
    const cache = createTaggedCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await Promise.all([cache.getOrLoad('k', [], load), cache.getOrLoad('k', [], load)]);
    expect(await cache.getOrLoad('k', [], load)).toBe(1);
    expect(loads).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('forgets entries after their time and keeps nothing when the time is 0', async () => {
    let now = 0;
    const cache = createTaggedCache(1000, 10, () => now);
    cache.set('k', [], 1);
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    const off = createTaggedCache(0);
    off.set('k', [], 1);
    expect(off.get('k')).toBeUndefined();
  });
});
