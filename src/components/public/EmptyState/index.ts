export { EmptyBoxIcon, EmptyState } from './EmptyState.tsx';
export type { EmptyStateProps } from './EmptyState.tsx';
