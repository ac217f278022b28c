// Issue 26 in the mock API: `POST event` counts into the in-memory days as the server does
// (bots and prefetches are the server's concern: a browser running the stories is neither), and
// the staff figures are read from them with the server's rules (src/lib/insights/insights.ts).
import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import {
  INSIGHT_EXPORT_ROWS,
  INSIGHT_TABLES,
  analyticsRange,
  daysOf,
  eventFieldErrors,
  jakartaDay,
  normaliseQuery,
  type VisitorEvent,
} from '../../src/lib/insights/insights.ts';
import {
  TOP_PRODUCT_COLUMNS,
  TOP_SEARCH_COLUMNS,
  ZERO_SEARCH_COLUMNS,
} from '../../src/lib/insights/insightColumns.ts';
import { FUNNEL_COLUMNS } from '../../src/lib/quote/funnel.ts';
import { db } from '../db.ts';
import { mockFunnel } from '../funnel.ts';
import type { InsightProductDay } from '../rows.ts';
import { invalid, notFound, route } from '../respond.ts';
import { isPubliclyVisible } from '../views.ts';
import { fileAnswer } from './exports.ts';

type Range = { from: string; to: string };
type Counts = {
  views: number;
  marketplaceClicks: number;
  chatClicks: number;
  quoteAdds: number;
  leads: number;
};
type SortBy = keyof Counts;

function rangeOf(url: URL): Range {
  const range = analyticsRange(
    {
      from: url.searchParams.get('from') ?? undefined,
      to: url.searchParams.get('to') ?? undefined,
    },
    new Date(),
  );
  if ('errors' in range) throw invalid(range.errors);
  return range;
}

const limitOf = (url: URL) => Math.min(Number(url.searchParams.get('limit') ?? 10), 100);

function countsOf(rows: readonly InsightProductDay[]): Counts {
  const sum = (kind: InsightProductDay['kind']) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.count, 0);
  const marketplaceClicks = sum('marketplace');
  const chatClicks = sum('chat');
  const quoteAdds = sum('quote_add');
  return {
    views: sum('view'),
    marketplaceClicks,
    chatClicks,
    quoteAdds,
    leads: marketplaceClicks + chatClicks + quoteAdds,
  };
}

const inRange = (range: Range) => (row: { day: string }) =>
  row.day >= range.from && row.day <= range.to;

function topProducts(range: Range, limit: number, sortBy: SortBy) {
  const rows = db.productDays.filter(inRange(range));
  const days = daysOf(range.from, range.to);
  const found = db.products
    .map((product) => {
      const own = rows.filter((row) => row.productId === product.id);
      return { product, own };
    })
    .filter(({ own }) => own.length > 0)
    .map(({ product, own }) => ({
      id: product.id,
      name: product.name,
      ...countsOf(own),
      sparkline: days.map((day) => countsOf(own.filter((row) => row.day === day)).views),
    }))
    .sort((a, b) => b[sortBy] - a[sortBy] || a.id - b.id);
  return { rows: found.slice(0, limit), total: found.length };
}

function siteDays(range: Range) {
  return daysOf(range.from, range.to).map((date) => {
    const own = db.productDays.filter((row) => row.day === date);
    const counts = countsOf(own);
    const quoteRequests = own
      .filter((row) => row.kind === 'quote_request')
      .reduce((total, row) => total + row.count, 0);
    return {
      date,
      ...counts,
      quoteRequests,
      leads: counts.marketplaceClicks + counts.chatClicks + quoteRequests,
    };
  });
}

function searchTable(range: Range, kind: 'zero' | 'top', limit: number) {
  const byQuery = new Map<
    string,
    {
      searches: number;
      zero: number;
      clicks: number;
      positions: number;
      last: string;
      lastZero: string;
    }
  >();
  for (const row of db.searchDays.filter(inRange(range))) {
    const entry = byQuery.get(row.query) ?? {
      searches: 0,
      zero: 0,
      clicks: 0,
      positions: 0,
      last: '',
      lastZero: '',
    };
    entry.searches += row.searches;
    entry.zero += row.zeroResults;
    entry.clicks += row.clicks;
    entry.positions += row.positionSum;
    if (row.day > entry.last) entry.last = row.day;
    if (row.zeroResults > 0 && row.day > entry.lastZero) entry.lastZero = row.day;
    byQuery.set(row.query, entry);
  }
  const found = [...byQuery]
    .filter(([, entry]) => (kind === 'zero' ? entry.zero > 0 : entry.searches > 0))
    .map(([query, entry]) => ({
      query,
      count: kind === 'zero' ? entry.zero : entry.searches,
      searches: entry.searches,
      clicks: entry.clicks,
      clickThroughRate:
        entry.searches > 0 ? Math.round((entry.clicks / entry.searches) * 1000) / 1000 : 0,
      averagePosition:
        entry.clicks > 0 ? Math.round((entry.positions / entry.clicks) * 10) / 10 : null,
      lastSeen: kind === 'zero' ? entry.lastZero : entry.last,
    }))
    .sort((a, b) => b.count - a.count || (a.query < b.query ? -1 : 1));
  return { rows: found.slice(0, limit), total: found.length };
}

function recordEvent(event: VisitorEvent): void {
  const day = jakartaDay(new Date());
  if (event.kind === 'search' || event.kind === 'result_click') {
    if (event.kind === 'result_click') {
      const product = db.products.find((row) => row.id === event.productId);
      if (!product || !isPubliclyVisible(product)) throw notFound();
    }
    const query = normaliseQuery(event.query ?? '');
    if (query === null) return;
    let row = db.searchDays.find((entry) => entry.day === day && entry.query === query);
    if (!row) {
      row = { day, query, searches: 0, zeroResults: 0, clicks: 0, positionSum: 0 };
      db.searchDays.push(row);
    }
    if (event.kind === 'search') {
      row.searches += 1;
      if (event.resultCount === 0) row.zeroResults += 1;
    } else {
      row.clicks += 1;
      row.positionSum += event.position ?? 0;
    }
    return;
  }
  const product = db.products.find((row) => row.id === event.productId);
  if (!product || !isPubliclyVisible(product)) throw notFound();
  const marketplaceId = event.kind === 'marketplace' ? (event.marketplace ?? 0) : 0;
  const row = db.productDays.find(
    (entry) =>
      entry.day === day &&
      entry.productId === product.id &&
      entry.kind === event.kind &&
      entry.marketplaceId === marketplaceId,
  );
  if (row) row.count += 1;
  else
    db.productDays.push({ day, productId: product.id, kind: event.kind, marketplaceId, count: 1 });
}

/** A stored quote request counts as a lead of the site's day, as the server's insights do. */
export function countMockQuoteRequest(): void {
  const day = jakartaDay(new Date());
  const row = db.productDays.find(
    (entry) => entry.day === day && entry.productId === 0 && entry.kind === 'quote_request',
  );
  if (row) row.count += 1;
  else
    db.productDays.push({ day, productId: 0, kind: 'quote_request', marketplaceId: 0, count: 1 });
}

/** Handlers of `event` and `admin/analytics/*`. */
export const insightHandlers: RequestHandler[] = [
  ...route('post', '/event', async ({ request }) => {
    const event = (await request.json()) as VisitorEvent;
    const errors = eventFieldErrors(event);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    recordEvent(event);
    return new HttpResponse(null, { status: 204 });
  }),
  ...route('get', '/admin/analytics/products', ({ url }) => {
    const range = rangeOf(url);
    const sortBy = (url.searchParams.get('sortBy') ?? 'views') as SortBy;
    const top = topProducts(range, limitOf(url), sortBy);
    return HttpResponse.json({
      data: top.rows,
      meta: { total: top.total, ...range, daily: siteDays(range) },
    });
  }),
  ...route('get', '/admin/analytics/searches', ({ url }) => {
    const range = rangeOf(url);
    const kind = url.searchParams.get('kind') === 'zero' ? 'zero' : 'top';
    const table = searchTable(range, kind, limitOf(url));
    return HttpResponse.json({ data: table.rows, meta: { total: table.total, ...range } });
  }),
  ...route('get', '/admin/analytics/export', ({ url }) => {
    const range = rangeOf(url);
    const table = url.searchParams.get('table') as keyof typeof INSIGHT_TABLES;
    const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
    const { baseName } = INSIGHT_TABLES[table];
    if (table === 'products')
      return fileAnswer(
        format,
        baseName,
        TOP_PRODUCT_COLUMNS,
        topProducts(range, INSIGHT_EXPORT_ROWS, 'views').rows,
      );
    if (table === 'funnel')
      return fileAnswer(
        format,
        baseName,
        FUNNEL_COLUMNS,
        mockFunnel(range).slice(0, INSIGHT_EXPORT_ROWS),
      );
    const columns = table === 'zero' ? ZERO_SEARCH_COLUMNS : TOP_SEARCH_COLUMNS;
    return fileAnswer(
      format,
      baseName,
      columns,
      searchTable(range, table, INSIGHT_EXPORT_ROWS).rows,
    );
  }),
  ...route('get', '/admin/analytics/funnel', ({ url }) => {
    const range = rangeOf(url);
    const rows = mockFunnel(range);
    return HttpResponse.json({
      data: rows.slice(0, limitOf(url)),
      meta: { total: rows.length, ...range },
    });
  }),
  ...route('get', '/admin/analytics/product/:id', ({ url, params }) => {
    const range = rangeOf(url);
    const product = db.products.find((row) => row.id === Number(params.id));
    if (!product) throw notFound();
    const own = db.productDays.filter((row) => row.productId === product.id && inRange(range)(row));
    const daily = daysOf(range.from, range.to).map((date) => ({
      date,
      ...countsOf(own.filter((row) => row.day === date)),
    }));
    const marketplaces = db.ecommerces
      .map((market) => ({
        id: market.id,
        name: market.name,
        clicks: own
          .filter((row) => row.kind === 'marketplace' && row.marketplaceId === market.id)
          .reduce((total, row) => total + row.count, 0),
      }))
      .filter((market) => market.clicks > 0)
      .sort((a, b) => b.clicks - a.clicks || a.id - b.id);
    return HttpResponse.json({
      data: { id: product.id, name: product.name, totals: countsOf(own), daily, marketplaces },
      meta: range,
    });
  }),
];
