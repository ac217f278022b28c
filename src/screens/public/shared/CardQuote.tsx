// A product card's 'Jumlah' and 'Tambah ke Penawaran' as an island of a public page (issue 34): it
// carries only what a quote line remembers of the product (plain data, the page's JSON) and adds
// to the visitor's list itself. The top bar's count, another island, follows the stored list.
import { AddToQuote } from '@/components/public/QuoteList/AddToQuote.tsx';
import type { QuoteProduct } from '@/components/public/QuoteList/quoteItems.ts';
import { useQuoteList } from '@/components/public/QuoteList/useQuoteList.ts';
import { addQuoteProduct } from './addToQuote.ts';

/** Props of CardQuote. */
export interface CardQuoteProps {
  /** What a quote line remembers of the card's product. */
  product: QuoteProduct;
}

/** A card's compact 'Tambah ke Penawaran', adding to the visitor's quote list. */
export function CardQuote({ product }: CardQuoteProps) {
  const quoteList = useQuoteList();
  return (
    <AddToQuote
      size="compact"
      productName={product.name}
      onAdd={(quantity) => addQuoteProduct(quoteList, product, quantity)}
    />
  );
}
