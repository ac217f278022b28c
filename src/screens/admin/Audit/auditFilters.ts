// The filters of 'Riwayat Aktivitas' as they live in the address (?user=2&entity=product&…), next
// to the table's own page, length, search and sort: reload, Back and a shared link keep them.
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit.ts';
import type { AuditActionName, AuditEntityName } from '@/lib/audit.ts';

/** The filter values; absent means 'all'. */
export interface AuditFilters {
  user?: number;
  entity?: AuditEntityName;
  action?: AuditActionName;
  recordId?: number;
  from?: string;
  to?: string;
}

export const AUDIT_FILTER_KEYS = ['user', 'entity', 'action', 'recordId', 'from', 'to'] as const;

const positive = (raw: string | null) =>
  raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;
const day = (raw: string | null) =>
  raw && /^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$/.test(raw) ? raw : undefined;
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/** The filters a link carries; a value the API would refuse is left out rather than sent. */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {
    user: positive(params.get('user')),
    entity: oneOf(AUDIT_ENTITIES, params.get('entity')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    recordId: positive(params.get('recordId')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AuditFilters;
}

/** The address with one filter changed (removed when empty), back on page 1. */
export function paramsWithFilter(
  params: URLSearchParams,
  key: (typeof AUDIT_FILTER_KEYS)[number],
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  next.delete('page');
  return next;
}

/** The address without any filter, back on page 1 (the table's size, search and sort stay). */
export function paramsWithoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of AUDIT_FILTER_KEYS) next.delete(key);
  next.delete('page');
  return next;
}
