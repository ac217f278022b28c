export { TypesScreen, TYPES_TITLE } from './TypesScreen.tsx';
