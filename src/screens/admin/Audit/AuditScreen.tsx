// 'Riwayat Aktivitas' (superuser only, DECISIONS "Added in the second phase"): who changed what and
// when, newest first, with filters by user, data kind, action and days, all kept in the address.
import { useAuditTrail } from '@/api/hooks/audit.ts';
import type { components } from '@/api/schema.ts';
import { DateRangeFilter, useDateRangeFilter } from '@/components/admin/DateRangeFilter/index.ts';
import { AuditChanges, auditActionLabel, auditRecordText } from '@/components/AuditTrail/index.ts';
import { DataTable, useDataTableQueryInAddress } from '@/components/DataTable/index.ts';
import type { DataTableColumn } from '@/components/DataTable/index.ts';
import { formatJakartaDateTime } from '@/lib/format/dates.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { listQuery, listTableProps } from '../shared/MasterListScreen.tsx';
import { ScreenStack } from '../shared/shared.styles.ts';
import { DayOverTime, Lines } from './Audit.styles.ts';
import { AuditFilterFields } from './AuditFilterFields.tsx';
import { AUDIT_FILTERS } from './auditFilters.ts';
import { AUDIT_SCREEN_TEXT, AUDIT_TITLE } from './auditTexts.ts';

type AuditEntry = components['schemas']['AuditEntry'];

export { AUDIT_SCREEN_TEXT, AUDIT_TITLE };

const TEXT = AUDIT_SCREEN_TEXT;

const ACTION_TONES = {
  create: 'success',
  update: 'info',
  delete: 'danger',
  toggle: 'warning',
  import: 'info',
  'sign-in': 'neutral',
  password: 'neutral',
  'mfa-reset': 'warning',
  'sessions-ended': 'warning',
} as const;

// At SPEC's 1024 px the changes need the room: the time sits on two lines and the action carries
// the record it was done to, instead of a column of its own.
export const auditColumns: readonly DataTableColumn<AuditEntry>[] = [
  {
    key: 'createdAt',
    header: TEXT.time,
    sortKey: 'created_at',
    isNoWrap: true,
    render: (row) => (
      <DayOverTime>{formatJakartaDateTime(row.createdAt).replace(' ', '\n')}</DayOverTime>
    ),
  },
  { key: 'user', header: TEXT.user, render: (row) => row.user.name },
  {
    key: 'action',
    header: TEXT.action,
    render: (row) => (
      <Lines>
        <span>
          <Badge size="small" tone={ACTION_TONES[row.action]}>
            {auditActionLabel(row.action)}
          </Badge>
        </span>{' '}
        <span>{auditRecordText(row.entity, row.recordName)}</span>
      </Lines>
    ),
  },
  {
    key: 'changes',
    header: TEXT.changes,
    render: (row) => <AuditChanges action={row.action} changes={row.changes} />,
  },
];

/** /admin/riwayat: the audit trail with its filters. */
export function AuditScreen() {
  const table = useDataTableQueryInAddress({ sortKeys: ['created_at'] });
  const { filters, setFilter, range } = useDateRangeFilter(AUDIT_FILTERS);
  const list = useAuditTrail({ ...listQuery(table.query), ...filters });

  return (
    <ScreenStack>
      <DateRangeFilter label={TEXT.filters} {...range}>
        <AuditFilterFields filters={filters} onChange={setFilter} />
      </DateRangeFilter>
      <DataTable<AuditEntry>
        {...table.tableProps}
        {...listTableProps(AUDIT_TITLE, list)}
        columns={auditColumns}
        getRowLabel={(row) =>
          `${auditActionLabel(row.action)} ${auditRecordText(row.entity, row.recordName)}`
        }
      />
    </ScreenStack>
  );
}
