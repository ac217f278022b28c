// The filters of 'Riwayat Aktivitas' before its days: the user (every account, the table's
// largest page of them), the data kind and the action.
import { useUsers } from '@/api/hooks/users.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
} from '@/lib/audit/audit.ts';
import { MAX_PAGE_SIZE } from '@/lib/forms/limits.ts';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import type { AuditFilters } from './auditFilters.ts';
import { AUDIT_SCREEN_TEXT as TEXT } from './auditTexts.ts';

const entityOptions: SelectOption[] = AUDIT_ENTITIES.map((entity) => ({
  id: entity,
  text: AUDIT_ENTITY_LABELS[entity],
}));
const actionOptions: SelectOption[] = AUDIT_ACTIONS.map((action) => ({
  id: action,
  text: AUDIT_ACTION_LABELS[action],
}));
const optionOf = (options: readonly SelectOption[], id: string | number | undefined) =>
  options.find((option) => option.id === id) ?? null;

/** Props of AuditFilterFields. */
export interface AuditFilterFieldsProps {
  /** The filters the address carries. */
  filters: Partial<AuditFilters>;
  /** Called with the changed filter and its new value (undefined when cleared). */
  onChange: (key: 'user' | 'entity' | 'action', value: string | number | undefined) => void;
}

/** The user, data kind and action selects of the audit trail's filter bar. */
export function AuditFilterFields({ filters, onChange: setFilter }: AuditFilterFieldsProps) {
  const users = useUsers({ page: 1, length: MAX_PAGE_SIZE, sortBy: 'name', orderBy: 'asc' });
  const userOptions: SelectOption[] = (users.data?.data ?? []).map((user) => ({
    id: user.id,
    text: user.name,
  }));
  return (
    <>
      <Select
        label={TEXT.user}
        options={userOptions}
        isLoading={users.isLoading}
        value={
          optionOf(userOptions, filters.user) ??
          (filters.user ? { id: filters.user, text: `#${filters.user}` } : null)
        }
        onChange={(option) => setFilter('user', option?.id)}
      />
      <Select
        label={TEXT.entity}
        options={entityOptions}
        value={optionOf(entityOptions, filters.entity)}
        onChange={(option) => setFilter('entity', option?.id)}
      />
      <Select
        label={TEXT.action}
        options={actionOptions}
        value={optionOf(actionOptions, filters.action)}
        onChange={(option) => setFilter('action', option?.id)}
      />
    </>
  );
}
