// The filters of 'Riwayat Aktivitas' as they live in the address (?user=2&entity=product&…), next
// to the table's own page, length, search and sort: reload, Back and a shared link keep them.
import {
  dayParam,
  oneOfParam,
  positiveParam,
  type FilterReaders,
} from '@/components/admin/DateRangeFilter/index.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit/audit.ts';
import type { AuditActionName, AuditEntityName } from '@/lib/audit/audit.ts';

/** The filter values; absent means 'all'. */
export interface AuditFilters {
  user?: number;
  entity?: AuditEntityName;
  action?: AuditActionName;
  recordId?: number;
  from?: string;
  to?: string;
}

/** How each filter reads from the address. */
export const AUDIT_FILTERS: FilterReaders<AuditFilters> = {
  user: positiveParam,
  entity: oneOfParam(AUDIT_ENTITIES),
  action: oneOfParam(AUDIT_ACTIONS),
  recordId: positiveParam,
  from: dayParam,
  to: dayParam,
};
