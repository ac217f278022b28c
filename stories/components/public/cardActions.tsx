// Product cards with both of their buttons ('Tambah ke Penawaran' and 'Bandingkan'), laid out by
// the real grid at the widths a page gives it, and the check that every button fits its card.
import { expect, fn, within } from 'storybook/test';
import { CompareButton } from '../../../src/components/public/Compare/CompareButton.tsx';
import { ProductGrid } from '../../../src/components/public/ProductGrid/ProductGrid.tsx';
import type { ProductCardProduct } from '../../../src/components/public/ProductCard/ProductCard.tsx';
import type { AddOutcome } from '../../../src/components/public/QuoteList/quoteItems.ts';
import { COMPARE_STORAGE_KEY } from '../../../src/lib/catalogue/compareList.ts';
import { products } from './fixtures.ts';

/**
 * Width of the results column: the window less the page's 16 px margins, less the 260 px filter
 * panel and its 24 px gap when the panel shows (from the 1024 px desktop breakpoint).
 */
export function resultsWidth(windowWidth: number, hasPanel: boolean): number {
  const page = Math.min(windowWidth, 1440) - 2 * 16;
  return hasPanel ? page - 260 - 24 : page;
}

/** One row's worth of cards of a search or list page, each with both buttons. */
export function CardsWithActions({ width, count = 4 }: { width: number; count?: number }) {
  return (
    <div style={{ width, padding: '16px 0' }}>
      <ProductGrid
        products={products.slice(0, count)}
        total={count}
        renderActions={(product: ProductCardProduct) => (
          <CompareButton product={{ id: product.id, name: product.name, image: null }} />
        )}
        onAddToQuote={fn((): AddOutcome => 'added')}
      />
    </div>
  );
}

/** Starts with nothing chosen for comparison, so every 'Bandingkan' is in its resting state. */
export function clearCompareList() {
  localStorage.removeItem(COMPARE_STORAGE_KEY);
  return {};
}

/** Whether `inner` lies wholly inside `outer` (0.5 px tolerance for sub-pixel widths). */
function isInside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5
  );
}

/**
 * Every card under `root` shows 'Tambah ke Penawaran' and 'Bandingkan' whole: each button lies
 * inside its card, and no word of a button is cut or ellipsed. Returns the cards' widths.
 */
export async function expectActionsFit(root: HTMLElement, cardCount: number): Promise<number[]> {
  const cards = Array.from(root.querySelectorAll('article'));
  await expect(cards).toHaveLength(cardCount);
  for (const card of cards) {
    const cardBox = card.getBoundingClientRect();
    const buttons = [
      within(card).getByRole('button', { name: /^Tambah ke Penawaran / }),
      within(card).getByRole('button', { name: 'Bandingkan' }),
    ];
    for (const button of buttons) {
      await expect(isInside(button.getBoundingClientRect(), cardBox)).toBe(true);
      // The button's own box and its label hold all of their text.
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      for (const part of Array.from(button.children)) {
        if (part.getAttribute('aria-hidden') === 'true') continue;
        await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
      }
    }
    // Nothing else runs past the card's edge either.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  }
  return cards.map((card) => Math.round(card.getBoundingClientRect().width));
}
