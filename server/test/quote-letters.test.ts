// Issue 35: a quotation prepared (discounts, delivery times, terms), sent as frozen revisions with
// their PDFs and the buyer's link, and answered by the buyer (accept with a PO, or ask a revision);
// the link's rules (404 alike for any unknown token, 410 once erased, expired, superseded), its
// headers, the PO's checks, and one revision when sending twice at once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_PO_MAX_BYTES } from '#domain/quote/constants.ts';
import { QUOTATION_TEXTS } from '#domain/quote/quotationTexts.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { seedCatalogue } from './helpers/catalogue.ts';
import { formOf } from './helpers/fixtures.ts';

let t: TestApp;
let token: string;
const product: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ chatPhone: '6281111111111' });
  token = await t.login();
  const seeds = [
    { name: 'Silinder Kompak AK-32x50', harga: 800_000 },
    { name: 'Fitting Push-in 8mm', harga: 8_500 },
    { name: 'Panel Rentang', harga: 1_000_000, fields: { harga_akhir: '1500000' } },
  ];
  const { products } = await seedCatalogue(t, token, { products: seeds });
  seeds.forEach((seed, index) => (product[seed.name] = products[index] as number));
});
afterAll(() => t.close());

let buyerCount = 0;
/** A new request of the given products; answers its id and its items' ids. */
async function requestOf(names: string[], quantities: number[]) {
  buyerCount += 1;
  const sent = await t.call('POST', '/quote', {
    json: {
      name: `Budi ${buyerCount}`,
      company: 'PT Maju Jaya',
      phone: '0812-3456-7890',
      city: 'Surabaya',
      consent: true,
      items: names.map((name, index) => ({
        productId: product[name],
        quantity: quantities[index],
      })),
    },
  });
  expect(sent.status).toBe(200);
  const found = await t.call('GET', `/admin/quote?search=${sent.body.data.reference}`, { token });
  const id = found.body.data[0].id as number;
  const detail = await t.call('GET', `/admin/quote/${id}`, { token });
  return { id, itemIds: detail.body.data.items.map((item: { id: number }) => item.id) as number[] };
}

/** A request with a 5 % discount on 'Inden 3 minggu' and 12,5 % on 'Ready Stok', its terms set. */
async function preparedQuote() {
  const { id, itemIds } = await requestOf(
    ['Silinder Kompak AK-32x50', 'Fitting Push-in 8mm'],
    [10, 100],
  );
  const update = await t.call('POST', `/admin/quote/update/${id}`, {
    token,
    json: {
      items: [
        { id: itemIds[0], discountPercent: 5, leadTime: 'Inden', leadTimeWeeks: 3 },
        { id: itemIds[1], discountPercent: 12.5, leadTime: 'Ready Stok' },
      ],
      validUntil: '2099-12-31',
      paymentTerms: '50% di muka',
      deliveryTerms: 'Franco Surabaya',
      signatoryName: 'Andi Wijaya',
      signatoryTitle: 'Manajer Penjualan',
    },
  });
  expect(update.status).toBe(200);
  return { id, itemIds, detail: update.body.data };
}

const sendOf = (id: number) => t.call('POST', `/admin/quote/send/${id}`, { token });
const tokenOf = (publicUrl: string) => publicUrl.split('/penawaran/lihat/')[1] as string;
const view = (linkToken: string) => t.call('GET', `/quote/view/${linkToken}`);

function pdfText(bytes: ArrayBuffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'kp-letter-'));
  const file = path.join(folder, 'letter.pdf');
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const accept = (linkToken: string, fields: Record<string, string>, po?: [Buffer, string]) =>
  t.call('POST', `/quote/accept/${linkToken}`, {
    form: formOf(fields, po ? [['po', po[0], po[1]]] : []),
  });
const pdfFile = Buffer.from('%PDF-1.4\n% PO 0815\n%%EOF\n');

describe('preparing and sending a quotation', () => {
  it('prices each line after its discount, keeps the terms, and blocks ranged or empty lines', async () => {
    const { detail } = await preparedQuote();
    expect(detail.items.map((item: { subtotal: number }) => item.subtotal)).toEqual([
      7_600_000, 743_750,
    ]);
    expect(detail.totals).toMatchObject({ subtotal: 8_343_750, dpp: 7_648_438, ppn: 917_813 });
    expect(detail).toMatchObject({ validUntil: '2099-12-31', paymentTerms: '50% di muka' });
    const blocked = await requestOf(['Panel Rentang', 'Fitting Push-in 8mm'], [1, 2]);
    const refused = await sendOf(blocked.id);
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors.items).toBe(QUOTATION_TEXTS.blockedLines(['Panel Rentang']));
    const inden = await t.call('POST', `/admin/quote/update/${blocked.id}`, {
      token,
      json: { items: [{ id: blocked.itemIds[0], leadTime: 'Inden' }], validUntil: '2000-01-01' },
    });
    expect(inden.status).toBe(422);
    expect(inden.body.data.errors).toEqual({
      items: QUOTATION_TEXTS.leadTimeWeeksRequired,
      validUntil: QUOTATION_TEXTS.validUntilPast,
    });
  });

  it('freezes Rev.0 with its PDF, a link and a WhatsApp message, and sets Dikirim', async () => {
    const { id } = await preparedQuote();
    const sent = await sendOf(id);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ revision: 0, emailed: false });
    expect(sent.body.data.letterNumber).toMatch(/^PNW-\d{6}-\d{5}\/Rev\.0$/);
    const linkToken = tokenOf(sent.body.data.publicUrl);
    // 256 random bits, base64url.
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.body.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(sent.body.data.whatsappUrl)).toContain(sent.body.data.publicUrl);
    const detail = await t.call('GET', `/admin/quote/${id}`, { token });
    expect(detail.body.data.status).toBe('sent');
    expect(detail.body.data.revisions).toEqual([
      expect.objectContaining({ revision: 0, status: 'sent', total: 9_261_563 }),
    ]);
    // The PDF's text: revision, discounts, delivery times, validity, terms and totals.
    const pdf = await t.call('GET', `/admin/quote/pdf/${id}?revision=0`, { token });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as ArrayBuffer);
    for (const expected of [
      sent.body.data.letterNumber,
      'Rev. 0',
      'Inden 3 minggu',
      'Ready Stok',
      '5%',
      '12,5%',
      'Berlaku sampai: 31 Desember 2099',
      'Franco Surabaya',
      'Andi Wijaya',
      'Rp 7.600.000',
      'Rp 743.750',
      'Rp 8.343.750',
      'Rp 7.648.438',
      'Rp 917.813',
      'Rp 9.261.563',
      'sembilan juta dua ratus enam puluh satu ribu lima ratus enam puluh tiga rupiah',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    expect((await t.call('GET', `/admin/quote/pdf/${id}?revision=1`, { token })).status).toBe(404);
  });

  it('makes one revision when sent twice at once', async () => {
    const { id } = await preparedQuote();
    const answers = await Promise.all([sendOf(id), sendOf(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const detail = await t.call('GET', `/admin/quote/${id}`, { token });
    expect(detail.body.data.revisions).toHaveLength(1);
  });

  it('refuses the second press that read the revision number after the first was stored; a changed letter is Rev.1', async () => {
    const { id, itemIds } = await preparedQuote();
    expect((await sendOf(id)).status).toBe(200);
    const again = await sendOf(id);
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe(QUOTATION_TEXTS.sendingTwice);
    const changed = await t.call('POST', `/admin/quote/update/${id}`, {
      token,
      json: { items: [{ id: itemIds[0], discountPercent: 7.5 }] },
    });
    expect(changed.status).toBe(200);
    const rev1 = await sendOf(id);
    expect(rev1.status).toBe(200);
    expect(rev1.body.data.revision).toBe(1);
    const detail = await t.call('GET', `/admin/quote/${id}`, { token });
    expect(detail.body.data.revisions).toHaveLength(2);
  });
});

describe("the buyer's link", () => {
  it('shows the letter, no-store and noindex, and its PDF; an unknown token is 404 in the same time', async () => {
    const { id } = await preparedQuote();
    const sent = await sendOf(id);
    const linkToken = tokenOf(sent.body.data.publicUrl);
    const page = await view(linkToken);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body.data).toMatchObject({
      revision: 0,
      status: 'sent',
      expired: false,
      superseded: false,
      signatoryName: 'Andi Wijaya',
    });
    const pdf = await t.call('GET', `/quote/view/pdf/${linkToken}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    // The page route /penawaran/lihat/<token>: server/test/page-render.test.ts.
    // A guessed token and one a character off a real one: 404 alike, in about the same time.
    const guessed = 'A'.repeat(43);
    const nearMiss = `${linkToken.slice(0, -1)}${linkToken.endsWith('A') ? 'B' : 'A'}`;
    const timings: Record<string, number[]> = { guessed: [], nearMiss: [] };
    for (let round = 0; round < 15; round += 1)
      for (const [name, candidate] of [
        ['guessed', guessed],
        ['nearMiss', nearMiss],
      ] as const) {
        const started = performance.now();
        const answer = await view(candidate);
        timings[name]?.push(performance.now() - started);
        expect(answer.status).toBe(404);
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[7] ?? 0;
    const [a, b] = [median(timings.guessed ?? []), median(timings.nearMiss ?? [])];
    expect(Math.abs(a - b), `medians ${a} ms and ${b} ms`).toBeLessThan(Math.max(a, b) * 0.5 + 3);
  });

  it('accepts with a PO PDF (checked by content and size), audited; the PO is for staff only', async () => {
    const { id } = await preparedQuote();
    const linkToken = tokenOf((await sendOf(id)).body.data.publicUrl);
    const fields = { name: 'Budi Santoso', title: 'Manajer Pembelian', poNumber: 'PO-0815' };
    const notPdf = await accept(linkToken, fields, [Buffer.from('<html>PO</html>'), 'po.pdf']);
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.data.errors.po).toBe(QUOTATION_TEXTS.poInvalid);
    const large = Buffer.concat([pdfFile, Buffer.alloc(QUOTE_PO_MAX_BYTES)]);
    const tooLarge = await accept(linkToken, fields, [large, 'po.pdf']);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.data.errors.po).toBe(QUOTATION_TEXTS.poInvalid);
    const accepted = await accept(linkToken, fields, [pdfFile, 'PO 0815.pdf']);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      acceptance: { name: 'Budi Santoso', poNumber: 'PO-0815', hasPo: true },
    });
    expect((await accept(linkToken, fields)).status).toBe(409);
    // No revision after it: what the buyer agreed to with the PO stays as it was.
    const again = await sendOf(id);
    expect(again.status).toBe(422);
    expect(again.body.data.errors.items).toBe(QUOTATION_TEXTS.acceptedCannotSend);
    const detail = await t.call('GET', `/admin/quote/${id}`, { token });
    expect(detail.body.data).toMatchObject({
      status: 'accepted',
      acceptance: { revision: 0, title: 'Manajer Pembelian', poFile: { name: 'PO-0815.pdf' } },
    });
    const po = await t.call('GET', `/admin/quote/po/${id}`, { token });
    expect(po.status).toBe(200);
    expect(Buffer.from(po.body as ArrayBuffer).equals(pdfFile)).toBe(true);
    expect((await t.call('GET', `/admin/quote/po/${id}`)).status).toBe(401);
    const audit = await t.call('GET', `/admin/audit?entity=quote&recordId=${id}`, { token });
    expect(JSON.stringify(audit.body)).toContain('accepted');
  });

  it('asks a revision, Rev.1 follows, and the old link shows Rev.1; past its date it says so', async () => {
    const { id } = await preparedQuote();
    const oldToken = tokenOf((await sendOf(id)).body.data.publicUrl);
    const asked = await t.call('POST', `/quote/revise/${oldToken}`, {
      json: { note: 'Mohon diskon tambahan' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 'revision',
      revisionRequest: { note: 'Mohon diskon tambahan' },
    });
    expect((await t.call('GET', `/admin/quote/${id}`, { token })).body.data.status).toBe(
      'revision',
    );
    const rev1 = await sendOf(id);
    expect(rev1.body.data.revision).toBe(1);
    const old = await view(oldToken);
    expect(old.body.data).toMatchObject({ revision: 1, superseded: true, status: 'sent' });
    expect(old.body.meta.message).toBe(QUOTATION_TEXTS.superseded);
    const clock = t.clock.now;
    t.clock.now = new Date('2100-01-02T00:00:00Z');
    try {
      const expired = await view(tokenOf(rev1.body.data.publicUrl));
      expect(expired.status).toBe(200);
      expect(expired.body.data.expired).toBe(true);
      expect(expired.body.meta.message).toBe(QUOTATION_TEXTS.expired);
      const late = await accept(tokenOf(rev1.body.data.publicUrl), { name: 'B', title: 'C' });
      expect(late.status).toBe(422);
    } finally {
      t.clock.now = clock;
    }
  });

  it("answers 410 after 'Hapus Data Pribadi', and the PO is gone", async () => {
    const { id } = await preparedQuote();
    const linkToken = tokenOf((await sendOf(id)).body.data.publicUrl);
    const fields = { name: 'Budi Santoso', title: 'Manajer Pembelian' };
    expect((await accept(linkToken, fields, [pdfFile, 'po.pdf'])).status).toBe(200);
    expect((await t.call('DELETE', `/admin/quote/${id}`, { token })).status).toBe(200);
    expect((await view(linkToken)).status).toBe(410);
    expect((await t.call('GET', `/quote/view/pdf/${linkToken}`)).status).toBe(410);
    expect((await t.call('GET', `/admin/quote/po/${id}`, { token })).status).toBe(404);
    const pdf = await t.call('GET', `/admin/quote/pdf/${id}`, { token });
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.body as ArrayBuffer)).not.toContain('Budi');
  });
});
