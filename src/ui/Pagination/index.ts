export { Pagination, PUBLIC_PAGE_SIZE } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
