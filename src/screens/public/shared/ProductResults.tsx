import type { ReactNode } from 'react';
import { reportEvent, reportMark } from '@/api/events.ts';
import { PRODUCT_PAGE_SIZE, ProductGrid } from '@/components/public/ProductGrid/ProductGrid.tsx';
import type { ProductCardProduct } from '@/components/public/ProductCard/ProductCard.tsx';
import { productCoverPath } from '@/components/public/ProductCard/productCover.ts';
import { CompareBar } from '@/components/public/Compare/CompareBar.tsx';
import { CompareButton } from '@/components/public/Compare/CompareButton.tsx';
import { quoteProductOf } from '@/components/public/QuoteList/useQuoteList.ts';
import { Island } from '@/ui/islands/Island.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { CardQuote } from './CardQuote.tsx';
import type { VisitorEvent } from '@/lib/insights/insights.ts';
import { errorText } from './errorText.ts';
import { ListPagesIsland } from './ListPagesIsland.tsx';
import { LoadError } from './Page.tsx';

/** The hidden heading above the cards. */
export const PRODUCTS_HEADING = 'Daftar produk';

/** What a public product list call answers, as far as the results read it. */
export interface ProductResultsQuery {
  /** The answer: one page of products and meta.total. */
  data?: { data: ReadonlyArray<ProductCardProduct>; meta: { total: number } };
  /** The failure, if the call failed. */
  error?: unknown;
  /** Whether the first answer is awaited. */
  isLoading: boolean;
  /** Whether a newer answer (another page) is awaited. */
  isValidating?: boolean;
  /** Asks again ('Coba lagi'). */
  mutate: () => unknown;
}

/** Props of ProductResults. */
export interface ProductResultsProps {
  /** The list call's state. */
  query: ProductResultsQuery;
  /** list: 'Menampilkan {total} produk ...'; search: '... dari hasil pencarian'. */
  variant: 'list' | 'search';
  /** The page shown (the address's `?page=`, which the pagination changes). */
  page: number;
  /**
   * The event a card's opening reports (issue 26), given its product and 1-based place over all
   * pages: sent by the link's handler where the whole app runs, from the link's mark on a page in
   * islands (app/islands/reports.ts; the cards are server HTML there).
   */
  openEvent?: (product: ProductCardProduct, position: number) => VisitorEvent;
  /** Shown instead of SPEC's empty text when a search or filters match nothing (NoMatch). */
  noMatch?: ReactNode;
}

// Each control is an island of a public page (issue 34): the cards' texts and pictures are the
// page's HTML, and the islands share the visitor's lists through localStorage (the top bar's
// quote count, the compare tray).

/** A card's 'Bandingkan' (issue 24). */
function compareAction(product: ProductCardProduct) {
  return (
    <Island
      name="compare-button"
      component={CompareButton}
      props={{ product: { id: product.id, name: product.name, image: productCoverPath(product) } }}
    />
  );
}

/** A card's 'Jumlah' and 'Tambah ke Penawaran' (issue 25). */
function quoteAction(product: ProductCardProduct) {
  return (
    <Island name="card-quote" component={CardQuote} props={{ product: quoteProductOf(product) }} />
  );
}

/**
 * One page of product cards with the header line, the empty and error states and pagination;
 * each card can be added to the quote list and the comparison, whose bar follows the list.
 */
export function ProductResults({ query, variant, page, openEvent, noMatch }: ProductResultsProps) {
  if (query.error) {
    return <LoadError detail={errorText(query.error)} onRetry={() => void query.mutate()} />;
  }
  const total = query.data?.meta.total ?? 0;
  const eventAt = openEvent
    ? (product: ProductCardProduct, index: number) =>
        openEvent(product, (page - 1) * PRODUCT_PAGE_SIZE + index + 1)
    : undefined;
  return (
    <>
      {/* The cards' names are h3: this keeps the outline h1 > h2 > h3. */}
      <VisuallyHidden as="h2">{PRODUCTS_HEADING}</VisuallyHidden>
      <ProductGrid
        products={query.data?.data ?? []}
        total={total}
        variant={variant}
        isLoading={query.isLoading}
        onProductOpen={
          eventAt ? (product, index) => reportEvent(eventAt(product, index)) : undefined
        }
        getLinkMark={
          eventAt ? (product, index) => reportMark('click', eventAt(product, index)) : undefined
        }
        renderActions={compareAction}
        renderQuote={quoteAction}
        emptyContent={noMatch}
      />
      <ListPagesIsland
        total={total}
        pageSize={PRODUCT_PAGE_SIZE}
        isLoading={query.isLoading || query.isValidating}
      />
      <Island name="compare-tray" component={CompareBar} props={{}} />
    </>
  );
}
