// 'Permintaan Penawaran' (issue 25): the quote requests, newest first, with search (reference,
// buyer, company, phone, e-mail), a status filter and days, all kept in the address; 'Ekspor'
// gives the same rows as CSV or Excel; the reference (and 'Detail') opens the request. Merged
// cells keep every column, 'Aksi' included, inside the box at 1366 px (issue 32).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exportQuotes, useQuotes } from '@/api/hooks/quotes.ts';
import type { QuoteExportQuery } from '@/api/hooks/quotes.ts';
import type { ExportFormat } from '@/api/hooks/exports.ts';
import type { components } from '@/api/schema.ts';
import { DataTable, useDataTableQueryInAddress } from '@/components/DataTable/index.ts';
import type { DataTableColumn } from '@/components/DataTable/index.ts';
import { QUOTE_STATUSES } from '@/lib/quote/constants.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FilterBar, ScreenStack } from './Quotes.styles.ts';
import { ExportMenu } from '../shared/ExportMenu.tsx';
import { listQuery } from '../shared/MasterListScreen.tsx';
import {
  paramsWithQuoteFilter,
  paramsWithoutQuoteFilters,
  quoteFiltersFromParams,
} from './quoteFilters.ts';
import { BuyerCell, ContactCell, ReferenceCell, quoteDetailPath } from './QuoteInboxCells.tsx';
import { QUOTES_TEXT, QUOTES_TITLE, STATUS_TONES, statusLabel } from './quoteTexts.ts';

type QuoteRow = components['schemas']['QuoteSummary'];

const TEXT = QUOTES_TEXT;

export { QUOTES_TITLE };

export const quoteColumns: readonly DataTableColumn<QuoteRow>[] = [
  {
    key: 'reference',
    header: TEXT.reference,
    sortKey: 'reference',
    render: (row) => <ReferenceCell row={row} />,
  },
  { key: 'buyer', header: TEXT.buyer, render: (row) => <BuyerCell row={row} /> },
  { key: 'contact', header: TEXT.contact, render: (row) => <ContactCell row={row} /> },
  { key: 'itemCount', header: TEXT.items, isNoWrap: true, render: (row) => row.itemCount },
  {
    key: 'status',
    header: TEXT.status,
    sortKey: 'status',
    isNoWrap: true,
    render: (row) => (
      <Badge size="small" tone={STATUS_TONES[row.status]}>
        {statusLabel(row.status)}
      </Badge>
    ),
  },
];

const statusOptions: SelectOption[] = QUOTE_STATUSES.map((status) => ({
  id: status,
  text: statusLabel(status),
}));

const sortKeys = quoteColumns.flatMap((column) => column.sortKey ?? []);

/** /admin/penawaran: the inbox with its filters and export. */
export function QuotesScreen() {
  const navigate = useNavigate();
  // Newest first unless the address says otherwise ('created_at' still sorts from an address).
  const table = useDataTableQueryInAddress({ sortKeys: ['id', 'created_at', ...sortKeys] });
  const [params, setParams] = useSearchParams();
  const filters = quoteFiltersFromParams(params);
  const list = useQuotes({ ...listQuery(table.query), ...filters });
  const setFilter = (key: 'status' | 'from' | 'to', value: string | undefined) =>
    setParams(paramsWithQuoteFilter(params, key, value), { replace: true });
  const hasFilters = Object.keys(filters).length > 0;
  const { search, sortBy, orderBy } = table.query;
  const exportQuery = {
    ...(search ? { search } : {}),
    ...filters,
    sortBy,
    orderBy,
  } as QuoteExportQuery;

  return (
    <ScreenStack>
      <FilterBar aria-label={TEXT.filters}>
        <Select
          label={TEXT.status}
          options={statusOptions}
          value={statusOptions.find((option) => option.id === filters.status) ?? null}
          onChange={(option) => setFilter('status', option ? String(option.id) : undefined)}
        />
        <TextInput
          label={TEXT.from}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextInput
          label={TEXT.to}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => setFilter('to', event.target.value)}
        />
        <Button
          variant="secondary"
          isDisabled={!hasFilters}
          onClick={() => setParams(paramsWithoutQuoteFilters(params), { replace: true })}
        >
          {TEXT.clear}
        </Button>
      </FilterBar>
      <DataTable<QuoteRow>
        {...table.tableProps}
        caption={QUOTES_TITLE}
        title={QUOTES_TITLE}
        columns={quoteColumns}
        rows={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        isLoading={list.isLoading}
        error={list.error}
        getRowLabel={(row) => row.reference}
        onReload={() => void list.mutate()}
        onDetail={(row) => void navigate(quoteDetailPath(row.id))}
        headerActions={
          <ExportMenu onExport={(format: ExportFormat) => exportQuotes(format, exportQuery)} />
        }
      />
    </ScreenStack>
  );
}
