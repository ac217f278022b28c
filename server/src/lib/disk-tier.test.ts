import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect((await tier.take('page:/'))?.data.toString()).toBe('<p>baru</p>');
  });

  it('opens a folder that does not exist yet', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-disk-'));
    const tier = new DiskTier(path.join(root, 'page-store', '8080'), 1024);
    await tier.open();
    await tier.removed;
    expect(await readdir(path.join(root, 'page-store'))).toEqual(['8080']);
  });
});
