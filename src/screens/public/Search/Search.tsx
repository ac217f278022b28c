import { useSearchParams } from 'react-router-dom';
import { usePublicProducts } from '@/api/hooks/products.ts';
import { PRODUCT_PAGE_SIZE } from '@/components/public/ProductGrid/ProductGrid.tsx';
import { PageMain, PageTitle } from '../shared/Page.tsx';
import { ProductResults } from '../shared/ProductResults.tsx';
import { usePageParam } from '../shared/usePageParam.ts';

/** The h1 of the search page (ours). */
export const SEARCH_TITLE = 'Hasil Pencarian';

/** /search?search=…: 'Menampilkan {total} produk dari hasil pencarian', 12 a page (SPEC 2.2, 4). */
export function Search() {
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const search = params.get('search')?.trim() ?? '';
  const products = usePublicProducts(
    { page, limit: PRODUCT_PAGE_SIZE, search: search || undefined },
    { keepPreviousData: true },
  );
  return (
    <PageMain>
      <PageTitle>
        {SEARCH_TITLE}
        {search ? `: “${search}”` : null}
      </PageTitle>
      <ProductResults query={products} variant="search" page={page} onPageChange={setPage} />
    </PageMain>
  );
}
