export { CategoriesScreen, CATEGORIES_TITLE } from './CategoriesScreen.tsx';
