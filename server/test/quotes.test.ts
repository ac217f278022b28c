// Quote requests (issue 25): POST quote with its rules and one stored request per repeat, the
// WhatsApp link, the inbox's list, detail, update and export, the PDF's text, the dashboard count,
// and 'Hapus Data Pribadi' erasing the buyer everywhere, audit trail included.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_CONSENT_VERSION, QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { NPWP_MESSAGES } from '#domain/quote/npwp.ts';
import { ERASED_MARK } from '#domain/quote/erasure.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { seedCatalogue } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;
const product: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ chatPhone: '6281111111111' });
  token = await t.login();
  const seeds = [
    { name: 'Silinder Kompak AK-32x50', harga: 625_000 },
    { name: 'Katup Solenoid & Koil #5 100%', harga: 320_000 },
    { name: 'Fitting Push-in 8mm', harga: 8_500 },
    { name: 'Produk Nonaktif', harga: 1_000 },
  ];
  const { products } = await seedCatalogue(t, token, { products: seeds });
  seeds.forEach((seed, index) => (product[seed.name] = products[index] as number));
  await t.call('POST', `/admin/product/is-active/${product['Produk Nonaktif']}`, { token });
});
afterAll(() => t.close());

const buyer = {
  name: 'Budi Santoso',
  company: 'PT Maju Jaya',
  phone: '0812-3456-7890',
  email: 'budi@majujaya.example',
  npwp: '01.312.166.0-091.000',
  city: 'Surabaya',
  note: 'Mohon kirim ke gudang 🚚',
  consent: true,
};

const threeItems = () => [
  { productId: product['Silinder Kompak AK-32x50'], quantity: 2, note: 'Warna silver' },
  { productId: product['Katup Solenoid & Koil #5 100%'], quantity: 5 },
  { productId: product['Fitting Push-in 8mm'], quantity: 100 },
];

const send = (json: unknown) => t.call('POST', '/quote', { json });

async function quoteIdOf(reference: string): Promise<number> {
  const found = await t.call('GET', `/admin/quote?search=${reference}`, { token });
  expect(found.body.meta.total).toBe(1);
  return found.body.data[0].id;
}

describe('POST quote', () => {
  it('stores the request with its consent and answers the reference and a WhatsApp link naming every item', async () => {
    const answer = await send({ ...buyer, items: threeItems() });
    expect(answer.status).toBe(200);
    const { reference, whatsappUrl } = answer.body.data;
    expect(reference).toMatch(/^PNW-202611-\d{5}$/);
    expect(answer.body.meta.message).toBe(QUOTE_TEXTS.sent);
    expect(whatsappUrl.startsWith('https://wa.me/6281111111111?text=')).toBe(true);
    const text = new URL(whatsappUrl).searchParams.get('text') ?? '';
    expect(text).toContain(
      'Silinder Kompak AK-32x50, Jumlah: 2, Harga: Rp 625.000, Catatan: Warna silver',
    );
    expect(text).toContain('Katup Solenoid & Koil #5 100%, Jumlah: 5, Harga: Rp 320.000');
    expect(text).toContain('Fitting Push-in 8mm, Jumlah: 100, Harga: Rp 8.500');
    expect(text).toContain('Mohon kirim ke gudang 🚚');
    expect(text).toContain(reference);

    const detail = await t.call('GET', `/admin/quote/${await quoteIdOf(reference)}`, { token });
    expect(detail.body.data).toMatchObject({
      reference,
      status: 'new',
      buyer: {
        name: 'Budi Santoso',
        company: 'PT Maju Jaya',
        phone: '0812-3456-7890',
        npwp: '013121660091000',
        city: 'Surabaya',
      },
      consent: { version: QUOTE_CONSENT_VERSION, at: t.clock.now.toISOString() },
      history: [{ status: 'new', user: null }],
    });
    expect(detail.body.data.items.map((item: { name: string }) => item.name)).toEqual([
      'Silinder Kompak AK-32x50',
      'Katup Solenoid & Koil #5 100%',
      'Fitting Push-in 8mm',
    ]);
    // 2 × 625.000 + 5 × 320.000 + 100 × 8.500 = 3.700.000
    expect(detail.body.data.totals.subtotal).toBe(3_700_000);
  });

  it('stores one request for the same request sent twice within a minute, however it was typed', async () => {
    const items = [{ productId: product['Fitting Push-in 8mm'], quantity: 7 }];
    const first = await send({ ...buyer, name: 'Rina', items });
    const again = await send({ ...buyer, name: ' Rina ', phone: '081234567890', items });
    expect(again.body.data.reference).toBe(first.body.data.reference);
    const stored = await t.call('GET', '/admin/quote?search=Rina', { token });
    expect(stored.body.meta.total).toBe(1);
    // Past the minute it is a new request.
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const later = await send({ ...buyer, name: 'Rina', items });
    expect(later.body.data.reference).not.toBe(first.body.data.reference);
  });

  it('counts one lead for the staff figures per stored request, none for a repeat (issue 26)', async () => {
    const leads = async () => {
      await t.app.insights.flush();
      const result = (await t.app.db.execute(
        sql`select coalesce(sum(count), 0)::int as n from product_event_days where kind = 'quote_request'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const before = await leads();
    const body = {
      ...buyer,
      name: 'Tono Prospek',
      items: [{ productId: product['Silinder Kompak AK-32x50'], quantity: 1 }],
    };
    expect((await send(body)).status).toBe(200);
    expect((await send(body)).status).toBe(200);
    expect(await leads()).toBe(before + 1);
  });

  it('stores one request for concurrent double sends', async () => {
    const body = {
      ...buyer,
      name: 'Sari Konkuren',
      items: [{ productId: product['Fitting Push-in 8mm'], quantity: 3 }],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(body)));
    const references = new Set(answers.map((answer) => answer.body.data.reference));
    expect(references.size).toBe(1);
    const stored = await t.call('GET', '/admin/quote?search=Sari', { token });
    expect(stored.body.meta.total).toBe(1);
  });

  it('refuses what the rules refuse, with field messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...buyer, consent: false, items: threeItems() }, 'consent', QUOTE_TEXTS.consentRequired],
      // Issue 32: a wrong check digit and a wrong length say different things.
      [
        { ...buyer, npwp: '01.234.567.8-901.000', items: threeItems() },
        'npwp',
        'Nomor NPWP tidak valid, periksa kembali',
      ],
      [
        { ...buyer, npwp: '01.312.166.0-091.00', items: threeItems() },
        'npwp',
        NPWP_MESSAGES.length,
      ],
      [
        { ...buyer, npwp: '01.312.166.0-091.00A', items: threeItems() },
        'npwp',
        NPWP_MESSAGES.characters,
      ],
      [{ ...buyer, phone: '12ab', items: threeItems() }, 'phone', QUOTE_TEXTS.invalidPhone],
      [{ ...buyer, items: [] }, 'items', QUOTE_TEXTS.empty],
      [
        { ...buyer, items: [{ productId: product['Produk Nonaktif'], quantity: 1 }] },
        'items',
        QUOTE_TEXTS.productUnavailable,
      ],
      [
        { ...buyer, items: [{ productId: 2147483647, quantity: 1 }] },
        'items',
        QUOTE_TEXTS.productUnavailable,
      ],
    ];
    for (const [json, field, message] of cases) {
      const answer = await send(json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.data.errors[field]).toBe(message);
    }
    for (const quantity of [0, 100_001, 1.5]) {
      const answer = await send({
        ...buyer,
        items: [{ productId: product['Fitting Push-in 8mm'], quantity }],
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.data.errors)).toEqual(['items']);
    }
    const many = Array.from({ length: 51 }, () => ({
      productId: product['Fitting Push-in 8mm'],
      quantity: 1,
    }));
    expect((await send({ ...buyer, items: many })).status).toBe(422);
    expect(
      (await send({ ...buyer, npwp: '', email: '', items: threeItems().slice(0, 1) })).status,
    ).toBe(200);
  });
});

describe('POST quote with hostile text', () => {
  it('never answers 5xx, and a stored request always has a short, decodable link', async () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 300 });
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: anyText, company: anyText, city: anyText, note: anyText }),
        fc.array(fc.record({ note: anyText, quantity: fc.integer({ min: 1, max: 100_000 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (texts, items) => {
          const answer = await t.call('POST', '/quote', {
            json: {
              ...buyer,
              ...texts,
              items: items.map((entry) => ({
                ...entry,
                productId: product['Fitting Push-in 8mm'],
              })),
            },
            unchecked: true,
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 200) {
            stored += 1;
            expect(answer.body.data.whatsappUrl.length).toBeLessThan(4096);
            const text = new URL(answer.body.data.whatsappUrl).searchParams.get('text');
            expect(text).toContain(answer.body.data.reference);
          } else expect(answer.status).toBe(422);
        },
      ),
      { numRuns: 40 },
    );
    // Most texts pass (markup and blank names are refused): the link was checked, not skipped.
    expect(stored).toBeGreaterThan(10);
  });
});

describe('the sales inbox', () => {
  let id: number;
  let reference: string;

  beforeAll(async () => {
    const answer = await send({ ...buyer, name: 'Dewi Inbox', items: threeItems() });
    reference = answer.body.data.reference;
    id = await quoteIdOf(reference);
  });

  it('counts every product of a request in the list (issue 32, defect 5)', async () => {
    const one = await send({ ...buyer, name: 'Eko Satu', items: threeItems().slice(0, 1) });
    const list = await t.call('GET', '/admin/quote?search=Inbox', { token });
    expect(list.body.data.map((row: { id: number; itemCount: number }) => row)).toEqual([
      expect.objectContaining({ id, itemCount: 3 }),
    ]);
    const single = await t.call('GET', `/admin/quote?search=${one.body.data.reference}`, { token });
    expect(single.body.data[0].itemCount).toBe(1);
  });

  it('filters by status and Jakarta days, and counts new requests on the dashboard', async () => {
    const before = await t.call('GET', '/admin/dashboard/count', { token });
    expect(before.body.data.quoteNew).toBeGreaterThan(0);
    const day = new Date(t.clock.now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const today = await t.call('GET', `/admin/quote?status=new&from=${day}&to=${day}&search=Dewi`, {
      token,
    });
    expect(today.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    const tomorrow = await t.call('GET', `/admin/quote?from=2999-01-01&search=Dewi`, { token });
    expect(tomorrow.body.meta.total).toBe(0);
  });

  it('changes status, staff note and unit prices (0 included), with history and audit', async () => {
    const detail = await t.call('GET', `/admin/quote/${id}`, { token });
    const [first, second] = detail.body.data.items;
    const answer = await t.call('POST', `/admin/quote/update/${id}`, {
      token,
      json: {
        status: 'processing',
        staffNote: 'Hubungi Dewi Inbox di 0812-3456-7890',
        items: [
          { id: first.id, unitPrice: 600_000 },
          { id: second.id, unitPrice: 0 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.status).toBe('processing');
    expect(data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'new',
      'processing',
    ]);
    expect(data.history[1].user.name).toBe('admin');
    expect(data.items[1]).toMatchObject({ unitPrice: 0, subtotal: 0 });
    // 2 × 600.000 + 5 × 0 + 100 × 8.500 = 2.050.000; DPP 1.879.167; PPN 225.500.
    expect(data.totals).toEqual({
      subtotal: 2_050_000,
      dpp: 1_879_167,
      ppn: 225_500,
      total: 2_275_500,
      totalInWords: 'dua juta dua ratus tujuh puluh lima ribu lima ratus rupiah',
    });
    const trail = await t.call('GET', `/admin/audit?entity=quote&recordId=${id}`, { token });
    expect(trail.body.data[0]).toMatchObject({ action: 'update', recordName: reference });
    const changes = trail.body.data[0].changes as {
      field: string;
      before: unknown;
      after: unknown;
    }[];
    expect(changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['status', 'staffNote', 'items', 'totals', 'history']),
    );
    expect(changes.find((change) => change.field === 'items')?.after).toEqual([
      'Silinder Kompak AK-32x50 × 2 @ 600000',
      'Katup Solenoid & Koil #5 100% × 5 @ 0',
      'Fitting Push-in 8mm × 100 @ -',
    ]);
  });

  it('refuses an item of another request and a total past Rp 999.999.999.999', async () => {
    const other = await t.call('POST', `/admin/quote/update/${id}`, {
      token,
      json: { items: [{ id: 2147483647, unitPrice: 1 }] },
    });
    expect(other.status).toBe(422);
    expect(other.body.data.errors.items).toBe(QUOTE_TEXTS.unknownItem);
    const detail = await t.call('GET', `/admin/quote/${id}`, { token });
    const huge = await t.call('POST', `/admin/quote/update/${id}`, {
      token,
      json: { items: [{ id: detail.body.data.items[2].id, unitPrice: 999_999_999_999 }] },
    });
    expect(huge.status).toBe(422);
    expect(huge.body.data.errors.items).toBe(QUOTE_TEXTS.totalTooLarge);
  });

  it('prints the Surat Penawaran Harga with number, items and totals', async () => {
    const answer = await t.call('GET', `/admin/quote/pdf/${id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${reference}.pdf"`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(answer.body as ArrayBuffer));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      QUOTE_TEXTS.documentTitle,
      reference,
      'Silinder Kompak AK-32x50',
      'Katup Solenoid & Koil #5 100%',
      'Fitting Push-in 8mm',
      'Rp 600.000',
      'Rp 1.200.000',
      'Rp 850.000',
      'DPP Nilai Lain (11/12)',
      'Rp 1.879.167',
      'PPN 12%',
      'Rp 225.500',
      'Rp 2.275.500',
      'dua juta dua ratus tujuh puluh lima ribu lima ratus rupiah',
      'PT Maju Jaya',
      'Berlaku sampai',
    ])
      expect(text).toContain(expected);
  });

  it('exports one row per item for the same filters', async () => {
    const answer = await t.call('GET', `/admin/quote/export?format=csv&search=Dewi`, { token });
    const lines = Buffer.from(answer.body as ArrayBuffer)
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Nomor,Tanggal,Status,Nama,Perusahaan');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${reference},`);
    expect(lines[1]).toContain('Diproses');
    expect(lines[1]).toContain('600000');
  });

  it('erases name, phone, e-mail, NPWP and company everywhere, audit entries included, and keeps the items', async () => {
    const answer = await t.call('DELETE', `/admin/quote/${id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ meta: { message: QUOTE_TEXTS.erased }, data: { id } });

    const detail = (await t.call('GET', `/admin/quote/${id}`, { token })).body.data;
    expect(detail.buyer).toEqual({
      name: null,
      company: null,
      phone: null,
      email: null,
      npwp: null,
      city: 'Surabaya',
    });
    expect(detail.note).toBeNull();
    expect(detail.erasedAt).toBe(t.clock.now.toISOString());
    expect(detail.items).toHaveLength(3);
    expect(detail.totals.subtotal).toBe(2_050_000);
    expect(detail.staffNote).toBe(`Hubungi ${ERASED_MARK} di ${ERASED_MARK}`);

    // Nowhere in the request's rows, its audit entries or its export, whatever the column.
    const personal = [
      'Dewi Inbox',
      '0812-3456-7890',
      'budi@majujaya.example',
      '013121660091000',
      'PT Maju Jaya',
      'Mohon kirim ke gudang',
    ];
    const rows = (await t.app.db.execute(sql`
      select q::text as row from quote_requests q where q.id = ${id}
      union all select i::text from quote_items i where i.quote_id = ${id}
      union all select h::text from quote_status_history h where h.quote_id = ${id}
      union all select a::text from audit_log a where a.entity = 'quote' and a.record_id = ${id}`)) as unknown as {
      rows: { row: string }[];
    };
    const stored = JSON.stringify(rows.rows);
    expect(rows.rows.length).toBe(1 + 3 + 2 + 2);
    expect(stored).toContain(reference);
    for (const value of personal) expect(stored).not.toContain(value);
    const trail = await t.call('GET', `/admin/audit?entity=quote&recordId=${id}`, { token });
    expect(trail.body.meta.total).toBe(2);
    expect(JSON.stringify(trail.body)).not.toContain('Dewi Inbox');
    expect(trail.body.data[0].changes).toEqual([
      { field: 'erasedAt', before: null, after: t.clock.now.toISOString() },
    ]);
    const exported = await t.call('GET', `/admin/quote/export?format=csv&search=${reference}`, {
      token,
    });
    const csv = Buffer.from(exported.body as ArrayBuffer).toString('utf8');
    for (const value of personal) expect(csv).not.toContain(value);
    expect(csv).toContain('Silinder Kompak AK-32x50');

    // Once more: still 200, no second entry.
    expect((await t.call('DELETE', `/admin/quote/${id}`, { token })).status).toBe(200);
    expect(
      (await t.call('GET', `/admin/audit?entity=quote&recordId=${id}`, { token })).body.meta.total,
    ).toBe(2);
  });

  it('refuses every inbox call without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/admin/quote'],
      ['GET', `/admin/quote/${id}`],
      ['POST', `/admin/quote/update/${id}`],
      ['DELETE', `/admin/quote/${id}`],
      ['GET', `/admin/quote/pdf/${id}`],
      ['GET', '/admin/quote/export?format=csv'],
    ]) {
      const json = method === 'POST' ? { status: 'done' } : undefined;
      expect((await t.call(method!, path!, { json })).status).toBe(401);
      expect((await t.call(method!, path!, { json, token: 'salah' })).status).toBe(401);
    }
  });
});
