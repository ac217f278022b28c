import styled from 'styled-components';
import { Icon } from '@/ui/Icon/Icon.tsx';
import { lastPageOf, publicPageWindow } from '@/lib/pagination.ts';
import { PAGINATION_LABEL } from './texts.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.control.medium};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Props of Pagination. */
export interface PaginationProps {
  /** The page shown (1-based). */
  page: number;
  /** Rows over all pages (meta.total). */
  total: number;
  /** Rows per page (12 on public lists). */
  pageSize: number;
  /** Whether the page is loading: every button is disabled (SPEC 4). */
  isLoading?: boolean;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
}

/**
 * SPEC 4's public pagination: 5 page buttons starting at the current page minus 1 (the last 5 on
 * the last page), previous and next; all disabled while loading or when there is nothing.
 */
export function Pagination({ page, total, pageSize, isLoading = false, onPageChange }: PaginationProps) {
  const lastPage = lastPageOf(total, pageSize);
  const pages = publicPageWindow({ current: page, lastPage });
  const isDisabled = isLoading || total === 0;
  return (
    <nav aria-label={PAGINATION_LABEL}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label="Halaman sebelumnya"
            disabled={isDisabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
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
              disabled={isDisabled}
              onClick={() => onPageChange(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton
            type="button"
            aria-label="Halaman berikutnya"
            disabled={isDisabled || page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <Icon name="chevron-right" size="small" />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
