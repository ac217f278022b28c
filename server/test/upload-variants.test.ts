// Every uploaded picture gets its variants at once: WebP, a 480 px thumbnail and a 1200 × 630
// JPEG for link previews; deleting the upload removes them all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardKeys, keysOf, storeUploads } from '../src/storage/files-service.ts';
import { localDiskStorage } from '../src/storage/local-disk.ts';
import type { Storage } from '../src/storage/storage.ts';

let root = '';
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kp-variants-'));
  storage = localDiskStorage(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('upload variants', () => {
  it('writes the WebP, the thumbnail and the sharing picture of a tall picture, letterboxed', async () => {
    const png = await sharp({
      create: { width: 600, height: 900, channels: 4, background: '#0b4f8a' },
    })
      .png()
      .toBuffer();
    const [stored] = await storeUploads(storage, 'product', [
      { field: 'image[0]', filename: 'tinggi.png', data: png },
    ]);
    const [, full, thumb, share] = keysOf(stored?.key ?? '');
    const sizeOf = async (key: string | undefined) => {
      const { width, height, format } = await sharp(
        (await storage.get(key ?? '')) ?? Buffer.alloc(0),
      ).metadata();
      return { width, height, format };
    };
    expect(await sizeOf(full)).toEqual({ width: 600, height: 900, format: 'webp' });
    expect(await sizeOf(thumb)).toEqual({ width: 480, height: 720, format: 'webp' });
    expect(await sizeOf(share)).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    // Letterboxed, not cropped: the corner is the white background, the middle the picture.
    const { data } = await sharp((await storage.get(share ?? '')) ?? Buffer.alloc(0))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 245)).toBe(true);
    const middle = (315 * 1200 + 600) * 3;
    expect(data[middle + 2]).toBeGreaterThan(100); // blue
    expect(data[middle]).toBeLessThan(40);

    await discardKeys(storage, [stored?.key ?? '']);
    for (const key of keysOf(stored?.key ?? '')) expect(await storage.get(key)).toBeNull();
  });
});
