import { Button } from '../../ui/Button/Button.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { adminPageWindow } from '../../lib/pagination.ts';
import { DATA_TABLE_TEXT, pageButtonLabel } from './texts.ts';
import styled from 'styled-components';

const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Props of TablePagination. */
export interface TablePaginationProps {
  /** The page shown, 1-based. */
  page: number;
  /** The last page; 0 when there are no rows. */
  lastPage: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Whether a load is running: every button is disabled. */
  isLoading?: boolean;
}

/** The admin table's pages: previous, five numbered buttons around the current page, next (SPEC 9). */
export function TablePagination({
  page,
  lastPage,
  onPageChange,
  isLoading = false,
}: TablePaginationProps) {
  const pages = adminPageWindow({ current: page, lastPage });
  const isDisabled = isLoading || lastPage === 0;
  return (
    <nav aria-label={DATA_TABLE_TEXT.pagination}>
      <PageList>
        <li>
          <Button
            variant="secondary"
            size="small"
            aria-label={DATA_TABLE_TEXT.previousPage}
            icon={<Icon name="chevron-left" size="small" />}
            isDisabled={isDisabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          />
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'secondary'}
              size="small"
              aria-label={pageButtonLabel(number)}
              aria-current={number === page ? 'page' : undefined}
              isDisabled={isDisabled}
              onClick={() => onPageChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            size="small"
            aria-label={DATA_TABLE_TEXT.nextPage}
            icon={<Icon name="chevron-right" size="small" />}
            isDisabled={isDisabled || page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          />
        </li>
      </PageList>
    </nav>
  );
}
