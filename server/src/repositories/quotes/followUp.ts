// Issue 35's 'Perlu Tindak Lanjut': the open requests and quotations, read for the rules of
// src/lib/quote/workingDays.ts (which decide, in working days, what waits too long).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { QuoteStatus } from '#domain/quote/constants.ts';
import {
  UNANSWERED_STATUSES,
  followUpList,
  type FollowUpCandidate,
} from '#domain/quote/workingDays.ts';
import { rowsOf } from '../../insights/figures.ts';

/** The follow-up list at `now`: requests waiting for a quotation, quotations waiting for the buyer. */
export async function followUp(db: Db, now: Date) {
  const open = sql.join(
    [...UNANSWERED_STATUSES, 'sent', 'revision'].map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await rowsOf<{
    id: number;
    reference: string;
    status: QuoteStatus;
    company: string | null;
    name: string | null;
    created_at: string | Date;
    sent_at: string | Date | null;
    valid_until: string | null;
    answered_at: string | Date | null;
  }>(
    db,
    sql`select q.id, q.reference, q.status, q.company, q.name, q.created_at,
               r.sent_at, r.letter->>'validUntil' as valid_until, r.answered_at
        from quote_requests q
        left join lateral (
          select sent_at, letter, answered_at from quote_revisions
          where quote_id = q.id order by revision desc limit 1) r on true
        where q.status in (${open})`,
  );
  const candidates = rows.map((row): FollowUpCandidate => ({
    id: Number(row.id),
    reference: row.reference,
    status: row.status,
    company: row.company,
    name: row.name,
    createdAt: new Date(row.created_at),
    lastSentAt: row.sent_at === null ? null : new Date(row.sent_at),
    validUntil: row.valid_until,
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
  }));
  return followUpList(candidates, now);
}
