// Issue 26: the public event beacon and the staff figures made of its daily counts.
import { invalid, notFound } from '../../lib/errors.ts';
import { sendExport } from '../../export/spreadsheet.ts';
import {
  productFigures,
  searchTable,
  siteDays,
  topProducts,
  type Range,
} from '../../insights/figures.ts';
import { funnelRows } from '../../insights/funnel.ts';
import { FUNNEL_COLUMNS } from '#domain/quote/funnel.ts';
import {
  INSIGHT_EXPORT_ROWS,
  INSIGHT_TABLES,
  analyticsRange,
  eventFieldErrors,
} from '#domain/insights/insights.ts';
import {
  TOP_PRODUCT_COLUMNS,
  TOP_SEARCH_COLUMNS,
  ZERO_SEARCH_COLUMNS,
} from '#domain/insights/insightColumns.ts';
import type { HandlerMap } from '../register.ts';

const MAX_ROWS = 100;

function rangeOf(query: { from?: string; to?: string }, now: Date): Range {
  const range = analyticsRange(query, now);
  if ('errors' in range) throw invalid(range.errors);
  return range;
}

export const insightHandlers: HandlerMap = {
  async recordEvent(request, reply) {
    const errors = eventFieldErrors(request.body);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await request.server.insights.record(request.body, request);
    return reply.status(204).send();
  },
  async listAnalyticsProducts(request) {
    const { db } = request.server;
    const range = rangeOf(request.query, request.server.now());
    const limit = Math.min(request.query.limit ?? 10, MAX_ROWS);
    const [top, daily] = await Promise.all([
      topProducts(db, range, { limit, sortBy: request.query.sortBy ?? 'views' }),
      siteDays(db, range),
    ]);
    return { data: top.rows, meta: { total: top.total, ...range, daily } };
  },
  async listAnalyticsSearches(request) {
    const range = rangeOf(request.query, request.server.now());
    const limit = Math.min(request.query.limit ?? 10, MAX_ROWS);
    const table = await searchTable(request.server.db, range, { kind: request.query.kind, limit });
    return { data: table.rows, meta: { total: table.total, ...range } };
  },
  async getAnalyticsProduct(request) {
    const range = rangeOf(request.query, request.server.now());
    const figures = await productFigures(request.server.db, request.params.id, range);
    if (!figures) throw notFound();
    return { data: figures, meta: range };
  },
  async getAnalyticsFunnel(request) {
    const range = rangeOf(request.query, request.server.now());
    const limit = Math.min(request.query.limit ?? 10, MAX_ROWS);
    const funnel = await funnelRows(request.server.db, range, limit);
    return { data: funnel.rows, meta: { total: funnel.total, ...range } };
  },
  async exportAnalytics(request, reply) {
    const { db } = request.server;
    const now = request.server.now();
    const range = rangeOf(request.query, now);
    const { table, format } = request.query;
    const names = INSIGHT_TABLES[table];
    if (table === 'products') {
      const top = await topProducts(db, range, { limit: INSIGHT_EXPORT_ROWS, sortBy: 'views' });
      return sendExport(reply, {
        format,
        ...names,
        columns: TOP_PRODUCT_COLUMNS,
        records: top.rows,
        now,
      });
    }
    if (table === 'funnel') {
      const funnel = await funnelRows(db, range, INSIGHT_EXPORT_ROWS);
      return sendExport(reply, {
        format,
        ...names,
        columns: FUNNEL_COLUMNS,
        records: funnel.rows,
        now,
      });
    }
    const searches = await searchTable(db, range, { kind: table, limit: INSIGHT_EXPORT_ROWS });
    const columns = table === 'zero' ? ZERO_SEARCH_COLUMNS : TOP_SEARCH_COLUMNS;
    return sendExport(reply, { format, ...names, columns, records: searches.rows, now });
  },
};
