// A public list's pages in their island (issue 34), for the product lists and the news list: shown
// only when the list has more than one page, under the one name the registry loads it by
// (app/islands/registry.ts).
import { Island } from '@/ui/islands/Island.tsx';
import { ListPagination } from './ListPagination.tsx';
import type { ListPaginationProps } from './ListPagination.tsx';

/** The list's pagination, as an island, when there is more than one page. */
export function ListPagesIsland({ total, pageSize, isLoading }: ListPaginationProps) {
  return total > pageSize ? (
    <Island
      name="list-pagination"
      component={ListPagination}
      props={{ total, pageSize, isLoading }}
    />
  ) : null;
}
