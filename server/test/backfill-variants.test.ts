// Pictures uploaded before the sharing JPEG existed have none: at start the server writes every
// missing variant from the original, leaves the present ones alone, and skips a lost original.
// A finished pass leaves a marker, so the next start neither lists the store nor writes anything.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index.ts';
import { backfillMarker, backfillVariants } from '../src/storage/backfill-variants.ts';
import { variantKeysOf } from '../src/storage/files-service.ts';
import { addBrand } from './helpers/catalogue.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let pictures: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const token = await t.login();
  await addBrand(t, token, 'Merek Lama', 'Diunggah sebelum gambar berbagi ada');
  pictures = (await t.app.db.select({ key: files.storageKey }).from(files))
    .map((row) => row.key)
    .filter((key) => /\.(png|jpg)$/.test(key));
  expect(pictures.length).toBeGreaterThanOrEqual(2);
});

afterAll(async () => {
  await t.close();
});

const shareOf = (key: string) =>
  variantKeysOf(key).find((variant) => variant.endsWith('.share.jpg')) ?? '';
const thumbOf = (key: string) =>
  variantKeysOf(key).find((variant) => variant.endsWith('.thumb.webp')) ?? '';

describe('variant backfill', () => {
  it('writes the sharing JPEG of pictures stored without one, and nothing else', async () => {
    const [first, second] = pictures as [string, string];
    // As a store from before the sharing picture: no .share.jpg beside the first two pictures.
    await t.app.storage.delete(shareOf(first));
    await t.app.storage.delete(shareOf(second));
    const thumbBefore = await t.app.storage.get(thumbOf(first));
    expect(await t.app.storage.get(shareOf(first))).toBeNull();

    expect(await t.app.storage.get(backfillMarker())).toBeNull();
    expect(await backfillVariants(t.app)).toEqual({ written: 2, failed: [], skipped: false });

    const share = await t.app.storage.get(shareOf(first));
    const { width, height, format } = await sharp(share ?? Buffer.alloc(0)).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    expect(await t.app.storage.get(shareOf(second))).not.toBeNull();
    expect(await t.app.storage.get(thumbOf(first))).toEqual(thumbBefore);
    // Served where og:image points.
    const served = await fetch(new URL(`/storage/${shareOf(first)}`, t.app.listeningOrigin));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    // Nothing left to do: without the marker a pass writes nothing; with it, the pass is skipped.
    expect(await t.app.storage.get(backfillMarker())).not.toBeNull();
    await t.app.storage.delete(backfillMarker());
    expect(await backfillVariants(t.app)).toEqual({ written: 0, failed: [], skipped: false });
  });

  it('skips the pass at a later start once the marker of this variant set is stored', async () => {
    const [first] = pictures as [string];
    await t.app.storage.delete(shareOf(first));
    expect(await backfillVariants(t.app)).toEqual({ written: 0, failed: [], skipped: true });
    expect(await t.app.storage.get(shareOf(first))).toBeNull();
    // A store restored from before the marker (or a new kind of variant, hence a new marker name) is backfilled.
    await t.app.storage.delete(backfillMarker());
    expect(await backfillVariants(t.app)).toEqual({ written: 1, failed: [], skipped: false });
    expect(await t.app.storage.get(shareOf(first))).not.toBeNull();
    expect(backfillMarker()).toMatch(/^\.backfill\/variants-[0-9a-f]{12}$/);
  });

  it('skips a picture whose original is gone and still writes the others', async () => {
    const [first, second] = pictures as [string, string];
    await t.app.storage.delete(first);
    for (const key of [first, second])
      for (const variant of variantKeysOf(key)) await t.app.storage.delete(variant);

    await t.app.storage.delete(backfillMarker());
    expect(await backfillVariants(t.app)).toEqual({ written: 3, failed: [first], skipped: false });
    for (const variant of variantKeysOf(second))
      expect(await t.app.storage.get(variant)).not.toBeNull();
    expect(await t.app.storage.get(shareOf(first))).toBeNull();
  });
});
