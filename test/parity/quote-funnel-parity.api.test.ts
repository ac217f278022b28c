// Issue 35: 'Perlu Tindak Lanjut' and the funnel answer the same in the mock API and on the server.
// The same requests, quotations and view counts are written to both sides at the same fixed
// instants; each side's answer, read through its own ids, must match.
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are compared loosely; the contract check types them */
import { getResponse } from 'msw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, resetMockDb } from '../../mocks/db.ts';
import { allHandlers } from '../../mocks/handlers/index.ts';
import type { QuoteRow } from '../../mocks/rows.ts';
import { tokens } from '../../mocks/test-helpers.ts';
import { seedCatalogue } from '../../server/test/helpers/catalogue.ts';
import { buildTestApp, type TestApp } from '../../server/test/helpers/test-app.ts';

/** Wednesday 2 December 2026, 10:00 WIB. */
const NOW = new Date('2026-12-02T03:00:00.000Z');
const wib = (local: string) => new Date(`${local}:00+07:00`).toISOString();

/** What both sides hold: products by their place (0, 1, 2), not by id. */
const REQUESTS = [
  {
    at: wib('2026-11-02T08:00'),
    status: 'accepted',
    items: [0, 1],
    sent: [wib('2026-11-02T10:00')],
    validUntil: '2026-11-16',
    accepted: wib('2026-11-04T09:00'),
  },
  {
    at: wib('2026-11-10T08:00'),
    status: 'sent',
    items: [0],
    sent: [wib('2026-11-10T12:00'), wib('2026-11-27T09:00')],
    validUntil: '2026-12-03',
  },
  {
    at: wib('2026-11-11T08:00'),
    status: 'sent',
    items: [0, 2],
    sent: [wib('2026-11-12T14:00')],
    validUntil: '2026-12-31',
  },
  { at: wib('2026-10-31T23:30'), status: 'new', items: [0], sent: [] },
  { at: wib('2026-12-01T09:59'), status: 'processing', items: [2], sent: [] },
  { at: wib('2026-12-01T10:01'), status: 'new', items: [1], sent: [] },
] as const;
const VIEWS = [
  { day: '2026-11-03', product: 0, count: 40 },
  { day: '2026-11-04', product: 1, count: 12 },
  { day: '2026-10-20', product: 2, count: 7 },
];
const SPAN = 'from=2026-10-01&to=2026-12-02';

let server: TestApp;
let token: string;
let serverIds: number[] = [];
const mockIds = [1, 4, 9];

async function mockGet(path: string): Promise<any> {
  const request = new Request(`http://localhost/api-web${path}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${tokens.superuser}` },
  });
  const response = await getResponse(allHandlers, request);
  expect(response?.status, path).toBe(200);
  return response!.json();
}

async function serverGet(path: string): Promise<any> {
  const answer = await server.call('GET', path, { token });
  expect(answer.status, path).toBe(200);
  return answer.body;
}

function seedMock(): void {
  resetMockDb();
  db.clock = NOW.toISOString();
  db.productDays = VIEWS.map((view) => ({
    day: view.day,
    productId: mockIds[view.product]!,
    kind: 'view',
    marketplaceId: 0,
    count: view.count,
  }));
  db.quotes = REQUESTS.map((request, index): QuoteRow => ({
    ...db.quotes[0]!,
    id: index + 1,
    reference: `PNW-UJI-${index + 1}`,
    status: request.status,
    company: `PT Uji ${index + 1}`,
    name: 'Budi',
    createdAt: request.at,
    erasedAt: null,
    items: request.items.map((product, position) => ({
      id: index * 10 + position,
      productId: mockIds[product]!,
      productName: 'x',
      quantity: 1,
      note: null,
      unitPrice: null,
    })),
    terms: 'validUntil' in request ? { validUntil: request.validUntil } : {},
    revisions: request.sent.map((sentAt, revision) => ({
      revision,
      token: `t-${index}-${revision}`,
      sentAt,
      sentBy: null,
      status: 'sent' as const,
      revisionNote: null,
      answeredAt: null,
    })),
    acceptance:
      'accepted' in request
        ? {
            revision: 0,
            name: 'Budi',
            title: 'Pembelian',
            poNumber: null,
            poFile: null,
            at: request.accepted,
          }
        : null,
  }));
}

async function seedServer(): Promise<void> {
  for (const [index, request] of REQUESTS.entries()) {
    const result = (await server.app.db.execute(
      sql`insert into quote_requests (reference, status, company, name, consent_version, consent_at,
            fingerprint, created_at, updated_at, accepted_at)
          values (${`PNW-UJI-${index + 1}`}, ${request.status}, ${`PT Uji ${index + 1}`}, 'Budi',
            '2026-11', ${request.at}, ${`fp-${index}`}, ${request.at}, ${request.at},
            ${'accepted' in request ? request.accepted : null})
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    const id = result.rows[0]!.id;
    for (const [position, product] of request.items.entries())
      await server.app.db.execute(
        sql`insert into quote_items (quote_id, position, product_id, product_name, quantity)
            values (${id}, ${position}, ${serverIds[product]!}, 'x', 1)`,
      );
    for (const [revision, sentAt] of request.sent.entries())
      await server.app.db.execute(
        sql`insert into quote_revisions (quote_id, revision, token_hash, letter, pdf, sent_at)
            values (${id}, ${revision}, ${`h-${index}-${revision}`},
              ${JSON.stringify({ validUntil: 'validUntil' in request ? request.validUntil : null })}::jsonb,
              '\\x00'::bytea, ${sentAt})`,
      );
  }
  for (const view of VIEWS)
    await server.app.db.execute(
      sql`insert into product_event_days (day, product_id, kind, marketplace_id, count)
          values (${view.day}, ${serverIds[view.product]!}, 'view', 0, ${view.count})`,
    );
}

beforeAll(async () => {
  server = await buildTestApp();
  token = await server.login();
  const { products } = await seedCatalogue(server, token, {
    products: [
      { name: 'Silinder Uji', harga: 1000 },
      { name: 'Katup Uji', harga: 1000 },
      { name: 'Filter Uji', harga: 1000 },
    ],
  });
  serverIds = products;
  await server.app.db.execute(sql`delete from product_event_days`);
  await seedServer();
  server.clock.now = NOW;
  token = await server.login();
  seedMock();
}, 120_000);
afterAll(async () => {
  resetMockDb();
  await server?.close();
});

describe('issue 35 parity', () => {
  it("'Perlu Tindak Lanjut' lists the same requests with the same working days", async () => {
    const shape = (answer: any) => ({
      meta: answer.meta,
      groups: Object.fromEntries(
        Object.entries(answer.data as Record<string, any[]>).map(([group, items]) => [
          group,
          items.map((item) => [
            item.reference,
            item.status,
            item.since,
            item.workingDays,
            item.validUntil,
          ]),
        ]),
      ),
    });
    const real = shape(await serverGet('/admin/dashboard/follow-up'));
    expect(shape(await mockGet('/admin/dashboard/follow-up'))).toEqual(real);
    // 31 October and 1 December 09:59 wait; Friday's Rev.1 and 12 November's quotation have no
    // answer; the letter valid until Thursday 3 December ends soon.
    expect(real.meta).toEqual({ unanswered: 2, noReply: 2, expiring: 1 });
  });

  it('the funnel has the same rows, products read by their place', async () => {
    const shape = (answer: any, ids: number[]) => ({
      meta: answer.meta,
      rows: (answer.data as any[]).map(({ productId, productName: _name, ...row }) => ({
        product: ids.indexOf(productId),
        ...row,
      })),
    });
    const real = shape(await serverGet(`/admin/analytics/funnel?${SPAN}&limit=100`), serverIds);
    expect(shape(await mockGet(`/admin/analytics/funnel?${SPAN}&limit=100`), mockIds)).toEqual(
      real,
    );
    expect(real.rows.find((row) => row.month === '2026-11' && row.product === 0)).toEqual({
      product: 0,
      month: '2026-11',
      views: 40,
      requests: 3,
      quotationsSent: 3,
      accepted: 1,
      medianHoursToQuotation: 4,
    });
  });
});
