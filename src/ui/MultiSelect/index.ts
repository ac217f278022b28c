export { MultiSelect } from './MultiSelect.tsx';
export type { MultiSelectProps } from './MultiSelect.tsx';
