// The web app names an upload's thumbnail the way the server writes it: server/ and src/ may
// not import each other, so this test keeps the two in step.
import { describe, expect, it } from 'vitest';
import {
  FULL_WIDTH,
  SHARE_SIZE,
  THUMB_WIDTH,
  sharePictureOf,
  thumbnailOf,
} from '../src/lib/catalogue/responsiveImage.ts';
import {
  SHARE_HEIGHT,
  SHARE_WIDTH,
  THUMB_WIDTH as SERVER_THUMB_WIDTH,
  WEBP_MAX_WIDTH,
  keysOf,
  SERVED_FILES,
} from '../server/src/storage/files-service.ts';

describe('thumbnail names', () => {
  it.each([
    'product/0123456789abcdef0123456789abcdef.png',
    'brand/fedcba9876543210fedcba9876543210.jpg',
  ])('match the variants written for %s', (key) => {
    const [, full, thumb, share] = keysOf(key);
    expect(SERVED_FILES.pathOf(key)).toBe(`/storage/${full}`);
    expect(thumbnailOf(SERVED_FILES.pathOf(key))).toBe(`/storage/${thumb}`);
    expect(sharePictureOf(SERVED_FILES.pathOf(key))).toBe(`/storage/${share}`);
  });

  it('state the widths the server resizes to', () => {
    expect([THUMB_WIDTH, FULL_WIDTH]).toEqual([SERVER_THUMB_WIDTH, WEBP_MAX_WIDTH]);
    expect(SHARE_SIZE).toEqual({ width: SHARE_WIDTH, height: SHARE_HEIGHT });
  });

  it('offer no thumbnail for a PDF', () => {
    expect(
      thumbnailOf(SERVED_FILES.pathOf('news/0123456789abcdef0123456789abcdef.pdf')),
    ).toBeNull();
    expect(
      sharePictureOf(SERVED_FILES.pathOf('news/0123456789abcdef0123456789abcdef.pdf')),
    ).toBeNull();
  });
});
