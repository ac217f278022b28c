import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WHATSAPP_URL_MAX,
  fitEncoded,
  quoteInboxUrl,
  quoteRequestWhatsappUrl,
  whatsappPrice,
  whatsappQuoteUrl,
  type WhatsappQuote,
  type WhatsappQuoteItem,
} from './whatsapp.ts';

const PHONE = '6281234567890';
const REST = 'https://katalog.example.com/admin/penawaran/42';

const item = (name: string, extra: Partial<WhatsappQuoteItem> = {}): WhatsappQuoteItem => ({
  name,
  quantity: 10,
  harga: 1_250_000,
  hargaAkhir: null,
  note: null,
  ...extra,
});

const quote = (items: WhatsappQuoteItem[], note: string | null = null): WhatsappQuote => ({
  reference: 'PNW-202611-00042',
  name: 'Budi Santoso',
  company: 'PT Maju & Jaya',
  note,
  items,
});

/** The text a WhatsApp client reads from the link. */
const decoded = (url: string): string => {
  const prefix = `https://wa.me/${PHONE}?text=`;
  expect(url.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url.slice(prefix.length));
};

describe('whatsappQuoteUrl', () => {
  it('lists every item with its quantity, price and note, the buyer’s note and the reference', () => {
    const url = whatsappQuoteUrl(
      quote(
        [
          item('Silinder SC 63x100', { note: 'Warna silver' }),
          item('Katup Solenoid 4V210', { quantity: 3, harga: 320_000, hargaAkhir: 450_000 }),
          item('Fitting PC 8-02'),
        ],
        'Mohon kirim ke Surabaya',
      ),
      PHONE,
      REST,
    );
    const text = decoded(url);
    expect(text).toContain(
      '1. Silinder SC 63x100, Jumlah: 10, Harga: Rp 1.250.000, Catatan: Warna silver',
    );
    expect(text).toContain('2. Katup Solenoid 4V210, Jumlah: 3, Harga: Rp 320.000 - Rp 450.000');
    expect(text).toContain('3. Fitting PC 8-02');
    expect(text).toContain('Catatan: Mohon kirim ke Surabaya');
    expect(text).toContain('PNW-202611-00042');
    expect(text).not.toContain(REST);
  });

  it('brings emoji, Rp, &, # and % back as written', () => {
    const tricky = 'Katup 🔧 & Fitting #5 100% Rp 1.000 👨‍👩‍👧 🇮🇩 a+b=c?d';
    const url = whatsappQuoteUrl(quote([item(tricky, { note: tricky })], tricky), PHONE, REST);
    // Nothing in the query breaks the link: no raw '&', '#', '%' or space after '?text='.
    expect(url.split('?text=')[1]).toMatch(/^[A-Za-z0-9%\-_.!~*'()]*$/);
    const text = decoded(url);
    expect(text.split(tricky).length - 1).toBe(3);
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });

  it('stays under 4,096 characters and sends the first items and a link to the rest', () => {
    const items = Array.from({ length: 50 }, (_, index) =>
      item(`Silinder Pneumatik Kompak Seri ${index + 1} dengan Magnet 🔧`, {
        note: `Catatan panjang untuk produk ${index + 1}: ${'mohon info stok & waktu kirim '.repeat(4)}`,
      }),
    );
    const url = whatsappQuoteUrl(quote(items, 'Catatan pembeli'), PHONE, REST);
    expect(url.length).toBeLessThan(WHATSAPP_URL_MAX);
    const text = decoded(url);
    expect(text).toContain('1. Silinder Pneumatik Kompak Seri 1 dengan Magnet 🔧');
    const shown = text.match(/^\d+\. /gm)?.length ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(50);
    expect(text).toContain(`...dan ${50 - shown} produk lainnya: ${REST}`);
    expect(text).toContain('PNW-202611-00042');
    expect(text).toContain('Catatan pembeli');
  });

  it('keeps a short list whole even when its notes are full of emoji', () => {
    const note = '🔧'.repeat(500);
    const url = whatsappQuoteUrl(quote([item('Silinder', { note })], note), PHONE, REST);
    expect(url.length).toBeLessThan(WHATSAPP_URL_MAX);
    const text = decoded(url);
    expect(text).toContain('1. Silinder');
    expect(text).not.toContain('produk lainnya');
    // Cut between emoji, never inside one.
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('fitEncoded', () => {
  it('cuts between graphemes and marks the cut', () => {
    const family = '👨‍👩‍👧';
    const cut = fitEncoded(family.repeat(10), 200);
    expect(encodeURIComponent(cut).length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('…')).toBe(true);
    expect(
      cut
        .slice(0, -1)
        .split(family)
        .every((rest) => rest === ''),
    ).toBe(true);
    expect(fitEncoded('pendek', 200)).toBe('pendek');
  });
});

describe('whatsappPrice', () => {
  it('writes id-ID rupiah with "Rp "', () => {
    expect(whatsappPrice(1_250_000, null)).toBe('Rp 1.250.000');
    expect(whatsappPrice(1_250_000, 1_250_000)).toBe('Rp 1.250.000');
    expect(whatsappPrice(0, null)).toBe('Rp 0');
    expect(whatsappPrice(null, null)).toBe('-');
  });
});

describe('whatsappQuoteUrl on any text', () => {
  it('never throws, stays under the bound and keeps the reference, whatever the names and notes', () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 700 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: anyText, note: fc.option(anyText) }), {
          minLength: 1,
          maxLength: 50,
        }),
        fc.option(anyText),
        anyText,
        (items, note, name) => {
          const url = whatsappQuoteUrl(
            {
              reference: 'PNW-202611-00042',
              name,
              company: null,
              note,
              items: items.map((entry) => item(entry.name, { note: entry.note })),
            },
            PHONE,
            REST,
          );
          expect(url.length).toBeLessThan(WHATSAPP_URL_MAX);
          expect(decoded(url)).toContain('PNW-202611-00042');
        },
      ),
      { numRuns: 60 },
    );
    // 60 lists of up to 50 items of 700 random characters: seconds of grapheme work, not a hang.
  }, 30_000);
});

describe('a broken text', () => {
  it('turns half an emoji into U+FFFD instead of throwing', () => {
    const url = whatsappQuoteUrl(quote([item('Katup \uD83D')], 'a\uDD27b'), PHONE, REST);
    expect(decoded(url)).toContain('Katup \uFFFD');
    expect(decoded(url)).toContain('a\uFFFDb');
  });
});

describe('quoteRequestWhatsappUrl', () => {
  it('names each item by its product as it is now, else by the name it was sent with', () => {
    const products = new Map([
      [7, { name: 'Silinder SC 63x100', harga: 850_000, hargaAkhir: 1_250_000 }],
    ]);
    const url = quoteRequestWhatsappUrl(
      {
        id: 42,
        reference: 'PNW-202611-00042',
        name: 'Budi Santoso',
        company: null,
        note: null,
        items: [
          { productId: 7, quantity: 2, note: null, productName: 'Nama Lama' },
          { productId: 9, quantity: 1, note: 'Bekas', productName: 'Fitting Lama' },
        ],
      },
      (id) => (id === null ? undefined : products.get(id)),
      { chatPhone: PHONE, origin: 'https://katalog.example.com' },
    );
    const text = decoded(url);
    expect(text).toContain('1. Silinder SC 63x100, Jumlah: 2, Harga: Rp 850.000 - Rp 1.250.000');
    expect(text).toContain('2. Fitting Lama, Jumlah: 1, Harga: -, Catatan: Bekas');
  });

  it('links the rest to the request in the inbox, by the admin route table', () => {
    expect(quoteInboxUrl('https://katalog.example.com', 42)).toBe(REST);
  });
});
