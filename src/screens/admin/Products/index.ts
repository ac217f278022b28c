export {
  ProductsScreen,
  PRODUCTS_TITLE,
  PRODUCTS_PATH,
  productDetailPath,
} from './ProductsScreen.tsx';
export { ProductDetailScreen, PRODUCT_DETAIL_TEXT } from './ProductDetailScreen.tsx';
