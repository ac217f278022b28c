// The pages of a public product list, read from and written to the address (`?page=`): an island
// of its own on a public page (issue 34), where a page asked for is a page load.
import { PRODUCT_PAGE_SIZE } from '@/components/public/ProductGrid/pageSize.ts';
import { Pagination } from '@/ui/Pagination/Pagination.tsx';
import { usePageParam } from './usePageParam.ts';

/** Props of ListPagination. */
export interface ListPaginationProps {
  /** How many products the list has in all (meta.total). */
  total: number;
  /** Whether a page is being loaded: the buttons wait. */
  isLoading?: boolean;
}

/** 12 products a page; the page shown is the address's. */
export function ListPagination({ total, isLoading }: ListPaginationProps) {
  const [page, setPage] = usePageParam();
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={PRODUCT_PAGE_SIZE}
      isLoading={isLoading}
      onPageChange={setPage}
    />
  );
}
