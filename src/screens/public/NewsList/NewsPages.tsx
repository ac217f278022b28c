// The news list's page buttons: the one part of /news that moves (an island on a page rendered in
// islands, issue 34: a press loads the other page's address).
import { Pagination } from '@/ui/Pagination/Pagination.tsx';
import { usePageParam } from '../shared/usePageParam.ts';
import { NEWS_PAGE_SIZE } from './texts.ts';

/** Props of NewsPages. */
export interface NewsPagesProps {
  /** How many articles there are in all. */
  total: number;
  /** The list is loading: the buttons are disabled (SPEC 4). */
  isLoading: boolean;
}

/** SPEC 4's pagination of the news list, on the address's `page`. */
export function NewsPages({ total, isLoading }: NewsPagesProps) {
  const [page, setPage] = usePageParam();
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={NEWS_PAGE_SIZE}
      isLoading={isLoading}
      onPageChange={setPage}
    />
  );
}
