export { ProductList } from './ProductList.tsx';
export type { ProductListProps } from './ProductList.tsx';
export type { ProductListKind } from './texts.ts';
