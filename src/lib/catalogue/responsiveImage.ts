// Every uploaded picture is served as WebP (`…/name.webp`, at most 1920 px wide) with a thumbnail
// 480 px wide beside it (`…/name.thumb.webp`) and a 1200 × 630 JPEG for link previews
// (`…/name.share.jpg`): openapi.yaml, FileRef. The server writes both
// (server/src/storage/files-service.ts); test/responsive-image-parity.test.ts keeps the names in step.

/** Width of the thumbnail variant (smaller originals keep their own width). */
export const THUMB_WIDTH = 480;
/** Widest the full variant gets. */
export const FULL_WIDTH = 1920;

/** How wide a picture shows, as the `sizes` attribute says it, per place on the public pages. */
export const IMAGE_SIZES = {
  /** The full width of the page: banners. */
  fullWidth: '100vw',
  /** A product or news card in a grid: four a row on a computer, two on a phone. */
  card: '(min-width: 1024px) 280px, 50vw',
  /** A logo or category picture in a carousel or strip. */
  logo: '160px',
  /** The large picture of a detail page: half the page on a computer. */
  detail: '(min-width: 1024px) 50vw, 100vw',
} as const;

// An upload's WebP: stored names are random hex, under /storage or S3_PUBLIC_URL.
const UPLOADED_WEBP = /^((?:\/|https?:\/\/)[^?#]*\/[0-9a-f]{16,})\.webp$/;

/** The thumbnail of an uploaded picture, or null for anything else (a data URL, a PDF). */
export function thumbnailOf(path: string): string | null {
  const match = UPLOADED_WEBP.exec(path);
  return match ? `${match[1]}.thumb.webp` : null;
}

/** Size of the sharing picture (Open Graph and Twitter card). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The 1200 × 630 sharing picture of an upload, or null for anything else. */
export function sharePictureOf(path: string): string | null {
  const match = UPLOADED_WEBP.exec(path);
  return match ? `${match[1]}.share.jpg` : null;
}

/** The attributes of an <img> showing `path` at `sizes`: the thumbnail where it is wide enough. */
export function responsiveImage(
  path: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const thumb = thumbnailOf(path);
  if (!thumb) return { src: path };
  // The browser takes the thumbnail while the slot (times the screen's density) fits in 480 px.
  return { src: thumb, srcSet: `${thumb} ${THUMB_WIDTH}w, ${path} ${FULL_WIDTH}w`, sizes };
}

/**
 * How a picture of a public page loads (docs/decisions.md, "Which pictures load at once"). A
 * candidate for the page's largest paint (LCP) loads at once and first: React preloads it from the
 * page's head. Any other picture loads as it nears the window, without a preload, so it does not
 * share a phone's line with that picture (nor count in Lighthouse's estimate of its paint).
 */
export function pictureLoading(
  isLargest: boolean,
): { loading: 'eager'; fetchPriority: 'high' } | { loading: 'lazy' } {
  return isLargest ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
