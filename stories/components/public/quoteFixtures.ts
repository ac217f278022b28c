// Quote-list lines for stories, made from the mock catalogue so that a sent list names real products.
import { db } from '../../../mocks/db.ts';
import type { QuoteLine } from '../../../src/components/public/QuoteList/quoteItems.ts';
import { quoteProductOf } from '../../../src/components/public/QuoteList/useQuoteList.ts';
import { QUOTE_STORAGE_KEY } from '../../../src/components/public/QuoteList/useQuoteList.ts';

/** The first `count` active products as lines (quantity 1, 2, 3 …). */
export function quoteLines(count: number, { withNotes = false } = {}): QuoteLine[] {
  const products = db.products.filter((product) => product.isActive);
  return Array.from({ length: count }, (_, index) => {
    const product = products[index % products.length]!;
    return {
      product: {
        ...quoteProductOf(product),
        id: index < products.length ? product.id : 1000 + index,
      },
      quantity: index + 1,
      note: withNotes && index === 0 ? 'Warna silver, kirim ke Surabaya' : '',
    };
  });
}

/** The same lines without any price ('Harga akan dikonfirmasi', no total). */
export function unpricedLines(count: number): QuoteLine[] {
  return quoteLines(count).map((line) => ({ ...line, product: { ...line.product, harga: 0 } }));
}

/**
 * Puts `lines` into the stored list for one story and empties it afterwards (Storybook's
 * beforeEach: its returned function runs when the story is left).
 */
export function storedQuoteList(lines: readonly QuoteLine[]) {
  return () => {
    localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(lines));
    return () => localStorage.removeItem(QUOTE_STORAGE_KEY);
  };
}
