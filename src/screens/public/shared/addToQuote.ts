import { reportQuoteAdd } from '@/api/events.ts';
import type { ProductCardProduct } from '@/components/public/ProductCard/ProductCard.tsx';
import type { AddOutcome, QuoteProduct } from '@/components/public/QuoteList/quoteItems.ts';
import { quoteProductOf, type QuoteList } from '@/components/public/QuoteList/useQuoteList.ts';

/**
 * 'Tambah ke Penawaran' from a card or the product page: adds to the visitor's list and, when it
 * went in (not refused for a full list), counts a quote add for the staff figures (issue 26).
 */
export function addToQuote(
  list: QuoteList,
  product: ProductCardProduct,
  quantity: number,
): AddOutcome {
  return addQuoteProduct(list, quoteProductOf(product), quantity);
}

/** The same, from what a line remembers of the product (a card's island carries only that). */
export function addQuoteProduct(
  list: QuoteList,
  product: QuoteProduct,
  quantity: number,
): AddOutcome {
  const outcome = list.add(product, quantity);
  if (outcome !== 'full') reportQuoteAdd(product.id);
  return outcome;
}
