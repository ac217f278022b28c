import { useSearchParams } from 'react-router-dom';
import { useApiQuery } from '@/api/hooks/query.ts';
import type { GetQuery } from '@/api/hooks/query.ts';
import { PRODUCT_PAGE_SIZE } from '@/components/public/ProductGrid/ProductGrid.tsx';
import { PageMain, PageTitle } from '../shared/Page.tsx';
import { readId } from '@/lib/ids.ts';
import { ProductResults } from '../shared/ProductResults.tsx';
import { usePageParam } from '../shared/usePageParam.ts';
import { BrandHeader } from './BrandHeader.tsx';
import { PRODUCT_LIST_TITLE } from './texts.ts';
import type { ProductListKind } from './texts.ts';

/** Props of ProductList. */
export interface ProductListProps {
  /** category, brand or type (each by ?id=), or new (newest first, no id). */
  kind: ProductListKind;
}

/** The GET product query of a list; null when the list needs an id the URL lacks. */
function listQuery(kind: ProductListKind, id: number | null, page: number): GetQuery<'/product'> | null {
  const base = { page, limit: PRODUCT_PAGE_SIZE };
  if (kind === 'new') return { ...base, sortBy: 'created_at' };
  if (id === null) return null;
  if (kind === 'category') return { ...base, category: id };
  if (kind === 'brand') return { ...base, brand: id };
  return { ...base, type: id };
}

const NO_PRODUCTS = { data: { data: [], meta: { total: 0 } }, isLoading: false, mutate: () => undefined };

/** Products by category, brand or type (?id=) or the new-product list (SPEC 2.2), 12 a page. */
export function ProductList({ kind }: ProductListProps) {
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const id = readId(params.get('id'));
  const query = listQuery(kind, id, page);
  const products = useApiQuery(query ? '/product' : null, query ? { query } : undefined, {
    keepPreviousData: true,
  });
  return (
    <PageMain>
      <PageTitle>{PRODUCT_LIST_TITLE[kind]}</PageTitle>
      {kind === 'brand' && id !== null ? <BrandHeader id={id} /> : null}
      <ProductResults
        query={query ? products : NO_PRODUCTS}
        variant="list"
        page={page}
        onPageChange={setPage}
      />
    </PageMain>
  );
}
