export { SEARCH_TITLE, Search } from './Search.tsx';
