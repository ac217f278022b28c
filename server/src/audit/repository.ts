// Reading the audit trail (GET admin/audit): newest first, filtered by user, entity, record,
// action and a date range in the company's time zone (Asia/Jakarta, as dates are shown).
import { and, count, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { containsText, orderFor, type AdminListQuery } from '../lib/list-query.ts';

export interface AuditFilter {
  user?: number;
  entity?: string;
  action?: string;
  recordId?: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

const TIME_ZONE = 'Asia/Jakarta';
const sortColumns = { id: auditLog.id, created_at: auditLog.createdAt };

/** Midnight of a calendar day in the company's time zone, as a timestamptz. */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

function whereOf(f: AuditFilter, search: string): SQL | undefined {
  return and(
    search
      ? or(containsText(auditLog.recordName, search), containsText(auditLog.userName, search))
      : undefined,
    f.user === undefined ? undefined : eq(auditLog.userId, f.user),
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.recordId === undefined ? undefined : eq(auditLog.recordId, f.recordId),
    f.from === undefined ? undefined : gte(auditLog.createdAt, dayStart(f.from)),
    f.to === undefined ? undefined : lt(auditLog.createdAt, dayStart(f.to, 1)),
  );
}

export function auditRepository(db: Db) {
  return {
    async list(q: AdminListQuery, filter: AuditFilter) {
      const where = whereOf(filter, q.search);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, auditLog.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          user: { id: row.userId, name: row.userName },
          action: row.action,
          entity: row.entity,
          recordId: row.recordId,
          recordName: row.recordName,
          changes: row.changes,
        })),
        total: total?.value ?? 0,
      };
    },
  };
}
