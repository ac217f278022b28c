import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUOTE_LIST,
  QUOTE_ITEMS_MAX,
  QUOTE_QUANTITY_MAX,
  clampQuantity,
  quoteTotal,
  readQuoteList,
  withAdded,
  withLineChanged,
  withoutLine,
} from './quoteItems.ts';
import type { QuoteLine, QuoteProduct } from './quoteItems.ts';

const product = (id: number, harga: number | string | null = 1000, hargaAkhir = null) =>
  ({ id, name: `Silinder SC-${id}`, harga, hargaAkhir, cover: null }) satisfies QuoteProduct;

const line = (id: number, quantity = 1, harga: number | string | null = 1000): QuoteLine => ({
  product: product(id, harga),
  quantity,
  note: '',
});

describe('clampQuantity', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [2.9, 2],
    [100_000, 100_000],
    [100_001, 100_000],
    ['12', 12],
    ['1.000', 1000],
    ['abc', 1],
    [Number.NaN, 1],
    [Infinity, 1],
  ])('%s → %s', (typed, expected) => {
    expect(clampQuantity(typed)).toBe(expected);
  });
});

describe('readQuoteList', () => {
  it('reads back what was stored', () => {
    const lines = [line(1, 3), { ...line(2), note: 'warna merah' }];
    expect(readQuoteList(JSON.parse(JSON.stringify(lines)))).toEqual(lines);
  });

  it('turns anything that is not a list into the empty list', () => {
    for (const stored of [null, undefined, 'x', 42, { product: product(1) }]) {
      expect(readQuoteList(stored)).toBe(EMPTY_QUOTE_LIST);
    }
  });

  it('drops lines without a valid product and keeps the first line of a product listed twice', () => {
    const stored = [
      { product: { id: 0, name: 'nol' }, quantity: 1 },
      { product: { id: 1.5, name: 'pecahan' }, quantity: 1 },
      { product: { id: 3, name: '' }, quantity: 1 },
      { product: { id: 4 }, quantity: 1 },
      'rusak',
      { product: product(5), quantity: 2, note: 'pertama' },
      { product: product(5), quantity: 9, note: 'kedua' },
    ];
    const lines = readQuoteList(stored);
    expect(lines.map((l) => [l.product.id, l.quantity, l.note])).toEqual([[5, 2, 'pertama']]);
  });

  it('brings quantities within 1..100,000 and keeps only the first 50 lines', () => {
    const stored = Array.from({ length: 60 }, (_, i) => ({ ...line(i + 1), quantity: 10 ** 9 }));
    const lines = readQuoteList(stored);
    expect(lines).toHaveLength(QUOTE_ITEMS_MAX);
    expect(lines.every((l) => l.quantity === QUOTE_QUANTITY_MAX)).toBe(true);
    expect(readQuoteList([{ product: product(1), quantity: 'x' }])[0]?.quantity).toBe(1);
  });
});

describe('changes', () => {
  it('adds a new product and raises the line of one already listed, up to the bound', () => {
    const first = withAdded(EMPTY_QUOTE_LIST, product(1), 5);
    expect(first.outcome).toBe('added');
    const again = withAdded(first.lines, product(1), 7);
    expect(again.outcome).toBe('increased');
    expect(again.lines).toEqual([{ product: product(1), quantity: 12, note: '' }]);
    expect(withAdded(again.lines, product(1), QUOTE_QUANTITY_MAX).lines[0]?.quantity).toBe(
      QUOTE_QUANTITY_MAX,
    );
  });

  it('refuses a 51st product but still raises a listed one', () => {
    const full = Array.from({ length: QUOTE_ITEMS_MAX }, (_, i) => line(i + 1));
    expect(withAdded(full, product(99), 1)).toEqual({ lines: full, outcome: 'full' });
    expect(withAdded(full, product(1), 1).outcome).toBe('increased');
  });

  it('changes one line and removes one line', () => {
    const lines = [line(1), line(2)];
    const changed = withLineChanged(lines, 2, { quantity: 0, note: 'kirim ke Surabaya' });
    expect(changed[1]).toEqual({ ...line(2), quantity: 1, note: 'kirim ke Surabaya' });
    expect(changed[0]).toBe(lines[0]);
    expect(withoutLine(lines, 1)).toEqual([line(2)]);
    expect(withoutLine([line(1)], 1)).toBe(EMPTY_QUOTE_LIST);
  });
});

describe('prices', () => {
  it('totals the list only when every line has a price', () => {
    expect(quoteTotal([line(1, 2, 1000), line(2, 3, 250_000)])).toBe(752_000);
    expect(quoteTotal([line(1, 2, 1000), line(2, 3, 0)])).toBeNull();
    expect(quoteTotal(EMPTY_QUOTE_LIST)).toBeNull();
  });
});
