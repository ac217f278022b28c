export { PRODUCT_PAGE_SIZE, ProductGrid } from './ProductGrid.tsx';
export type { ProductGridProps } from './ProductGrid.tsx';
export { PRODUCTS_EMPTY_TEXT, productListSummary, searchResultSummary } from './texts.ts';
