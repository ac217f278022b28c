// The staff figures of issue 26, read from the daily counts: top products with their sparklines
// and the site's daily trend, searches that found nothing or were made most, one product's days.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { daysOf } from '#domain/insights/insights.ts';

/** The rows of a raw query (pg answers `{ rows }`, PGlite's driver the same). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

export interface Range {
  from: string;
  to: string;
}

export interface Counts {
  views: number;
  marketplaceClicks: number;
  chatClicks: number;
  quoteAdds: number;
  leads: number;
}

export type ProductSort = keyof Counts;

export interface ProductRow extends Counts {
  id: number;
  name: string;
  sparkline: number[];
}

export interface SiteDay extends Counts {
  date: string;
  quoteRequests: number;
}

export interface SearchRow {
  query: string;
  count: number;
  searches: number;
  clicks: number;
  clickThroughRate: number;
  averagePosition: number | null;
  lastSeen: string;
}

const SORT_SQL: Record<ProductSort, ReturnType<typeof sql.raw>> = {
  views: sql.raw('views'),
  marketplaceClicks: sql.raw('marketplace'),
  chatClicks: sql.raw('chat'),
  quoteAdds: sql.raw('quote_add'),
  leads: sql.raw('marketplace + chat + quote_add'),
};

const sumOf = (kind: string) => sql`coalesce(sum(count) filter (where kind = ${kind}), 0)::int`;

function counts(row: {
  views: number;
  marketplace: number;
  chat: number;
  quote_add: number;
}): Counts {
  const views = Number(row.views);
  const marketplaceClicks = Number(row.marketplace);
  const chatClicks = Number(row.chat);
  const quoteAdds = Number(row.quote_add);
  return {
    views,
    marketplaceClicks,
    chatClicks,
    quoteAdds,
    leads: marketplaceClicks + chatClicks + quoteAdds,
  };
}

interface KindRow {
  views: number;
  marketplace: number;
  chat: number;
  quote_add: number;
}

/** 'Produk paling diminati': products with any event in the span, most `sortBy` first. */
export async function topProducts(
  db: Db,
  range: Range,
  options: { limit: number; sortBy: ProductSort },
): Promise<{ rows: ProductRow[]; total: number }> {
  const found = await rowsOf<KindRow & { id: number; name: string; total: number }>(
    db,
    sql`with per as (
          select product_id, ${sumOf('view')} as views, ${sumOf('marketplace')} as marketplace,
                 ${sumOf('chat')} as chat, ${sumOf('quote_add')} as quote_add
          from product_event_days
          where day between ${range.from} and ${range.to} and product_id > 0
          group by product_id)
        select p.id, p.name, per.views, per.marketplace, per.chat, per.quote_add,
               (count(*) over ())::int as total
        from per join products p on p.id = per.product_id
        order by ${SORT_SQL[options.sortBy]} desc, p.id asc
        limit ${options.limit}`,
  );
  const days = daysOf(range.from, range.to);
  const lines = new Map(found.map((row) => [row.id, new Array<number>(days.length).fill(0)]));
  if (found.length > 0) {
    const place = new Map(days.map((day, i) => [day, i]));
    const views = await rowsOf<{ product_id: number; day: string; views: number }>(
      db,
      sql`select product_id, day::text as day, sum(count)::int as views
          from product_event_days
          where day between ${range.from} and ${range.to} and kind = 'view'
            and product_id in (${sql.join(
              found.map((row) => sql`${row.id}`),
              sql`, `,
            )})
          group by product_id, day`,
    );
    for (const row of views) {
      const line = lines.get(row.product_id);
      const at = place.get(row.day);
      if (line && at !== undefined) line[at] = Number(row.views);
    }
  }
  return {
    rows: found.map((row) => ({
      id: row.id,
      name: row.name,
      ...counts(row),
      sparkline: lines.get(row.id) ?? [],
    })),
    total: found[0]?.total ?? 0,
  };
}

/** The whole site's days: views and leads (chat + marketplace clicks + quote requests). */
export async function siteDays(db: Db, range: Range): Promise<SiteDay[]> {
  const rows = await rowsOf<KindRow & { day: string; quote_request: number }>(
    db,
    sql`select day::text as day, ${sumOf('view')} as views, ${sumOf('marketplace')} as marketplace,
               ${sumOf('chat')} as chat, ${sumOf('quote_add')} as quote_add,
               ${sumOf('quote_request')} as quote_request
        from product_event_days
        where day between ${range.from} and ${range.to}
        group by day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range.from, range.to).map((date) => {
    const row = byDay.get(date);
    const day = row ? counts(row) : counts({ views: 0, marketplace: 0, chat: 0, quote_add: 0 });
    const quoteRequests = Number(row?.quote_request ?? 0);
    return {
      date,
      ...day,
      quoteRequests,
      leads: day.marketplaceClicks + day.chatClicks + quoteRequests,
    };
  });
}

/** 'Pencarian tanpa hasil' (`zero`) or 'Pencarian teratas' (`top`). */
export async function searchTable(
  db: Db,
  range: Range,
  options: { kind: 'zero' | 'top'; limit: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const isZero = options.kind === 'zero';
  const rows = await rowsOf<{
    query: string;
    searches: number;
    zero: number;
    clicks: number;
    position_sum: number;
    last_zero: string | null;
    last_seen: string;
    total: number;
  }>(
    db,
    sql`select query, sum(searches)::int as searches, sum(zero_results)::int as zero,
               sum(clicks)::int as clicks, sum(position_sum)::float8 as position_sum,
               (max(day) filter (where zero_results > 0))::text as last_zero,
               max(day)::text as last_seen, (count(*) over ())::int as total
        from search_query_days
        where day between ${range.from} and ${range.to}
        group by query
        having ${isZero ? sql`sum(zero_results) > 0` : sql`sum(searches) > 0`}
        order by ${isZero ? sql`sum(zero_results)` : sql`sum(searches)`} desc, query asc
        limit ${options.limit}`,
  );
  return {
    rows: rows.map((row) => {
      const searches = Number(row.searches);
      const clicks = Number(row.clicks);
      return {
        query: row.query,
        count: isZero ? Number(row.zero) : searches,
        searches,
        clicks,
        clickThroughRate: searches > 0 ? Math.round((clicks / searches) * 1000) / 1000 : 0,
        averagePosition:
          clicks > 0 ? Math.round((Number(row.position_sum) / clicks) * 10) / 10 : null,
        lastSeen: (isZero ? row.last_zero : row.last_seen) ?? row.last_seen,
      };
    }),
    total: rows[0]?.total ?? 0,
  };
}

/** One product's 'Statistik': its days, totals and marketplace clicks by marketplace; null when unknown. */
export async function productFigures(db: Db, id: number, range: Range) {
  const [product] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from products where id = ${id}`,
  );
  if (!product) return null;
  const [days, marketplaces] = await Promise.all([
    rowsOf<KindRow & { day: string }>(
      db,
      sql`select day::text as day, ${sumOf('view')} as views, ${sumOf('marketplace')} as marketplace,
                 ${sumOf('chat')} as chat, ${sumOf('quote_add')} as quote_add
          from product_event_days
          where product_id = ${id} and day between ${range.from} and ${range.to}
          group by day`,
    ),
    rowsOf<{ id: number; name: string; clicks: number }>(
      db,
      sql`select e.id, e.name, sum(d.count)::int as clicks
          from product_event_days d join ecommerces e on e.id = d.marketplace_id
          where d.product_id = ${id} and d.kind = 'marketplace'
            and d.day between ${range.from} and ${range.to}
          group by e.id, e.name
          order by clicks desc, e.id asc`,
    ),
  ]);
  const byDay = new Map(days.map((row) => [row.day, counts(row)]));
  const daily = daysOf(range.from, range.to).map((date) => ({
    date,
    ...(byDay.get(date) ?? counts({ views: 0, marketplace: 0, chat: 0, quote_add: 0 })),
  }));
  const totals = daily.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      marketplaceClicks: sum.marketplaceClicks + day.marketplaceClicks,
      chatClicks: sum.chatClicks + day.chatClicks,
      quoteAdds: sum.quoteAdds + day.quoteAdds,
      leads: sum.leads + day.leads,
    }),
    { views: 0, marketplaceClicks: 0, chatClicks: 0, quoteAdds: 0, leads: 0 },
  );
  return {
    id: product.id,
    name: product.name,
    totals,
    daily,
    marketplaces: marketplaces.map((row) => ({
      id: row.id,
      name: row.name,
      clicks: Number(row.clicks),
    })),
  };
}

/** Retention: daily rows past `oldestDay` go, and those of products that no longer exist. */
export async function pruneDays(db: Db, oldestDay: string): Promise<void> {
  await db.execute(sql`delete from product_event_days where day < ${oldestDay}`);
  await db.execute(sql`delete from search_query_days where day < ${oldestDay}`);
  await db.execute(
    sql`delete from product_event_days d
        where d.product_id > 0 and not exists (select 1 from products p where p.id = d.product_id)`,
  );
}
