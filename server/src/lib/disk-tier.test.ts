import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiskTier } from './disk-tier.ts';

describe('DiskTier', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('starts from an empty folder at once, and removes the old pages and what a crash left aside in the background', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const dir = path.join(root, '8080');
    await mkdir(dir);
    for (let i = 0; i < 50; i++) await writeFile(path.join(dir, `${i}.bin`), 'stale');
    await mkdir(path.join(root, '8080.old-1-1'));
    await writeFile(path.join(root, '8080.old-1-1', 'x.bin'), 'left by a crash');
    await mkdir(path.join(root, '8081'));

    const tier = new DiskTier(dir, 1024 * 1024);
    await tier.open();
    expect(await readdir(dir)).toEqual([]);
    await tier.removed;
    // Another instance's folder stays; nothing set aside is left.
    expect((await readdir(root)).sort()).toEqual(['8080', '8081']);

    tier.put('page:/', ['page'], Buffer.from('<p>baru</p>'), Date.now() + 60_000);
    expect((await tier.read('page:/'))?.data.toString()).toBe('<p>baru</p>');
    await tier.close();
  });

  it('opens a folder that does not exist yet', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, 'page-store', '8080'), 1024);
    await tier.open();
    await tier.removed;
    expect(await readdir(path.join(root, 'page-store'))).toEqual(['8080']);
  });

  const page = (n: number) => Buffer.from(`<p>halaman ${n}</p>`.padEnd(100, '.'));
  const later = () => Date.now() + 60_000;

  it('reads an entry where it is: it stays on the disk, nothing is written again, and a second read is hot', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, '8080'), 1024 * 1024);
    await tier.open();
    tier.put('page 1', ['product:1'], page(1), later());
    tier.put('page 2', ['product:2'], page(2), later());
    const before = tier.stats();
    const first = await tier.read('page 1');
    expect(first?.data.equals(page(1))).toBe(true);
    expect(first?.tags()).toEqual(['product:1']);
    expect(first?.hot).toBe(false);
    expect(tier.has('page 1')).toBe(true);
    expect(tier.stats()).toEqual(before);
    expect((await tier.read('page 1'))?.hot).toBe(true);
    expect((await tier.read('page 2'))?.data.equals(page(2))).toBe(true);
    expect(tier.stats()).toEqual(before);
    await tier.close();
  });

  it('reads one part of an entry put in two the first time, and the whole entry once it was read before', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, '8080'), 1024 * 1024);
    await tier.open();
    const two = Buffer.concat([Buffer.from('brotli|'), Buffer.from('gzip')]);
    tier.put('page 1', ['product:1'], two, later(), 7);
    tier.put('page 2', ['product:2'], two, later(), 7);
    tier.put('answer 3', ['product:3'], page(3), later());
    expect((await tier.read('page 1', 1))?.data.toString()).toBe('gzip');
    expect((await tier.read('page 2', 0))?.data.toString()).toBe('brotli|');
    const again = await tier.read('page 1', 0);
    expect(again?.hot).toBe(true);
    expect(again?.data.equals(two)).toBe(true);
    // Lent: a buffer given back serves the next read; a read again (whole) is not lent.
    tier.put('page 4', ['product:4'], two, later(), 7);
    tier.put('page 5', ['product:5'], two, later(), 7);
    const lent = await tier.read('page 4', 0, true);
    const other = await tier.read('page 5', 1, true);
    expect(lent?.data.toString()).toBe('brotli|');
    expect(other?.data.toString()).toBe('gzip');
    expect(tier.stats().lent).toBe(2);
    lent?.giveBack?.();
    lent?.giveBack?.();
    other?.giveBack?.();
    expect(tier.stats().lent).toBe(0);
    const whole = await tier.read('page 4', 0, true);
    expect(whole?.data.equals(two)).toBe(true);
    expect(whole?.giveBack).toBeUndefined();
    // An entry of one part is read whole.
    expect((await tier.read('answer 3', 1))?.data.equals(page(3))).toBe(true);
    await tier.close();
  });

  it('keeps entries in a few segment files, drops the oldest segment past the bound and deletes one left empty', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const dir = path.join(root, '8080');
    // 1,000 bytes at most, segments of 250: two entries each.
    const tier = new DiskTier(dir, 1000, { counts: (key) => key.startsWith('page ') });
    await tier.open();
    for (let n = 1; n <= 8; n++) tier.put(`page ${n}`, [`product:${n}`], page(n), later());
    expect(tier.stats()).toMatchObject({ entries: 8, bytes: 800, fileBytes: 800, files: 4 });
    await Promise.all([1, 8].map((n) => tier.read(`page ${n}`)));
    expect((await readdir(dir)).length).toBe(4);
    // Past the bound: the oldest segment (pages 1 and 2) goes, the newest entry is kept.
    tier.put('page 9', ['product:9'], page(9), later());
    tier.put('page 10', ['product:10'], page(10), later());
    tier.put('page 11', ['product:11'], page(11), later());
    expect(tier.has('page 1')).toBe(false);
    expect(tier.has('page 2')).toBe(false);
    expect(tier.has('page 3')).toBe(true);
    expect((await tier.read('page 11'))?.data.equals(page(11))).toBe(true);
    expect(tier.countedKeys()).toBe(tier.stats().entries);
    expect(tier.stats().fileBytes).toBeLessThanOrEqual(1000);
    // Pages 3 and 4 share a segment: once both are invalidated, its file goes.
    const files = tier.stats().files;
    expect(tier.invalidate(['product:3'])).toBe(1);
    expect(tier.stats().files).toBe(files);
    expect(tier.invalidate(['product:4', 'product:99'])).toBe(1);
    expect(tier.stats().files).toBe(files - 1);
    expect(await tier.read('page 3')).toBeUndefined();
    await vi.waitFor(async () => expect((await readdir(dir)).length).toBe(files - 1));
    expect((await tier.read('page 5'))?.data.equals(page(5))).toBe(true);
    await tier.close();
  });

  it('gives back every tag of an entry and drops it by any of them, its slot reused by the next', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, '8080'), 1024 * 1024);
    await tier.open();
    const frame = Array.from({ length: 12 }, (_, n) => `product-name:${n}`);
    tier.put('page 1', [...frame, 'product:1', 'in:brand:1'], page(1), later());
    tier.put('page 2', [...frame, 'product:2', 'in:brand:2', 'in:type:7'], page(2), later());
    tier.put('answer 3', ['product:3', 'brands', 'types'], page(3), later());
    expect((await tier.read('page 2'))?.tags().toSorted()).toEqual(
      [...frame, 'product:2', 'in:brand:2', 'in:type:7'].sort(),
    );
    expect((await tier.read('answer 3'))?.tags().toSorted()).toEqual([
      'brands',
      'product:3',
      'types',
    ]);
    expect(tier.invalidate(['in:type:7'])).toBe(1);
    expect(tier.invalidate(['types'])).toBe(1);
    expect([tier.has('page 1'), tier.has('page 2'), tier.has('answer 3')]).toEqual([
      true,
      false,
      false,
    ]);
    tier.put('page 4', ['product:4'], page(4), later());
    expect((await tier.read('page 4'))?.tags()).toEqual(['product:4']);
    expect((await tier.read('page 1'))?.tags().toSorted()).toEqual(
      [...frame, 'product:1', 'in:brand:1'].sort(),
    );
    expect(tier.invalidate(['product-name:5'])).toBe(1);
    expect(tier.stats().entries).toBe(1);
    await tier.close();
  });

  it("keeps each entry's own tags through many puts and drops (their runs copied together when most are dropped)", async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, '8080'), 64 * 1024 * 1024);
    await tier.open();
    // Fewer than 8 tags: no shared part, every tag an own one (a product's JSON detail).
    const tagsOf = (n: number) => [`product:${n}`, `in:brand:${n % 7}`, `in:type:${n}`, 'brands'];
    for (let n = 1; n <= 5400; n++) tier.put(`answer ${n}`, tagsOf(n), page(n), later());
    // Nine in ten dropped by an own tag, then more put: the runs left are copied together.
    const dropped = Array.from({ length: 5400 }, (_, n) => n + 1).filter((n) => n % 10 !== 0);
    expect(tier.invalidate(dropped.map((n) => `in:type:${n}`))).toBe(4860);
    for (let n = 5401; n <= 5600; n++) tier.put(`answer ${n}`, tagsOf(n), page(n), later());
    for (const n of [10, 5400, 5401, 5600])
      expect((await tier.read(`answer ${n}`))?.tags().toSorted(), String(n)).toEqual(
        tagsOf(n).sort(),
      );
    expect(tier.has('answer 11')).toBe(false);
    // Found by each of their own tags still.
    expect(tier.invalidate(['in:type:1500'])).toBe(1);
    expect(tier.invalidate(['product:5500'])).toBe(1);
    // Of the tens to 5,400 and all from 5,401 (but 1,500 and 5,500), 106 have n % 7 = 3.
    expect(tier.invalidate(['in:brand:3'])).toBe(106);
    expect(tier.stats().entries).toBe(632);
    await tier.close();
  });

  it('answers nothing for an entry dropped while it was read (a write changed it)', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, '8080'), 1024 * 1024);
    await tier.open();
    tier.put('page 1', ['product:1'], page(1), later());
    const reading = tier.read('page 1');
    tier.invalidate(['product:1']);
    expect(await reading).toBeUndefined();
    tier.put('page 1', ['product:1'], page(2), later());
    const again = tier.read('page 1');
    tier.put('page 1', ['product:1'], page(3), later());
    expect(await again).toBeUndefined();
    expect((await tier.read('page 1'))?.data.equals(page(3))).toBe(true);
    await tier.close();
  });
});
