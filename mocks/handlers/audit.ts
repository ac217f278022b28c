// The audit trail (superuser only): the fixtures' entries, filtered by user, entity, action,
// record and a date range of Asia/Jakarta days, like the server.
import { readId } from '../../src/lib/forms/ids.ts';
import type { RequestHandler } from 'msw';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { invalid, list, route } from '../respond.ts';
import type { Schemas } from '../rows.ts';

type Entry = Schemas['AuditEntry'];

const listSpec: ListSpec<Entry> = {
  columns: { id: (row) => row.id, created_at: (row) => row.createdAt },
  searchIn: (row) => [row.recordName, row.user.name],
};

/** The calendar day of an instant in Asia/Jakarta (UTC+7, no daylight saving), YYYY-MM-DD. */
export const jakartaDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

function numberParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  // openapi.yaml's parameter (1 to 2147483647) was checked in route(); this reads it.
  const id = readId(raw);
  if (id === null) throw invalid({ [name]: msg.invalidNumber });
  return id;
}

export function dayParam(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const day = new Date(`${raw}T00:00:00Z`);
  if (
    !/^[12]\d{3}-\d{2}-\d{2}$/.test(raw) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== raw
  )
    throw invalid({ [name]: msg.invalidFormat });
  return raw;
}

export const auditHandlers: RequestHandler[] = [
  ...route('get', '/admin/audit', ({ url }) => {
    const user = numberParam(url, 'user');
    const recordId = numberParam(url, 'recordId');
    const entity = url.searchParams.get('entity') || undefined;
    const action = url.searchParams.get('action') || undefined;
    const from = dayParam(url, 'from');
    const to = dayParam(url, 'to');
    const rows = db.audit.filter(
      (row) =>
        (user === undefined || row.user.id === user) &&
        (recordId === undefined || row.recordId === recordId) &&
        (entity === undefined || row.entity === entity) &&
        (action === undefined || row.action === action) &&
        (from === undefined || jakartaDay(row.createdAt) >= from) &&
        (to === undefined || jakartaDay(row.createdAt) <= to),
    );
    const page = adminList(url, rows, listSpec);
    return list(page.rows, page.total);
  }),
];
