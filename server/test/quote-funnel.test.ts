// Issue 35: 'Perlu Tindak Lanjut' (working days, WIB, Monday to Friday) and the funnel per month
// and product, on the server's queries. Requests, revisions and view counts are written straight
// into the tables, at fixed instants, so each rule is met exactly at its edge.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_COLUMNS } from '#domain/quote/funnel.ts';
import { RESET_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
const products = { silinder: 0, katup: 0, gone: 0 };
let serial = 0;

/** An instant given in WIB: '2026-11-27T16:00' is Friday 16:00 in Jakarta. */
const wib = (local: string) => new Date(`${local}:00+07:00`);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function insertProduct(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`insert into products (name, category_id, brand_id, type_id)
        select ${name}, c.id, b.id, ty.id from categories c, brands b, product_types ty
        limit 1 returning id`,
  );
  return row!.id;
}

/** A request made at `at` holding `productIds`, with revisions sent at `sent` and an acceptance. */
async function request(options: {
  at: Date;
  status: string;
  productIds?: number[];
  sent?: { at: Date; validUntil: string; answeredAt?: Date; answer?: string }[];
  acceptedAt?: Date;
}): Promise<number> {
  serial += 1;
  const [quote] = await rows<{ id: number }>(
    sql`insert into quote_requests (reference, status, company, name, consent_version, consent_at,
          fingerprint, created_at, updated_at, accepted_at)
        values (${`PNW-TEST-${serial}`}, ${options.status}, ${`PT Uji ${serial}`}, 'Budi',
          '2026-11', ${options.at}, ${`fp-${serial}`}, ${options.at}, ${options.at},
          ${options.acceptedAt ?? null})
        returning id`,
  );
  const id = quote!.id;
  for (const [position, productId] of (options.productIds ?? []).entries())
    await t.app.db.execute(
      sql`insert into quote_items (quote_id, position, product_id, product_name, quantity)
          values (${id}, ${position}, ${productId}, 'x', 1)`,
    );
  for (const [revision, sent] of (options.sent ?? []).entries())
    await t.app.db.execute(
      sql`insert into quote_revisions
            (quote_id, revision, token_hash, letter, pdf, sent_at, status, answered_at)
          values (${id}, ${revision}, ${`hash-${serial}-${revision}`},
            ${JSON.stringify({ validUntil: sent.validUntil })}::jsonb, '\\x00'::bytea, ${sent.at},
            ${sent.answer ?? 'sent'}, ${sent.answeredAt ?? null})`,
    );
  return id;
}

/** A quotation sent on 23 November whose buyer asked a revision ('Revisi') at `answeredAt`. */
const revisionAsked = (answeredAt: Date) =>
  request({
    at: wib('2026-11-20T09:00'),
    status: 'revision',
    sent: [
      { at: wib('2026-11-23T09:00'), validUntil: '2026-12-31', answer: 'revision', answeredAt },
    ],
  });

async function clearQuotes(): Promise<void> {
  await t.app.db.execute(sql`delete from quote_requests`);
  await t.app.db.execute(sql`delete from product_event_days`);
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  await t.app.db.execute(sql`insert into categories (name) values ('Silinder')`);
  await t.app.db.execute(sql`insert into brands (name) values ('Aerotek')`);
  await t.app.db.execute(sql`insert into product_types (name) values ('Silinder Standar')`);
  products.silinder = await insertProduct('Silinder SC 63x100');
  products.katup = await insertProduct('Katup 4V210');
  products.gone = await insertProduct('Silinder terhapus');
}, 120_000);
afterAll(() => t.close());

describe('GET admin/dashboard/follow-up', () => {
  it('lists each group at its working-day edge, weekends left out', async () => {
    await clearQuotes();
    // Wednesday 2 December 2026, 10:00 WIB.
    t.clock.now = wib('2026-12-02T10:00');
    token = await t.login();
    const ids = {
      // Tuesday 09:59: a working day old at Wednesday 09:59 → listed.
      late: await request({ at: wib('2026-12-01T09:59'), status: 'new' }),
      // Tuesday 10:01: not a whole working day yet.
      fresh: await request({ at: wib('2026-12-01T10:01'), status: 'processing' }),
      // Sent already: no longer unanswered, even while its status stayed 'Diproses'.
      answered: await request({
        at: wib('2026-11-20T09:00'),
        status: 'processing',
        sent: [{ at: wib('2026-12-02T09:00'), validUntil: '2026-12-31' }],
      }),
      // Sent Friday 09:00: Friday, Monday, Tuesday → three working days at Wednesday 09:00.
      noReply: await request({
        at: wib('2026-11-25T09:00'),
        status: 'sent',
        sent: [
          { at: wib('2026-11-26T09:00'), validUntil: '2026-12-31' },
          { at: wib('2026-11-27T09:00'), validUntil: '2026-12-31' },
        ],
      }),
      // Sent Saturday: Monday, Tuesday, the morning of Wednesday → two days, not listed.
      weekend: await request({
        at: wib('2026-11-27T09:00'),
        status: 'sent',
        sent: [{ at: wib('2026-11-28T09:00'), validUntil: '2026-12-31' }],
      }),
      // Valid until Thursday: ends in 38 working hours → expiring. Friday: 62 hours → not.
      expiring: await request({
        at: wib('2026-12-01T09:00'),
        status: 'sent',
        sent: [{ at: wib('2026-12-01T10:00'), validUntil: '2026-12-03' }],
      }),
      later: await request({
        at: wib('2026-12-01T09:00'),
        status: 'sent',
        sent: [{ at: wib('2026-12-01T10:00'), validUntil: '2026-12-04' }],
      }),
      // The buyer asked a revision Tuesday 09:00: a working day without Rev.1 → listed, from then.
      revision: await revisionAsked(wib('2026-12-01T09:00')),
      // Asked this morning: not yet.
      revisionFresh: await revisionAsked(wib('2026-12-02T08:00')),
      // Answered by the buyer: nothing to follow.
      accepted: await request({
        at: wib('2026-11-02T09:00'),
        status: 'accepted',
        sent: [{ at: wib('2026-11-03T09:00'), validUntil: '2026-12-03' }],
      }),
    };
    const answer = await t.call('GET', '/admin/dashboard/follow-up', { token });
    expect(answer.status).toBe(200);
    const { data, meta } = answer.body;
    const idsOf = (group: { id: number; workingDays: number }[]) =>
      group.map((item) => [item.id, item.workingDays]);
    expect(idsOf(data.unanswered)).toEqual([
      [ids.revision, 1],
      [ids.late, 1],
    ]);
    // A revision asked waits from the buyer's answer, not from the request.
    expect(data.unanswered[0].since).toBe(wib('2026-12-01T09:00').toISOString());
    expect(idsOf(data.noReply)).toEqual([[ids.noReply, 3]]);
    expect(data.expiring.map((item: { id: number }) => item.id)).toEqual([ids.expiring]);
    expect(data.expiring[0]).toMatchObject({ validUntil: '2026-12-03', status: 'sent' });
    // The wait of a quotation counts from the newest revision.
    expect(data.noReply[0].since).toBe(wib('2026-11-27T09:00').toISOString());
    expect(meta).toEqual({ unanswered: 2, noReply: 1, expiring: 1 });
  });

  it('is refused without a session (401) and to a user who must change the password (403)', async () => {
    expect((await t.call('GET', '/admin/dashboard/follow-up')).status).toBe(401);
    expect((await t.call('GET', '/admin/analytics/funnel')).status).toBe(401);
    const created = await t.call('POST', '/admin/user/create', {
      token,
      json: { name: 'staf', email: 'staf@example.com', password: 'pegawai-rahasia-1', role_id: 2 },
    });
    expect(created.status).toBe(200);
    // An admin (not superuser) reads both.
    const staff = await t.login('staf', 'pegawai-rahasia-1');
    expect((await t.call('GET', '/admin/dashboard/follow-up', { token: staff })).status).toBe(200);
    expect((await t.call('GET', '/admin/analytics/funnel', { token: staff })).status).toBe(200);
    await t.call('POST', `/admin/user/reset-password/${created.body.data.id}`, { token });
    const reset = await t.login('staf', RESET_PASSWORD);
    for (const path of [
      '/admin/dashboard/follow-up',
      '/admin/analytics/funnel',
      '/admin/analytics/export?table=funnel&format=csv',
    ])
      expect((await t.call('GET', path, { token: reset })).status, path).toBe(403);
  });
});

describe('GET admin/analytics/funnel', () => {
  beforeAll(async () => {
    await clearQuotes();
    t.clock.now = wib('2026-11-21T15:00');
    token = await t.login();
    const { silinder, katup, gone } = products;
    // November: three requests for the silinder, sent after 2, 4 and 30 hours (median 4); one
    // accepted; one request for the katup, never sent; a request holding the silinder twice
    // counts once.
    await request({
      at: wib('2026-11-02T08:00'),
      status: 'accepted',
      productIds: [silinder, katup],
      sent: [
        { at: wib('2026-11-02T10:00'), validUntil: '2026-11-16' },
        { at: wib('2026-11-05T10:00'), validUntil: '2026-11-19' },
      ],
      acceptedAt: wib('2026-11-06T09:00'),
    });
    await request({
      at: wib('2026-11-10T08:00'),
      status: 'sent',
      productIds: [silinder, silinder],
      sent: [{ at: wib('2026-11-10T12:00'), validUntil: '2026-11-24' }],
    });
    await request({
      at: wib('2026-11-11T08:00'),
      status: 'sent',
      productIds: [silinder],
      sent: [{ at: wib('2026-11-12T14:00'), validUntil: '2026-11-26' }],
    });
    // 31 October 23:30 WIB is 16:30 UTC: October in Jakarta.
    await request({ at: wib('2026-10-31T23:30'), status: 'new', productIds: [silinder] });
    // Out of the span.
    await request({ at: wib('2026-09-01T08:00'), status: 'new', productIds: [katup] });
    await t.app.db.execute(
      sql`insert into product_event_days (day, product_id, kind, marketplace_id, count) values
          ('2026-11-03', ${silinder}, 'view', 0, 40), ('2026-11-04', ${silinder}, 'view', 0, 20),
          ('2026-11-04', ${silinder}, 'chat', 0, 9), ('2026-10-20', ${katup}, 'view', 0, 7),
          ('2026-11-05', ${gone}, 'view', 0, 5), ('2026-09-01', ${katup}, 'view', 0, 99)`,
    );
    expect((await t.call('DELETE', `/admin/product/${gone}`, { token })).status).toBe(200);
  });

  const span = 'from=2026-10-01&to=2026-11-21';

  it('counts views, requests, quotations sent and accepted per month and product', async () => {
    const answer = await t.call('GET', `/admin/analytics/funnel?${span}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ total: 4, from: '2026-10-01', to: '2026-11-21' });
    expect(answer.body.data).toEqual([
      {
        month: '2026-11',
        productId: products.silinder,
        productName: 'Silinder SC 63x100',
        views: 60,
        requests: 3,
        quotationsSent: 3,
        accepted: 1,
        medianHoursToQuotation: 4,
      },
      {
        month: '2026-11',
        productId: products.katup,
        productName: 'Katup 4V210',
        views: 0,
        requests: 1,
        quotationsSent: 1,
        accepted: 1,
        medianHoursToQuotation: 2,
      },
      {
        month: '2026-10',
        productId: products.silinder,
        productName: 'Silinder SC 63x100',
        views: 0,
        requests: 1,
        quotationsSent: 0,
        accepted: 0,
        medianHoursToQuotation: null,
      },
      {
        month: '2026-10',
        productId: products.katup,
        productName: 'Katup 4V210',
        views: 7,
        requests: 0,
        quotationsSent: 0,
        accepted: 0,
        medianHoursToQuotation: null,
      },
    ]);
  });

  it('keeps to the limit, gives the whole total, and refuses a reversed span', async () => {
    const answer = await t.call('GET', `/admin/analytics/funnel?${span}&limit=1`, { token });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.meta.total).toBe(4);
    const reversed = await t.call('GET', '/admin/analytics/funnel?from=2026-11-21&to=2026-11-01', {
      token,
    });
    expect(reversed.status).toBe(422);
  });

  it('exports the same rows as CSV and Excel', async () => {
    const csv = await t.call('GET', `/admin/analytics/export?table=funnel&format=csv&${span}`, {
      token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="corong-penjualan-2026-11-21.csv"',
    );
    const lines = Buffer.from(csv.body)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(FUNNEL_COLUMNS.map((column) => column.header).join(','));
    expect(lines[1]).toBe(`2026-11,${products.silinder},Silinder SC 63x100,60,3,3,1,4`);
    expect(lines).toHaveLength(5);
    const xlsx = await t.call('GET', `/admin/analytics/export?table=funnel&format=xlsx&${span}`, {
      token,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const sheet = workbook.getWorksheet('Corong Penjualan')!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(5).getCell(3).value).toBe('Katup 4V210');
  });
});
