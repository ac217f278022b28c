export { NewProductBannerScreen, NEW_PRODUCT_TEXT } from './NewProductBannerScreen.tsx';
