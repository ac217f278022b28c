export { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
export type { ProductCardProduct, ProductCardProps } from './ProductCard.tsx';
export { productCoverPath } from './productCover.ts';
export type { ProductImageFields } from './productCover.ts';
