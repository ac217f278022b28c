// Which picture a product card shows (SPEC 2.2: isCover.path, falling back to the first image).

/** The image fields a card reads; lists carry only isCover, details carry image[] too. */
export interface ProductImageFields {
  /** The cover chosen by the server; null when the product has no image. */
  isCover?: { path: string } | null;
  /** Every image of the product, in order. */
  image?: ReadonlyArray<{ path: string; isCover?: boolean }> | null;
}

/** The cover path, else the image flagged as cover, else the first image; null when there is none. */
export function productCoverPath(product: ProductImageFields): string | null {
  const cover = product.isCover?.path;
  if (cover) return cover;
  const images = product.image ?? [];
  const flagged = images.find((image) => image.isCover && image.path);
  return flagged?.path ?? images.find((image) => image.path)?.path ?? null;
}
