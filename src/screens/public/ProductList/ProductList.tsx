import { useLocation, useSearchParams } from 'react-router-dom';
import { usePublicBrand } from '@/api/hooks/brands.ts';
import { useApiQuery } from '@/api/hooks/query.ts';
import { usePublicType } from '@/api/hooks/types.ts';
import { Breadcrumb } from '@/components/public/Breadcrumb/Breadcrumb.tsx';
import { listCrumbs } from '@/lib/catalogue/breadcrumbs.ts';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { readId } from '@/lib/forms/ids.ts';
import { readSpecFilters, withSpecFilters } from '@/lib/spec/specQuery.ts';
import { noMatchContent } from '../shared/noMatch.tsx';
import { productListQuery } from '../shared/pageData.ts';
import { ProductResults } from '../shared/ProductResults.tsx';
import { SpecFilterLayout } from '../shared/SpecFilters.tsx';
import { usePageParam } from '../shared/usePageParam.ts';
import { BrandHeader } from './BrandHeader.tsx';
import { PRODUCT_LIST_TITLE } from './texts.ts';
import type { ProductListKind } from './texts.ts';

/** Props of ProductList. */
export interface ProductListProps {
  /** category, brand or type (each by ?id=), or new (newest first, no id). */
  kind: ProductListKind;
  /** The chat phone of 'Tanyakan via WhatsApp' when filters match nothing (runtime configuration). */
  chatPhone: string;
}

/**
 * The brand, category or type the list shows, once its read is in (the server renders the page
 * with it): GET brand/{id}, the active categories, GET type/{id}. Null for the new-product list.
 */
function useListRecord(
  kind: ProductListKind,
  id: number | null,
): { id: number; name: string } | null {
  const brand = usePublicBrand(kind === 'brand' ? id : null);
  const categories = useApiQuery(kind === 'category' && id !== null ? '/category' : null);
  const type = usePublicType(kind === 'type' ? id : null);
  if (kind === 'brand') return brand.data?.data ?? null;
  if (kind === 'type') return type.data?.data ?? null;
  if (kind === 'category') return categories.data?.data.find((item) => item.id === id) ?? null;
  return null;
}

const NO_PRODUCTS = {
  data: { data: [], meta: { total: 0 } },
  isLoading: false,
  mutate: () => undefined,
};

/**
 * Products by category, brand or type (?id=) or the new-product list (SPEC 2.2), 12 a page; a
 * narrowed list has the specification filters of its products (issue 24).
 */
export function ProductList({ kind, chatPhone }: ProductListProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [page] = usePageParam();
  const id = readId(params.get('id'));
  const query = productListQuery(kind, params);
  const products = useApiQuery(query ? '/product' : null, query ? { query } : undefined, {
    keepPreviousData: true,
  });
  // The type itself (GET type/{id}): an inactive or unknown one has no list, even an empty one
  // (the server answers such an address with its 404 page; this covers a link followed here).
  const type = usePublicType(kind === 'type' ? id : null);
  // The heading names the list's record, under a trail that leads back up (issue 32).
  const record = useListRecord(kind, id);
  // A type's category comes with the type, not from the products shown: filters that match
  // nothing keep the trail as it was.
  const category = kind === 'type' ? (type.data?.data.category ?? null) : null;
  // Filters that leave nothing say so and offer a way out; a list with no products keeps SPEC's text.
  const filters = readSpecFilters(params);
  const unfiltered = withSpecFilters(params, new Map(), new Map()).toString();
  const noMatch = noMatchContent({
    search: '',
    isFiltered: filters.size > 0,
    clearHref: unfiltered ? `${pathname}?${unfiltered}` : pathname,
    filters,
    facets: products.data?.meta.facets?.spec,
    chatPhone,
  });
  return (
    <PageMain>
      {record && kind !== 'new' ? <Breadcrumb crumbs={listCrumbs(kind, record, category)} /> : null}
      <PageTitle>{record?.name ?? PRODUCT_LIST_TITLE[kind]}</PageTitle>
      {kind === 'brand' && id !== null ? <BrandHeader id={id} /> : null}
      {type.error ? (
        <LoadError detail={errorText(type.error)} onRetry={() => void type.mutate()} />
      ) : (
        <SpecFilterLayout
          facets={query ? products.data?.meta.facets?.spec : undefined}
          total={products.data?.meta.total}
          isLoading={Boolean(query) && products.isLoading}
        >
          <ProductResults
            query={query ? products : NO_PRODUCTS}
            variant="list"
            page={page}
            noMatch={noMatch}
          />
        </SpecFilterLayout>
      )}
    </PageMain>
  );
}
