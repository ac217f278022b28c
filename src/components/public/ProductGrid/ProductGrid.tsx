import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { EmptyBoxIcon, EmptyState } from '../EmptyState/EmptyState.tsx';
import { ProductCard, ProductCardSkeleton } from '../ProductCard/ProductCard.tsx';
import type { ProductCardProduct, ProductCardProps } from '../ProductCard/ProductCard.tsx';
import { Grid, GridItem, GridRoot, Summary, SummarySkeleton } from './ProductGrid.styles.ts';
import { PRODUCTS_EMPTY_TEXT, productListSummary, searchResultSummary } from './texts.ts';

import { PRODUCT_PAGE_SIZE } from './pageSize.ts';

export { PRODUCT_PAGE_SIZE };

/** Cards of the first row on a phone (two columns): their pictures load first, not lazily. */
const PRIORITY_CARDS = 2;

/** Props of ProductGrid. */
export interface ProductGridProps {
  /** The products of the current page. */
  products: ReadonlyArray<ProductCardProduct>;
  /** Number of matching products over all pages (meta.total); the header shows it. */
  total: number;
  /** list: 'Menampilkan {total} produk ...'; search: '... dari hasil pencarian'. */
  variant?: 'list' | 'search';
  /** Whether the page is loading: shows placeholder cards and marks the region busy. */
  isLoading?: boolean;
  /** How many placeholder cards show while loading (12 by default). */
  skeletonCount?: number;
  /** Accessible name of the region ('Daftar produk' by default). */
  label?: string;
  /** Builds each card's detail link from the product id (default /detail-product/{id}). */
  getProductHref?: HrefById;
  /** Called with the product and its 0-based place on the page when its card is opened. */
  onProductOpen?: (product: ProductCardProduct, index: number) => void;
  /** Each card link's mark, given its product and 0-based place (a report on a page in islands). */
  getLinkMark?: (product: ProductCardProduct, index: number) => ProductCardProps['linkMark'];
  /** Controls of each card ('Bandingkan'), given its product. */
  renderActions?: (product: ProductCardProduct) => ReactNode;
  /** Adds a product to the quote list; with it every card shows 'Tambah ke Penawaran'. */
  onAddToQuote?: ProductCardProps['onAddToQuote'];
  /** Each card's quote control, given its product, in place of the one `onAddToQuote` builds. */
  renderQuote?: (product: ProductCardProduct) => ReactNode;
  /** Shown when there is no product instead of SPEC's 'Data Produk Belum Tersedia' (a search or filters that match nothing). */
  emptyContent?: ReactNode;
}

/** The header line, the cards of one page, the loading grid and the empty state of a product list. */
export function ProductGrid({
  products,
  total,
  variant = 'list',
  isLoading = false,
  skeletonCount = PRODUCT_PAGE_SIZE,
  label = 'Daftar produk',
  getProductHref,
  onProductOpen,
  getLinkMark,
  renderActions,
  onAddToQuote,
  renderQuote,
  emptyContent,
}: ProductGridProps) {
  const summary = variant === 'search' ? searchResultSummary(total) : productListSummary(total);
  const isEmpty = !isLoading && products.length === 0;
  return (
    <GridRoot aria-label={label} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <SummarySkeleton>
          <Skeleton variant="text" />
        </SummarySkeleton>
      ) : (
        <Summary>{summary}</Summary>
      )}
      {isEmpty
        ? (emptyContent ?? <EmptyState text={PRODUCTS_EMPTY_TEXT} icon={<EmptyBoxIcon />} />)
        : null}
      {isLoading ? (
        <Grid aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <GridItem key={index}>
              <ProductCardSkeleton />
            </GridItem>
          ))}
        </Grid>
      ) : null}
      {!isLoading && products.length > 0 ? (
        <Grid>
          {products.map((product, index) => (
            <GridItem key={product.id}>
              <ProductCard
                product={product}
                getProductHref={getProductHref}
                isPriority={index < PRIORITY_CARDS}
                onOpen={onProductOpen ? () => onProductOpen(product, index) : undefined}
                linkMark={getLinkMark?.(product, index)}
                actions={renderActions?.(product)}
                onAddToQuote={onAddToQuote}
                quote={renderQuote?.(product)}
              />
            </GridItem>
          ))}
        </Grid>
      ) : null}
    </GridRoot>
  );
}
