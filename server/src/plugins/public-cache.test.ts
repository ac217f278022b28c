// The page store's two tiers on PGlite (docs/decisions.md, "The page store"): a page pushed out of
// memory is written to the disk once; read from there it stays there (no write back), and only a
// page asked for again is kept in memory too, from where it is pushed out without a new write.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedDocument } from '../pages/compression.ts';
import type { CachedPage } from '../pages/stored-entry.ts';
import publicCache, { cachedBytes } from './public-cache.ts';

/** A stored page: its two copies as the disk tier keeps them. */
const page = (n: number): CachedPage => ({
  status: 200,
  etag: `"halaman-${n}"`,
  document: new CompressedDocument({
    br: Buffer.alloc(1000, `br ${n} `),
    gzip: Buffer.alloc(1000, `gzip ${n} `),
  }),
});
const PAGE_BYTES = cachedBytes(page(0));

let app: FastifyInstance;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kp-cache-'));
  app = Fastify();
  app.decorate('db', {} as never);
  await app.register(fp(async () => {}, { name: 'security' }));
  await app.register(publicCache, {
    ttlSeconds: 30,
    // Two pages in memory.
    maxBytes: 2 * PAGE_BYTES,
    store: { hours: 1, dir: path.join(dir, '8080'), diskBytes: 1024 * 1024 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const key = (n: number) => `page http://katalog.test /detail-product/${n}`;
/** The page of `key(n)` from the store; fails if it has to be rendered. */
const kept = (n: number) =>
  app.publicCache.getOrLoad<CachedPage>(key(n), [`product:${n}`], () =>
    Promise.reject(new Error(`page ${n} rendered again`)),
  );
const render = (n: number) =>
  app.publicCache.getOrLoad<CachedPage>(key(n), [`product:${n}`], async () => page(n));

describe('the page store on this instance’s disk', () => {
  it('reads a page pushed out of memory where it is, and keeps in memory only one asked for again', async () => {
    const cache = app.publicCache;
    for (const n of [1, 2, 3]) await render(n);
    // Page 1 was pushed out to the disk.
    expect(cache.get(key(1))).toBeUndefined();
    const disk = () => cache.stats().disk;
    expect(disk().entries).toBe(1);
    const written = disk().fileBytes;

    const first = await kept(1);
    expect(first.etag).toBe('"halaman-1"');
    expect((await first.document.get('br')).equals(Buffer.alloc(1000, 'br 1 '))).toBe(true);
    // Read once (a crawler): served from the disk, not written again, not kept in memory.
    expect(disk()).toMatchObject({ entries: 1, fileBytes: written });
    expect(cache.get(key(1))).toBeUndefined();
    expect(cache.has(key(1))).toBe(true);

    // Asked for again: kept in memory too (page 2 makes room), still on the disk.
    expect((await kept(1)).etag).toBe('"halaman-1"');
    expect(cache.get(key(1))).toBeDefined();
    expect(cache.get(key(2))).toBeUndefined();
    expect(disk()).toMatchObject({ entries: 2, fileBytes: 2 * written });

    // Pushed out of memory again by pages 4 and 5: page 3 is written, page 1 is not.
    for (const n of [4, 5]) await render(n);
    expect(cache.get(key(1))).toBeUndefined();
    expect(disk()).toMatchObject({ entries: 3, fileBytes: 3 * written });
    for (const n of [1, 2, 3]) expect((await kept(n)).etag).toBe(`"halaman-${n}"`);

    // Read for the first time in one encoding (page 2 had been read once before, page 3 not):
    // that copy only is read, and the other is made from it if a client asks for it.
    const once = (n: number, encoding: 'br' | 'gzip') =>
      app.publicCache.getOrLoad<CachedPage>(
        key(n),
        [`product:${n}`],
        () => Promise.reject(new Error(`page ${n} rendered again`)),
        encoding,
      );
    for (const n of [6, 7, 8]) await render(n);
    const gzipOnly = await once(4, 'gzip');
    expect(gzipOnly.document.encodings).toEqual(['gzip']);
    expect((await gzipOnly.document.get('gzip')).equals(Buffer.alloc(1000, 'gzip 4 '))).toBe(true);
    const brOnly = await once(5, 'br');
    expect(brOnly.document.encodings).toEqual(['br']);
    expect(brOnly.etag).toBe('"halaman-5"');
    // Each on a lent buffer, taken back once the page is sent.
    expect(disk().lent).toBe(2);
    gzipOnly.giveBack?.();
    brOnly.giveBack?.();
    expect(disk().lent).toBe(0);
    // Asked for again: read whole and kept in memory with both copies.
    expect((await once(4, 'br')).document.encodings).toEqual(['br', 'gzip']);
    expect(cache.get(key(4))).toBeDefined();

    // A write that changes page 1 drops it from both tiers: it is rendered again.
    await cache.invalidate(['product:1']);
    expect(cache.has(key(1))).toBe(false);
    await expect(kept(1)).rejects.toThrow('page 1 rendered again');
    expect((await render(1)).etag).toBe('"halaman-1"');
  });

  it('sets a page aside to the disk at once, where it is read as one pushed out', async () => {
    const cache = app.publicCache;
    const disk = () => cache.stats().disk;
    const before = disk().entries;
    await render(20);
    expect(cache.get(key(20))).toBeDefined();
    cache.setAside(key(20));
    expect(cache.get(key(20))).toBeUndefined();
    expect(disk().entries).toBe(before + 1);
    expect(cache.has(key(20))).toBe(true);
    const read = await kept(20);
    expect((await read.document.get('gzip')).equals(Buffer.alloc(1000, 'gzip 20 '))).toBe(true);
    // Read once: not kept in memory again, not written again.
    expect(cache.get(key(20))).toBeUndefined();
    expect(disk().entries).toBe(before + 1);
  });
});
