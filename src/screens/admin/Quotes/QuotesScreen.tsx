// 'Permintaan Penawaran' (issue 25): the quote requests, newest first, with search (reference,
// buyer, company, phone, e-mail), a status filter and days, all kept in the address; 'Ekspor'
// gives the same rows as CSV or Excel; the reference (and 'Detail') opens the request. Merged
// cells keep every column, 'Aksi' included, inside the box at 1366 px (issue 32).
import { useNavigate } from 'react-router-dom';
import { exportQuotes, useQuotes } from '@/api/hooks/quotes.ts';
import type { QuoteExportQuery } from '@/api/hooks/quotes.ts';
import type { ExportFormat } from '@/api/hooks/exports.ts';
import type { components } from '@/api/schema.ts';
import { DateRangeFilter, useDateRangeFilter } from '@/components/admin/DateRangeFilter/index.ts';
import { DataTable, useDataTableQueryInAddress } from '@/components/DataTable/index.ts';
import type { DataTableColumn } from '@/components/DataTable/index.ts';
import { QUOTE_STATUSES } from '@/lib/quote/constants.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { ScreenStack } from '../shared/shared.styles.ts';
import { ExportMenu } from '../shared/ExportMenu.tsx';
import { listQuery, listTableProps } from '../shared/MasterListScreen.tsx';
import { QUOTE_FILTERS } from './quoteFilters.ts';
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
  const { filters, setFilter, range } = useDateRangeFilter(QUOTE_FILTERS);
  const list = useQuotes({ ...listQuery(table.query), ...filters });
  const { search, sortBy, orderBy } = table.query;
  const exportQuery = {
    ...(search ? { search } : {}),
    ...filters,
    sortBy,
    orderBy,
  } as QuoteExportQuery;

  return (
    <ScreenStack>
      <DateRangeFilter label={TEXT.filters} {...range}>
        <Select
          label={TEXT.status}
          options={statusOptions}
          value={statusOptions.find((option) => option.id === filters.status) ?? null}
          onChange={(option) => setFilter('status', option ? String(option.id) : undefined)}
        />
      </DateRangeFilter>
      <DataTable<QuoteRow>
        {...table.tableProps}
        {...listTableProps(QUOTES_TITLE, list)}
        columns={quoteColumns}
        getRowLabel={(row) => row.reference}
        onDetail={(row) => void navigate(quoteDetailPath(row.id))}
        headerActions={
          <ExportMenu onExport={(format: ExportFormat) => exportQuotes(format, exportQuery)} />
        }
      />
    </ScreenStack>
  );
}
