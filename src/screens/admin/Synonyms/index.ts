export { SYNONYMS_TITLE, SynonymsScreen } from './SynonymsScreen.tsx';
