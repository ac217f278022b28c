// Issue 26: visitor events counted per day without personal data, and the staff figures.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let baseUrl: string;
const ids = { shown: 0, other: 0, hidden: 0, deleted: 0, marketplace: 0 };
const TODAY = '2026-11-21';

async function one<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function insertProduct(name: string): Promise<number> {
  const [row] = await one<{ id: number }>(
    sql`insert into products (name, category_id, brand_id, type_id)
        select ${name}, c.id, b.id, ty.id from categories c, brands b, product_types ty
        limit 1 returning id`,
  );
  return row!.id;
}

/** A beacon as a browser sends it: no cookie, no XSRF header. */
async function beacon(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api-web/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie'),
    text: await response.text(),
  };
}

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function productCounts(): Promise<Record<string, number>> {
  await t.app.insights.flush();
  const rows = await one<{
    product_id: number;
    kind: string;
    marketplace_id: number;
    count: number;
  }>(sql`select product_id, kind, marketplace_id, count from product_event_days`);
  return Object.fromEntries(
    rows.map((row) => [`${row.product_id}:${row.kind}:${row.marketplace_id}`, Number(row.count)]),
  );
}

async function storedQueries(): Promise<string[]> {
  await t.app.insights.flush();
  const rows = await one<{ query: string }>(
    sql`select query from search_query_days order by query`,
  );
  return rows.map((row) => row.query);
}

async function clear(): Promise<void> {
  await t.app.insights.flush();
  await t.app.db.execute(sql`delete from product_event_days`);
  await t.app.db.execute(sql`delete from search_query_days`);
}

beforeAll(async () => {
  t = await buildTestApp({ eventsFlushMs: 600_000 });
  token = await t.login();
  baseUrl = t.baseUrl;
  await t.app.db.execute(sql`insert into categories (name) values ('Silinder')`);
  await t.app.db.execute(sql`insert into brands (name) values ('Aerotek')`);
  await t.app.db.execute(sql`insert into product_types (name) values ('Silinder Standar')`);
  const [market] = await one<{ id: number }>(
    sql`insert into ecommerces (name, link) values ('Tokopedia', 'https://www.tokopedia.com') returning id`,
  );
  ids.marketplace = market!.id;
  ids.shown = await insertProduct('Silinder SC 63x100');
  ids.other = await insertProduct('Katup 4V210');
  ids.hidden = await insertProduct('Silinder tersembunyi');
  ids.deleted = await insertProduct('Silinder terhapus');
  expect(
    (await t.call('POST', `/admin/product/is-active/${ids.hidden}`, { token })).body.data.isActive,
  ).toBe(false);
  expect((await t.call('DELETE', `/admin/product/${ids.deleted}`, { token })).status).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('POST event', () => {
  it('counts a view, a marketplace click and a chat click without a cookie or a token', async () => {
    await clear();
    for (const body of [
      { kind: 'view', productId: ids.shown },
      { kind: 'view', productId: ids.shown },
      { kind: 'marketplace', productId: ids.shown, marketplace: ids.marketplace },
      { kind: 'chat', productId: ids.shown },
      { kind: 'quote_add', productId: ids.other },
    ]) {
      const answer = await beacon(body);
      expect(answer.status, answer.text).toBe(204);
      expect(answer.cookie).toBeNull();
    }
    expect(await productCounts()).toEqual({
      [`${ids.shown}:view:0`]: 2,
      [`${ids.shown}:marketplace:${ids.marketplace}`]: 1,
      [`${ids.shown}:chat:0`]: 1,
      [`${ids.other}:quote_add:0`]: 1,
    });
  });

  it('keeps no address, agent or time of day: the tables hold days and counts only', async () => {
    const columns = await one<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_name in ('product_event_days', 'search_query_days') order by 1, 2`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'product_event_days.count',
      'product_event_days.day',
      'product_event_days.kind',
      'product_event_days.marketplace_id',
      'product_event_days.product_id',
      'search_query_days.clicks',
      'search_query_days.day',
      'search_query_days.position_sum',
      'search_query_days.query',
      'search_query_days.searches',
      'search_query_days.zero_results',
    ]);
  });

  it('counts exactly under 50 parallel senders', async () => {
    await clear();
    const perSender = 20;
    await Promise.all(
      Array.from({ length: 50 }, async (_, sender) => {
        for (let i = 0; i < perSender; i += 1) {
          const answer = await beacon(
            i % 2 === 0
              ? { kind: 'view', productId: sender % 2 === 0 ? ids.shown : ids.other }
              : { kind: 'search', query: `Katup ${sender % 5}`, resultCount: sender % 5 },
          );
          expect(answer.status).toBe(204);
        }
        // Flushes meet the senders half-way: counts move to the database while others arrive.
        if (sender % 10 === 0) await t.app.insights.flush();
      }),
    );
    expect(await productCounts()).toEqual({
      [`${ids.shown}:view:0`]: 250,
      [`${ids.other}:view:0`]: 250,
    });
    const searches = await one<{ query: string; searches: number; zero_results: number }>(
      sql`select query, searches, zero_results from search_query_days order by query`,
    );
    expect(searches.map((r) => [r.query, Number(r.searches), Number(r.zero_results)])).toEqual([
      ['katup 0', 100, 100],
      ['katup 1', 100, 0],
      ['katup 2', 100, 0],
      ['katup 3', 100, 0],
      ['katup 4', 100, 0],
    ]);
  });

  it('ignores known bots and prefetches (204, nothing counted)', async () => {
    await clear();
    const view = { kind: 'view', productId: ids.shown };
    const ignored: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
    ];
    for (const headers of ignored) expect((await beacon(view, headers)).status).toBe(204);
    expect(await productCounts()).toEqual({});
    expect((await beacon(view)).status).toBe(204);
    expect(await productCounts()).toEqual({ [`${ids.shown}:view:0`]: 1 });
  });

  it('stores a query normalised, and never one that looks like an e-mail address or a phone number', async () => {
    await clear();
    for (const query of [
      '  Silinder   KOMPAK ',
      'budi.santoso@example.com',
      'email saya budi@pabrik.co.id',
      '081234567890',
      '+62 812-3456-7890',
      '(021) 555-0000',
      '4V210-08',
      `Katup ${'x'.repeat(300)}`,
    ])
      expect((await beacon({ kind: 'search', query, resultCount: 0 })).status).toBe(204);
    expect(await storedQueries()).toEqual([
      '4v210-08',
      `katup ${'x'.repeat(94)}`,
      'silinder kompak',
    ]);
  });

  it('refuses events for a hidden, deleted or unknown product (404)', async () => {
    await clear();
    for (const productId of [ids.hidden, ids.deleted, 2147483647]) {
      for (const kind of ['view', 'chat', 'quote_add']) {
        const answer = await beacon({ kind, productId });
        expect(answer.status).toBe(404);
        expect(JSON.parse(answer.text).meta.message).toEqual(expect.any(String));
      }
      expect(
        (await beacon({ kind: 'result_click', productId, query: 'x', position: 1 })).status,
      ).toBe(404);
    }
    expect(await productCounts()).toEqual({});
  });

  it('asks the built search index, which agrees with the database, whether a product is public', async () => {
    const index = t.app.productSearch.index;
    expect(await index.ready()).not.toBeNull();
    const stored = await one<{ id: number; is_public: boolean }>(
      sql`select id, is_public from products where id = any(${`{${[ids.shown, ids.hidden, ids.other].join(',')}}`}::int[])`,
    );
    expect(stored.length).toBe(3);
    for (const row of stored) expect(await index.visible(Number(row.id))).toBe(row.is_public);
    expect(await index.visible(ids.deleted)).toBe(false);
    expect(await index.visible(2147483647)).toBe(false);
  });

  it('refuses a product hidden after its events were counted, at once', async () => {
    await clear();
    expect((await beacon({ kind: 'view', productId: ids.other })).status).toBe(204);
    await t.call('POST', `/admin/product/is-active/${ids.other}`, { token });
    expect((await beacon({ kind: 'view', productId: ids.other })).status).toBe(404);
    await t.call('POST', `/admin/product/is-active/${ids.other}`, { token });
    expect((await beacon({ kind: 'view', productId: ids.other })).status).toBe(204);
  });

  it('asks each kind for its fields (422)', async () => {
    const answer = await t.call('POST', '/event', {
      json: { kind: 'marketplace', productId: ids.shown },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ marketplace: 'marketplace tidak boleh kosong' });
    const search = await t.call('POST', '/event', { json: { kind: 'search' } });
    expect(Object.keys(search.body.data.errors).sort()).toEqual(['query', 'resultCount']);
  });
});

describe('staff figures', () => {
  beforeAll(async () => {
    await clear();
    // Two days of events, written as the buffer writes them.
    await t.app.db
      .execute(sql`insert into product_event_days (day, product_id, kind, marketplace_id, count) values
      ('2026-11-20', ${ids.shown}, 'view', 0, 5), ('2026-11-21', ${ids.shown}, 'view', 0, 7),
      ('2026-11-21', ${ids.shown}, 'chat', 0, 2), ('2026-11-21', ${ids.shown}, 'marketplace', ${ids.marketplace}, 3),
      ('2026-11-21', ${ids.other}, 'view', 0, 20), ('2026-11-21', ${ids.other}, 'quote_add', 0, 1),
      ('2026-11-21', 0, 'quote_request', 0, 4)`);
    await t.app.db
      .execute(sql`insert into search_query_days (day, query, searches, zero_results, clicks, position_sum) values
      ('2026-11-19', 'silinder kompak', 3, 3, 0, 0), ('2026-11-20', 'silinder kompak', 2, 2, 0, 0),
      ('2026-11-21', 'katup', 10, 0, 4, 6), ('2026-11-21', 'selang', 1, 1, 0, 0)`);
  });

  it('lists the products most viewed, with sparklines and the daily trend of views and leads', async () => {
    const answer = await t.call('GET', '/admin/analytics/products?from=2026-11-20&to=2026-11-21', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: ids.other,
        name: 'Katup 4V210',
        views: 20,
        marketplaceClicks: 0,
        chatClicks: 0,
        quoteAdds: 1,
        leads: 1,
        sparkline: [0, 20],
      },
      {
        id: ids.shown,
        name: 'Silinder SC 63x100',
        views: 12,
        marketplaceClicks: 3,
        chatClicks: 2,
        quoteAdds: 0,
        leads: 5,
        sparkline: [5, 7],
      },
    ]);
    expect(answer.body.meta.daily).toEqual([
      {
        date: '2026-11-20',
        views: 5,
        marketplaceClicks: 0,
        chatClicks: 0,
        quoteAdds: 0,
        quoteRequests: 0,
        leads: 0,
      },
      {
        date: '2026-11-21',
        views: 27,
        marketplaceClicks: 3,
        chatClicks: 2,
        quoteAdds: 1,
        quoteRequests: 4,
        leads: 9,
      },
    ]);
    const byLeads = await t.call(
      'GET',
      '/admin/analytics/products?from=2026-11-20&to=2026-11-21&sortBy=leads&limit=1',
      { token },
    );
    expect(byLeads.body.data.map((row: { id: number }) => row.id)).toEqual([ids.shown]);
    expect(byLeads.body.meta.total).toBe(2);
  });

  it('defaults to the 30 days up to today and refuses a reversed or too long span', async () => {
    const answer = await t.call('GET', '/admin/analytics/products', { token });
    expect(answer.body.meta).toMatchObject({ from: '2026-10-23', to: TODAY });
    expect(answer.body.meta.daily).toHaveLength(30);
    const reversed = await t.call(
      'GET',
      '/admin/analytics/products?from=2026-11-21&to=2026-11-01',
      { token },
    );
    expect(reversed.status).toBe(422);
    const long = await t.call(
      'GET',
      '/admin/analytics/searches?kind=top&from=2020-01-01&to=2026-11-21',
      { token },
    );
    expect(long.status).toBe(422);
  });

  it('lists searches that found nothing with their last day, and the top searches with click-through', async () => {
    const zero = await t.call(
      'GET',
      '/admin/analytics/searches?kind=zero&from=2026-11-01&to=2026-11-21',
      { token },
    );
    expect(
      zero.body.data.map((r: { query: string; count: number; lastSeen: string }) => [
        r.query,
        r.count,
        r.lastSeen,
      ]),
    ).toEqual([
      ['silinder kompak', 5, '2026-11-20'],
      ['selang', 1, '2026-11-21'],
    ]);
    const top = await t.call(
      'GET',
      '/admin/analytics/searches?kind=top&from=2026-11-01&to=2026-11-21',
      { token },
    );
    expect(top.body.data[0]).toEqual({
      query: 'katup',
      count: 10,
      searches: 10,
      clicks: 4,
      clickThroughRate: 0.4,
      averagePosition: 1.5,
      lastSeen: TODAY,
    });
  });

  it("answers a product's days, totals and marketplaces; 404 for an unknown product", async () => {
    const answer = await t.call(
      'GET',
      `/admin/analytics/product/${ids.shown}?from=2026-11-21&to=2026-11-21`,
      { token },
    );
    expect(answer.body.data).toEqual({
      id: ids.shown,
      name: 'Silinder SC 63x100',
      totals: { views: 7, marketplaceClicks: 3, chatClicks: 2, quoteAdds: 0, leads: 5 },
      daily: [
        { date: TODAY, views: 7, marketplaceClicks: 3, chatClicks: 2, quoteAdds: 0, leads: 5 },
      ],
      marketplaces: [{ id: ids.marketplace, name: 'Tokopedia', clicks: 3 }],
    });
    expect((await t.call('GET', '/admin/analytics/product/2147483647', { token })).status).toBe(
      404,
    );
  });

  it('exports every table as CSV and XLSX: the rows of the span, as the tables show them', async () => {
    const csv = await t.call(
      'GET',
      '/admin/analytics/export?table=zero&format=csv&from=2026-11-01&to=2026-11-21',
      { token },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="pencarian-tanpa-hasil-2026-11-21.csv"',
    );
    expect(Buffer.from(csv.body).toString('utf8')).toBe(
      '\uFEFFKata Pencarian,Jumlah,Terakhir Dicari\nsilinder kompak,5,2026-11-20\nselang,1,2026-11-21\n',
    );
    // Each of the three tables in both formats: file name, header row and every row of the span.
    const tables: Record<string, { file: string; sheet: string; rows: unknown[][] }> = {
      products: {
        file: 'produk-diminati',
        sheet: 'Produk paling diminati',
        rows: [
          [
            'ID',
            'Produk',
            'Dilihat',
            'Klik Marketplace',
            'Klik Chat',
            'Tambah ke Penawaran',
            'Prospek',
          ],
          [ids.other, 'Katup 4V210', 20, 0, 0, 1, 1],
          [ids.shown, 'Silinder SC 63x100', 12, 3, 2, 0, 5],
        ],
      },
      zero: {
        file: 'pencarian-tanpa-hasil',
        sheet: 'Pencarian tanpa hasil',
        rows: [
          ['Kata Pencarian', 'Jumlah', 'Terakhir Dicari'],
          ['silinder kompak', 5, '2026-11-20'],
          ['selang', 1, TODAY],
        ],
      },
      top: {
        file: 'pencarian-teratas',
        sheet: 'Pencarian teratas',
        rows: [
          [
            'Kata Pencarian',
            'Jumlah',
            'Klik',
            'Rasio Klik (%)',
            'Rata-rata Posisi Klik',
            'Terakhir Dicari',
          ],
          ['katup', 10, 4, 40, 1.5, TODAY],
          ['silinder kompak', 5, 0, 0, null, '2026-11-20'],
          ['selang', 1, 0, 0, null, TODAY],
        ],
      },
    };
    for (const [table, expected] of Object.entries(tables)) {
      const query = `table=${table}&from=2026-11-01&to=2026-11-21`;
      const asCsv = await t.call('GET', `/admin/analytics/export?${query}&format=csv`, { token });
      expect(asCsv.status).toBe(200);
      expect(asCsv.headers.get('content-disposition')).toBe(
        `attachment; filename="${expected.file}-2026-11-21.csv"`,
      );
      const lines = Buffer.from(asCsv.body).toString('utf8').slice(1).trimEnd().split('\n');
      expect(lines).toEqual(
        expected.rows.map((row) =>
          row.map((cell) => (cell === null ? '' : String(cell))).join(','),
        ),
      );
      const asXlsx = await t.call('GET', `/admin/analytics/export?${query}&format=xlsx`, {
        token,
      });
      expect(asXlsx.status).toBe(200);
      expect(asXlsx.headers.get('content-disposition')).toBe(
        `attachment; filename="${expected.file}-2026-11-21.xlsx"`,
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(asXlsx.body);
      const sheet = book.getWorksheet(expected.sheet);
      const read: unknown[][] = [];
      sheet?.eachRow({ includeEmpty: true }, (row) => {
        read.push(
          Array.from({ length: expected.rows[0]!.length }, (_, i) => row.getCell(i + 1).value),
        );
      });
      expect(read).toEqual(expected.rows);
    }
  });

  it('refuses every figure without a token', async () => {
    for (const path of [
      '/admin/analytics/products',
      '/admin/analytics/searches?kind=zero',
      `/admin/analytics/product/${ids.shown}`,
      '/admin/analytics/export?table=top&format=csv',
    ])
      expect((await t.call('GET', path)).status).toBe(401);
  });
});

describe('retention', () => {
  it('deletes daily counts older than two years (730 days) and those of deleted products', async () => {
    await clear();
    // Today is 2026-11-21: 2024-11-21 is 730 days back (kept), 2024-11-20 is 731 (deleted).
    await t.app.db
      .execute(sql`insert into product_event_days (day, product_id, kind, marketplace_id, count) values
      ('2024-11-20', ${ids.shown}, 'view', 0, 1), ('2024-11-21', ${ids.shown}, 'view', 0, 1),
      ('2024-11-22', ${ids.shown}, 'view', 0, 1), ('2026-11-21', ${ids.deleted}, 'view', 0, 1),
      ('2026-11-21', 0, 'quote_request', 0, 1)`);
    await t.app.db.execute(sql`insert into search_query_days (day, query, searches) values
      ('2024-11-20', 'lama', 1), ('2024-11-21', 'batas', 1), ('2024-11-22', 'baru', 1)`);
    await t.app.insights.prune();
    const days = await one<{ day: string; product_id: number }>(
      sql`select day::text as day, product_id from product_event_days order by day`,
    );
    // The site's quote requests (product 0) are not a deleted product's.
    expect(days.map((r) => [r.day, Number(r.product_id)])).toEqual([
      ['2024-11-21', ids.shown],
      ['2024-11-22', ids.shown],
      ['2026-11-21', 0],
    ]);
    expect(await storedQueries()).toEqual(['baru', 'batas']);
  });

  it('writes what is counted when the server closes', async () => {
    const other = await buildTestApp({ eventsFlushMs: 600_000 });
    // A quote request counted in memory only, then the close.
    other.app.insights.countQuoteRequest();
    const db = other.app.db;
    await other.app.close();
    const rows = (await db.execute(sql`select kind, count from product_event_days`)) as unknown as {
      rows: { kind: string; count: number }[];
    };
    expect(rows.rows).toEqual([{ kind: 'quote_request', count: 1 }]);
    await other.close();
  });
});
