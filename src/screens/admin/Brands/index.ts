export { BrandsScreen, BRANDS_TITLE } from './BrandsScreen.tsx';
