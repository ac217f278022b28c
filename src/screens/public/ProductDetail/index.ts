export { ProductDetail } from './ProductDetail.tsx';
export type { ProductDetailProps } from './ProductDetail.tsx';
