import type { ReactNode } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { Pagination } from '../../ui/Pagination/Pagination.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { FooterRow, HeaderActions, HeaderRow, RangeInfo, Title } from './DataTable.styles.ts';
import type { DataTableQuery } from './dataTableQuery.ts';
import { DATA_TABLE_TEXT, paginationLabel, rangeText } from './texts.ts';

/** Props of TableHeader. */
export interface TableHeaderProps {
  /** The title slot: a string renders as an h2, anything else as given. */
  title?: ReactNode;
  /** The 'Tambah Data' button; none without it. */
  onAdd?: () => void;
  /** More buttons before 'Tambah Data' ('Import' on products). */
  actions?: ReactNode;
}

/** Title on the left, 'Tambah Data' on the right. */
export function TableHeader({ title, onAdd, actions }: TableHeaderProps) {
  if (!title && !onAdd && !actions) return null;
  const add = onAdd ? (
    <Button icon={<Icon name="plus" size="small" />} onClick={onAdd}>
      {DATA_TABLE_TEXT.add}
    </Button>
  ) : null;
  return (
    <HeaderRow>
      {typeof title === 'string' ? <Title>{title}</Title> : (title ?? <span />)}
      {actions ? (
        <HeaderActions>
          {actions}
          {add}
        </HeaderActions>
      ) : (
        add
      )}
    </HeaderRow>
  );
}

/** Props of TableFooter. */
export interface TableFooterProps {
  /** The table's caption: the pagination is named after it ('Halaman Data Produk'). */
  caption: string;
  /** The applied query (page and size for the range text). */
  query: DataTableQuery;
  /** How many rows this page shows. */
  shownCount: number;
  /** All matching rows (0 after a failed load). */
  total: number;
  /** Whether a load runs: a spinner, and the page buttons wait. */
  isLoading: boolean;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
}

/** 'Menampilkan 1 sampai 10 dari 57 data' (or 'Memuat...' on a first load) and the pages. */
export function TableFooter({
  caption,
  query,
  shownCount,
  total,
  isLoading,
  onPageChange,
}: TableFooterProps) {
  const isFirstLoad = isLoading && shownCount === 0;
  return (
    <FooterRow>
      <RangeInfo>
        {isFirstLoad ? null : rangeText(query.page, query.length, shownCount, total)}
        {isLoading ? <Spinner size="small" showLabel={isFirstLoad} /> : null}
      </RangeInfo>
      <Pagination
        page={query.page}
        total={total}
        pageSize={query.length}
        pageWindow="admin"
        label={paginationLabel(caption)}
        isLoading={isLoading}
        onPageChange={onPageChange}
      />
    </FooterRow>
  );
}
