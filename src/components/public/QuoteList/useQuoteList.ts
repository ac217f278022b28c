// The visitor's quote list, kept in localStorage by use-local-storage-state: it survives reloads,
// every tab shows the same list (the library listens to the `storage` event and tells every hook
// of the same key in this tab too), and when storage is full or disabled (Safari's private mode,
// a quota) the list lives on in memory for this visit instead of failing. The server renders an
// empty list (it has no storage); the browser shows the stored one once it has hydrated.
import { useCallback, useMemo } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import { productCoverPath } from '../ProductCard/productCover.ts';
import type { ProductCardProduct } from '../ProductCard/ProductCard.tsx';
import {
  EMPTY_QUOTE_LIST,
  readQuoteList,
  withAdded,
  withLineChanged,
  withoutLine,
} from './quoteItems.ts';
import type { AddOutcome, QuoteLine, QuoteProduct } from './quoteItems.ts';

import { QUOTE_STORAGE_KEY } from './quoteStorage.ts';

export { QUOTE_STORAGE_KEY };

// What is stored is read through readQuoteList, so a damaged or foreign value is an empty list.
const serializer = {
  stringify: (value: unknown) => JSON.stringify(value),
  parse: (text: string) => readQuoteList(JSON.parse(text)),
};

/** The quote list and its changes. */
export interface QuoteList {
  /** The lines, oldest first. */
  lines: readonly QuoteLine[];
  /** Whether the list is kept across reloads (false when storage is full or disabled). */
  isPersistent: boolean;
  /** Adds `quantity` of a product (or raises its line); says what it did. */
  add: (product: QuoteProduct, quantity: number) => AddOutcome;
  /** Changes one line's quantity or note. */
  change: (productId: number, change: { quantity?: number; note?: string }) => void;
  /** Removes one line. */
  remove: (productId: number) => void;
  /** Empties the list (after the request was sent). */
  clear: () => void;
}

/** The quote list of this browser, shared by every component that reads it. */
export function useQuoteList(): QuoteList {
  const [stored, setStored, { isPersistent, removeItem }] = useLocalStorageState<
    readonly QuoteLine[]
  >(QUOTE_STORAGE_KEY, { serializer });
  const lines = stored ?? EMPTY_QUOTE_LIST;
  const add = useCallback(
    (product: QuoteProduct, quantity: number) => {
      // Computed from the value this render saw: the outcome is what the visitor is told.
      const next = withAdded(lines, product, quantity);
      if (next.outcome !== 'full') setStored(next.lines);
      return next.outcome;
    },
    [lines, setStored],
  );
  const change = useCallback(
    (productId: number, change: { quantity?: number; note?: string }) =>
      setStored((current) => withLineChanged(current ?? EMPTY_QUOTE_LIST, productId, change)),
    [setStored],
  );
  const remove = useCallback(
    (productId: number) =>
      setStored((current) => withoutLine(current ?? EMPTY_QUOTE_LIST, productId)),
    [setStored],
  );
  return useMemo(
    () => ({ lines, isPersistent, add, change, remove, clear: removeItem }),
    [lines, isPersistent, add, change, remove, removeItem],
  );
}

/** What a line remembers of a product shown on a card or its page. */
export function quoteProductOf(product: ProductCardProduct): QuoteProduct {
  return {
    id: product.id,
    name: product.name,
    harga: product.harga,
    hargaAkhir: product.hargaAkhir ?? null,
    cover: productCoverPath(product),
  };
}
