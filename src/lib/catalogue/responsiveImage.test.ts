import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, pictureLoading, responsiveImage, thumbnailOf } from './responsiveImage.ts';

describe('responsiveImage', () => {
  it('offers the thumbnail and the full WebP of an upload, with the sizes of the place', () => {
    expect(
      responsiveImage('/storage/product/0123456789abcdef0123456789abcdef.webp', IMAGE_SIZES.card),
    ).toEqual({
      src: '/storage/product/0123456789abcdef0123456789abcdef.thumb.webp',
      srcSet:
        '/storage/product/0123456789abcdef0123456789abcdef.thumb.webp 480w, /storage/product/0123456789abcdef0123456789abcdef.webp 1920w',
      sizes: '(min-width: 1024px) 280px, 50vw',
    });
  });

  it('works for uploads linked from S3_PUBLIC_URL too', () => {
    expect(
      thumbnailOf('https://cdn.example/katalog/product/0123456789abcdef0123456789abcdef.webp'),
    ).toBe('https://cdn.example/katalog/product/0123456789abcdef0123456789abcdef.thumb.webp');
  });

  it('leaves what is not an uploaded WebP as it is', () => {
    expect(responsiveImage('data:image/svg+xml,%3Csvg%3E', IMAGE_SIZES.card)).toEqual({
      src: 'data:image/svg+xml,%3Csvg%3E',
    });
    expect(thumbnailOf('/storage/news/katalog.pdf')).toBeNull();
    expect(thumbnailOf('/storage/product/0123456789abcdef0123456789abcdef.thumb.webp')).toBeNull();
    expect(thumbnailOf('/storage/product/not-ours.webp')).toBeNull();
    expect(thumbnailOf('data:image/svg+xml,%2Fa%2F0123456789abcdef0123.webp')).toBeNull();
    expect(thumbnailOf('')).toBeNull();
  });
});

describe('pictureLoading', () => {
  it('loads a candidate for the largest paint at once and first, any other picture lazily', () => {
    expect(pictureLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(pictureLoading(false)).toEqual({ loading: 'lazy' });
  });
});
