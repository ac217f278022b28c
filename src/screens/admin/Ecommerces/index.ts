export { EcommercesScreen, ECOMMERCES_TITLE } from './EcommercesScreen.tsx';
