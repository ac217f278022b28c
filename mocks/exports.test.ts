// The mock exports hold exactly the rows their tables page through, in the same order, for every
// search and sort the tables offer: a story's downloaded file must match the table it shows.
import { parse } from 'csv-parse/sync';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, INSIGHT_TABLES } from '../src/lib/insights/insights.ts';
import { db, resetMockDb } from './db.ts';
import { INSIGHTS_TODAY } from './fixtures/insights.ts';
import { allHandlers } from './handlers/index.ts';
import { call, tokens } from './test-helpers.ts';

const server = setupServer(...allHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const auth = { token: tokens.superuser };

/** Every row of a table for `query`, page by page as the table shows them (10 per page). */
async function allPages<Row>(path: string, query: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call('GET', path, { ...auth, query: { ...query, page: String(page) } });
    expect(answer.status).toBe(200);
    const body = answer.body as { data: Row[]; meta: { total: number } };
    rows.push(...body.data);
    if (rows.length >= body.meta.total || body.data.length === 0) return rows;
  }
}

/** The CSV export for `query`, as records keyed by the Indonesian headers. */
async function exported(
  path: string,
  query: Record<string, string>,
): Promise<Record<string, string>[]> {
  const answer = await call('GET', path, { ...auth, query: { ...query, format: 'csv' } });
  expect(answer.status).toBe(200);
  const text = new TextDecoder().decode(answer.body as Uint8Array);
  return parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
}

describe('the product export holds the admin table rows', () => {
  // Sorts with many ties (status, price, order) check that both break them the same way.
  const queries: Record<string, string>[] = [
    {},
    { search: 'silinder' },
    { sortBy: 'name', orderBy: 'asc' },
    { sortBy: 'is_active', orderBy: 'asc' },
    { sortBy: 'is_active', orderBy: 'desc', search: 'a' },
    { sortBy: 'harga', orderBy: 'desc' },
    { sortBy: 'urutan', orderBy: 'asc' },
    { sortBy: 'created_at', orderBy: 'asc' },
    { search: 'tidak ada produk seperti ini' },
  ];

  it.each(queries)('for %o', async (query) => {
    const table = await allPages<{ id: number; name: string }>('/admin/product', query);
    const file = await exported('/admin/product/export', query);
    expect(file.map((row) => [Number(row.ID), row.Nama])).toEqual(
      table.map((row) => [row.id, row.name]),
    );
  });

  it('has ties to break in the sorts above', () => {
    // Without ties the tie-break check above would prove nothing.
    const inactive = db.products.filter((row) => !row.isActive).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(db.products.length - 1);
  });
});

describe('the subscriber export holds the dashboard table rows', () => {
  it.each<Record<string, string>>([{}, { search: 'an' }, { orderBy: 'asc' }])(
    'for %o, over several pages',
    async (query) => {
      // 25 more subscribers than the six fixtures, so the table has three pages.
      const first = db.subscribers[0];
      for (let index = 0; index < 25; index += 1) {
        db.subscribers.push({
          id: 100 + index,
          nama: `Pelanggan ${index}`,
          email: `pelanggan${index}@contoh.example`,
          telp: '',
          createdAt: first?.createdAt ?? '',
        });
      }
      const table = await allPages<{ email: string; nama: string }>(
        '/admin/dashboard/subscribe',
        query,
      );
      const file = await exported('/admin/subscribe/export', query);
      expect(table.length).toBeGreaterThan(0);
      expect(file.map((row) => [row.Email, row.Nama])).toEqual(
        table.map((row) => [row.email, row.nama]),
      );
    },
  );
});

describe('the insights exports hold the rows of their tables (issue 26)', () => {
  const spans = [7, 30, 90].map((days) => ({
    from: addDays(INSIGHTS_TODAY, -(days - 1)),
    to: INSIGHTS_TODAY,
  }));

  /** The rows a dashboard table shows for a span (all of them: the fixtures hold fewer than 100). */
  async function tableRows<Row>(path: string, query: Record<string, string>): Promise<Row[]> {
    const answer = await call('GET', path, { ...auth, query: { ...query, limit: '100' } });
    expect(answer.status).toBe(200);
    const body = answer.body as { data: Row[]; meta: { total: number } };
    expect(body.data).toHaveLength(body.meta.total);
    return body.data;
  }

  it.each(spans)("'Produk paling diminati' for %o", async (span) => {
    type Row = { id: number; name: string; views: number; chatClicks: number; leads: number };
    const table = await tableRows<Row>('/admin/analytics/products', span);
    const file = await exported('/admin/analytics/export', { table: 'products', ...span });
    expect(table.length).toBeGreaterThan(1);
    expect(file.map((row) => [Number(row.ID), row.Produk, Number(row.Dilihat)])).toEqual(
      table.map((row) => [row.id, row.name, row.views]),
    );
    expect(file.map((row) => [Number(row['Klik Chat']), Number(row.Prospek)])).toEqual(
      table.map((row) => [row.chatClicks, row.leads]),
    );
  });

  it.each(spans.flatMap((span) => (['zero', 'top'] as const).map((kind) => ({ kind, ...span }))))(
    "'Pencarian tanpa hasil' (zero) and 'Pencarian teratas' (top) for %o",
    async ({ kind, ...span }) => {
      type Row = { query: string; count: number; lastSeen: string };
      const table = await tableRows<Row>('/admin/analytics/searches', { kind, ...span });
      const file = await exported('/admin/analytics/export', { table: kind, ...span });
      expect(table.length).toBeGreaterThan(1);
      expect(
        file.map((row) => [row['Kata Pencarian'], Number(row.Jumlah), row['Terakhir Dicari']]),
      ).toEqual(table.map((row) => [row.query, row.count, row.lastSeen]));
    },
  );

  it.each(['products', 'zero', 'top'])('%s as an Excel file', async (table) => {
    const answer = await call('GET', '/admin/analytics/export', {
      ...auth,
      query: { table, format: 'xlsx', ...spans[1]! },
    });
    expect(answer.status).toBe(200);
    const { baseName } = INSIGHT_TABLES[table as keyof typeof INSIGHT_TABLES];
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="${baseName}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    // The mock's workbook is a stub (the zip signature); the server's is read back in its tests.
    expect(new TextDecoder().decode((answer.body as Uint8Array).subarray(0, 2))).toBe('PK');
  });

  it('refuses the exports without a token', async () => {
    const answer = await call('GET', '/admin/analytics/export', {
      query: { table: 'top', format: 'csv' },
    });
    expect(answer.status).toBe(401);
  });
});
