import { adminPageWindow, lastPageOf, publicPageWindow } from '../../lib/format/pagination.ts';
import { PageButton, PageList } from './Pagination.styles.ts';
import { Icon } from '../Icon/Icon.tsx';

/** Public lists show 12 items per page (SPEC 9). */
export const PUBLIC_PAGE_SIZE = 12;

/** Props of Pagination. */
export interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  /** How many items there are in all (the list's meta.total). */
  total: number;
  /** Items per page (12 on public lists; the admin table's chosen size). */
  pageSize?: number;
  /** Called with the page the user asked for (never the current one). */
  onPageChange: (page: number) => void;
  /** The list is loading: every button is disabled (SPEC 4). */
  isLoading?: boolean;
  /** public: the window starts one before the current page (SPEC 4); admin: centred on it. */
  pageWindow?: 'public' | 'admin';
  /** Name of the navigation landmark ('Halaman'). */
  label?: string;
}

/**
 * Five page buttons with previous/next (SPEC 4): the public window starts at the current page
 * minus one, or shows the last five on the last page. Everything is disabled while loading or
 * when there is nothing to page through; the current page carries aria-current="page".
 */
export function Pagination({
  page,
  total,
  pageSize = PUBLIC_PAGE_SIZE,
  onPageChange,
  isLoading = false,
  pageWindow = 'public',
  label = 'Halaman',
}: PaginationProps) {
  const lastPage = lastPageOf(total, pageSize);
  const isInactive = isLoading || lastPage === 0;
  const windowOf = pageWindow === 'admin' ? adminPageWindow : publicPageWindow;
  // With nothing to show there is still one (disabled) page 1, so the control keeps its place.
  const pages = windowOf({ current: page, lastPage: Math.max(lastPage, 1) });
  const go = (target: number) => {
    if (!isInactive && target !== page && target >= 1 && target <= lastPage) onPageChange(target);
  };

  return (
    <nav aria-label={label} aria-busy={isLoading || undefined}>
      <PageList>
        <li>
          <PageButton
            type="button"
            aria-label="Halaman sebelumnya"
            disabled={isInactive || page <= 1}
            onClick={() => go(page - 1)}
          >
            <Icon name="chevron-left" size="small" />
          </PageButton>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <PageButton
              type="button"
              aria-label={`Halaman ${number}`}
              aria-current={number === page ? 'page' : undefined}
              disabled={isInactive}
              onClick={() => go(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton
            type="button"
            aria-label="Halaman berikutnya"
            disabled={isInactive || page >= lastPage}
            onClick={() => go(page + 1)}
          >
            <Icon name="chevron-right" size="small" />
          </PageButton>
        </li>
      </PageList>
    </nav>
  );
}
