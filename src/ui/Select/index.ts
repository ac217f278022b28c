export { Select } from './Select.tsx';
export type { SelectProps } from './Select.tsx';
export { SELECT_TEXTS, SELECT_SEARCH_DEBOUNCE_MS, SELECT_SEARCH_LIMIT } from './types.ts';
export type { SelectOption } from './types.ts';
