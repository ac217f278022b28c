// The pages of a public list (products or news), read from and written to the address (`?page=`):
// an island of its own on a public page (issue 34), where a page asked for is a page load.
import { Pagination } from '@/ui/Pagination/Pagination.tsx';
import { usePageParam } from './usePageParam.ts';

/** Props of ListPagination. */
export interface ListPaginationProps {
  /** How many items the list has in all (meta.total). */
  total: number;
  /** Items a page (12 products, SPEC 4's news page). */
  pageSize: number;
  /** Whether a page is being loaded: the buttons wait (SPEC 4). */
  isLoading?: boolean;
}

/** The list's pagination; the page shown is the address's. */
export function ListPagination({ total, pageSize, isLoading }: ListPaginationProps) {
  const [page, setPage] = usePageParam();
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={pageSize}
      isLoading={isLoading}
      onPageChange={setPage}
    />
  );
}
