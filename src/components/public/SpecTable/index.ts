export { EquivalentList, SpecTable } from './SpecTable.tsx';
export type { Equivalent, EquivalentListProps, SpecTableProps } from './SpecTable.tsx';
