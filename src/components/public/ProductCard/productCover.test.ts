import { describe, expect, it } from 'vitest';
import { productCoverPath } from './productCover.ts';

describe('productCoverPath (SPEC 2.2)', () => {
  it('takes isCover.path first', () => {
    expect(
      productCoverPath({
        isCover: { path: '/c.png' },
        image: [{ path: '/a.png', isCover: false }],
      }),
    ).toBe('/c.png');
  });

  it('falls back to the image flagged as cover, then to the first image', () => {
    const image = [
      { path: '/a.png', isCover: false },
      { path: '/b.png', isCover: true },
    ];
    expect(productCoverPath({ isCover: null, image })).toBe('/b.png');
    expect(productCoverPath({ image: [{ path: '/a.png' }, { path: '/b.png' }] })).toBe('/a.png');
  });

  it('is null when there is no image at all', () => {
    expect(productCoverPath({})).toBeNull();
    expect(productCoverPath({ isCover: null, image: [] })).toBeNull();
    expect(productCoverPath({ isCover: { path: '' }, image: [{ path: '' }] })).toBeNull();
  });
});
