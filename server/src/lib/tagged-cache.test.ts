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
    const pending = cache.getOrLoad(
      'product',
      ['products'],
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
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
    const cache = createTaggedCache(1000, { maxEntries: 10, now: () => now });
    cache.set('k', [], 1);
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    const off = createTaggedCache(0);
    off.set('k', [], 1);
    expect(off.get('k')).toBeUndefined();
  });

  it('stays under its byte bound: the oldest entries go first, a value larger than the bound is not kept', () => {
    const cache = createTaggedCache(60_000, {
      maxBytes: 1000,
      sizeOf: (value) => (value as Buffer).length,
    });
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, [], Buffer.alloc(300));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 900 });
    expect(cache.get('k6')).toBeUndefined();
    expect(cache.get('k7')).toBeDefined();
    expect(cache.get('k9')).toBeDefined();
    cache.set('huge', [], Buffer.alloc(1001));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats().bytes).toBe(900);
  });

  it('pushes out the least recently used entry, not the oldest, and counts the keys it is asked to', () => {
    const cache = createTaggedCache(60_000, {
      maxBytes: 1000,
      sizeOf: (value) => (value as Buffer).length,
      counts: (key) => key.startsWith('page '),
    });
    cache.set('page a', [], Buffer.alloc(300));
    cache.set('page b', [], Buffer.alloc(300));
    cache.set('answer c', [], Buffer.alloc(300));
    expect(cache.counted()).toBe(2);
    // The oldest, but just read: the next one to go is 'page b'.
    expect(cache.get('page a')).toBeDefined();
    cache.set('page d', [], Buffer.alloc(300));
    expect(cache.get('page b')).toBeUndefined();
    expect(cache.get('page a')).toBeDefined();
    expect(cache.counted()).toBe(2);
    cache.invalidate([]);
    cache.clear();
    expect(cache.counted()).toBe(0);
  });

  it('pushes out an entry when asked, as its bounds would: onEvict hears it, but not an expired one', () => {
    let now = 0;
    const evicted: string[] = [];
    const cache = createTaggedCache(60_000, {
      now: () => now,
      sizeOf: (value) => (value as Buffer).length,
      counts: (key) => key.startsWith('page '),
      onEvict: (key) => evicted.push(key),
    });
    cache.set('page a', ['product:1'], Buffer.alloc(300));
    cache.set('page b', ['product:2'], Buffer.alloc(300), 1000);
    cache.pushOut('page a');
    expect(evicted).toEqual(['page a']);
    expect(cache.get('page a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 300 });
    expect(cache.counted()).toBe(1);
    now = 1000;
    cache.pushOut('page b');
    cache.pushOut('page c');
    expect(evicted).toEqual(['page a']);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('weighs a value again when it grew, and drops the oldest to stay under the bound', () => {
    const cache = createTaggedCache(60_000, {
      maxBytes: 1000,
      sizeOf: (value) => (value as { n: number }).n,
    });
    const grows = { n: 400 };
    cache.set('old', [], { n: 400 });
    cache.set('grows', [], grows);
    grows.n = 700;
    cache.remeasure('grows');
    expect(cache.get('old')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 700 });
  });

  it('counts its bytes down when entries expire, are invalidated or cleared', () => {
    let now = 0;
    const cache = createTaggedCache(1000, { maxBytes: 10_000, sizeOf: () => 100, now: () => now });
    cache.set('a', ['products'], 1);
    now = 500;
    cache.set('b', ['news'], 2);
    cache.set('c', ['products'], 3);
    expect(cache.stats().bytes).toBe(300);
    now = 1200;
    // Expired entries go as soon as the cache is used again, not only when their key is asked.
    cache.set('d', ['news'], 4);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 300 });
    cache.invalidate(['products']);
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 200 });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('drops what it keeps briefly once expired, behind entries kept longer, before pushing one out', () => {
    let now = 0;
    const evicted: string[] = [];
    const cache = createTaggedCache(3_600_000, {
      maxBytes: 1000,
      sizeOf: () => 300,
      now: () => now,
      lifetime: (key) => (key.startsWith('search ') ? 30_000 : 3_600_000),
      onEvict: (key) => evicted.push(key),
    });
    cache.set('page stored', [], 1);
    cache.set('search a', [], 2);
    cache.set('search b', [], 3);
    now = 31_000;
    // Full (900 of 1000): the stored page is the least recently used, yet the expired searches go.
    cache.set('page next', [], 4);
    expect(evicted).toEqual([]);
    expect(cache.get('page stored')).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 600 });
  });
});
