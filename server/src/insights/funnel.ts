// Issue 35's funnel (src/lib/quote/funnel.ts): per month (Asia/Jakarta) and product, the views of
// the daily counts and the quote requests of the month with their first quotation and acceptance.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { funnelOrder, roundHours, type FunnelRow } from '#domain/quote/funnel.ts';
import { rowsOf, type Range } from './figures.ts';

const TIME_ZONE = 'Asia/Jakarta';

interface Found {
  month: string;
  product_id: number;
  product_name: string;
  views: number;
  requests: number;
  sent: number;
  accepted: number;
  median: number | string | null;
  total: number;
}

/** The funnel's rows between `range.from` and `range.to` (days in Asia/Jakarta), at most `limit`. */
export async function funnelRows(
  db: Db,
  range: Range,
  limit: number,
): Promise<{ rows: FunnelRow[]; total: number }> {
  const start = sql`(${range.from}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${range.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const found = await rowsOf<Found>(
    db,
    sql`with asked as (
          select q.id, to_char(q.created_at at time zone ${TIME_ZONE}, 'YYYY-MM') as month,
                 q.accepted_at,
                 extract(epoch from (select min(r.sent_at) from quote_revisions r
                                     where r.quote_id = q.id) - q.created_at) / 3600 as hours
          from quote_requests q
          where q.created_at >= ${start} and q.created_at < ${end}),
        per_request as (
          select a.month, i.product_id, count(*)::int as requests,
                 (count(*) filter (where a.hours is not null))::int as sent,
                 (count(*) filter (where a.accepted_at is not null))::int as accepted,
                 percentile_cont(0.5) within group (order by a.hours)
                   filter (where a.hours is not null) as median
          from asked a
          join (select distinct quote_id, product_id from quote_items
                where product_id is not null) i on i.quote_id = a.id
          group by a.month, i.product_id),
        per_view as (
          select to_char(day, 'YYYY-MM') as month, product_id, sum(count)::int as views
          from product_event_days
          where kind = 'view' and product_id > 0 and day between ${range.from} and ${range.to}
          group by 1, 2)
        select coalesce(r.month, v.month) as month, p.id as product_id, p.name as product_name,
               coalesce(v.views, 0) as views, coalesce(r.requests, 0) as requests,
               coalesce(r.sent, 0) as sent, coalesce(r.accepted, 0) as accepted, r.median,
               (count(*) over ())::int as total
        from per_request r
        full join per_view v on v.month = r.month and v.product_id = r.product_id
        join products p on p.id = coalesce(r.product_id, v.product_id)
        order by 1 desc, 5 desc, 4 desc, 2 asc
        limit ${limit}`,
  );
  const rows = found.map((row): FunnelRow => ({
    month: row.month,
    productId: Number(row.product_id),
    productName: row.product_name,
    views: Number(row.views),
    requests: Number(row.requests),
    quotationsSent: Number(row.sent),
    accepted: Number(row.accepted),
    medianHoursToQuotation: row.median === null ? null : roundHours(Number(row.median)),
  }));
  // The SQL orders already; the shared order settles any tie the same way as the mocks.
  return { rows: rows.sort(funnelOrder), total: Number(found[0]?.total ?? 0) };
}
