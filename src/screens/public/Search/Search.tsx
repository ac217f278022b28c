import { useEffect } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { usePublicProducts } from '@/api/hooks/products.ts';
import { SEARCH_PATH } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { FacetChips } from '@/components/public/FacetChips/FacetChips.tsx';
import { FACET_TEXT } from '@/components/public/FacetChips/texts.ts';
import { readId } from '@/lib/forms/ids.ts';
import { readSpecFilters } from '@/lib/spec/specQuery.ts';
import { reportEvent, reportMark, resultClickEvent, searchEvent } from '@/api/events.ts';
import type { VisitorEvent } from '@/lib/insights/insights.ts';
import { PageMain, PageTitle } from '../shared/Page.tsx';
import { noMatchContent } from '../shared/noMatch.tsx';
import { searchQuery } from '../shared/pageData.ts';
import { ProductResults } from '../shared/ProductResults.tsx';
import { SpecFilterLayout } from '../shared/SpecFilters.tsx';
import { usePageParam } from '../shared/usePageParam.ts';

/** The h1 of the search page (ours). */
export const SEARCH_TITLE = 'Hasil Pencarian';

/** The query parameters a facet chip sets: `category` and `brand`, as GET product takes them. */
type FacetParam = 'category' | 'brand';

const FacetBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The results address with one facet set (or dropped), the search and the other facet kept, page 1. */
export function facetHref(params: URLSearchParams, name: FacetParam, id: number | null): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (id === null) next.delete(name);
  else next.set(name, String(id));
  return `${SEARCH_PATH}?${next.toString()}`;
}

/**
 * The search a page of results counts (issue 26), or null: once per search text, with the total of
 * its first answer; not again for another page, a facet chip or a specification filter of it. Where
 * the whole app runs the screen sends it once that answer arrives; on a page in islands (issue 34),
 * where every page, chip and filter is a page load, the loader sends it from the page's mark
 * (app/islands/reports.ts), so a filter does not count the search again.
 */
export function searchEventOf(
  params: URLSearchParams,
  page: number,
  total: number | undefined,
): VisitorEvent | null {
  const query = params.get('search')?.trim() ?? '';
  const isNarrowed =
    page !== 1 ||
    readId(params.get('category')) !== null ||
    readId(params.get('brand')) !== null ||
    readSpecFilters(params).size > 0;
  return query && total !== undefined && !isNarrowed ? searchEvent(query, total) : null;
}

/** Props of Search. */
export interface SearchProps {
  /** The chat phone of 'Tanyakan via WhatsApp' when nothing matches (runtime configuration). */
  chatPhone: string;
}

/**
 * /search?search=…: 'Menampilkan {total} produk dari hasil pencarian', 12 a page (SPEC 2.2, 4),
 * narrowed by the category and brand chips (?category=, ?brand=) of the search's facets. Nothing
 * matched: 'Tidak ada produk yang cocok', with 'Hapus Filter' and 'Tanyakan via WhatsApp'.
 */
export function Search({ chatPhone }: SearchProps) {
  const [params] = useSearchParams();
  const [page] = usePageParam();
  const search = params.get('search')?.trim() ?? '';
  const category = readId(params.get('category'));
  const brand = readId(params.get('brand'));
  const products = usePublicProducts(searchQuery(params), { keepPreviousData: true });
  const facets = products.data?.meta.facets;
  const isFacetLoading = products.isLoading && !facets;
  const hasFacets = Boolean(facets && (facets.category.length > 0 || facets.brand.length > 0));
  // While a new search loads, the kept answer is the previous search's: not its count.
  const counted = searchEventOf(
    params,
    page,
    products.isLoading ? undefined : products.data?.meta.total,
  );
  useEffect(() => {
    if (counted) reportEvent(counted);
  }, [search, counted !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- once per search
  const specFilters = readSpecFilters(params);
  const noMatch = noMatchContent({
    search,
    isFiltered: specFilters.size > 0 || category !== null || brand !== null,
    clearHref: `${SEARCH_PATH}?${new URLSearchParams({ search }).toString()}`,
    filters: specFilters,
    facets: facets?.spec,
    chatPhone,
  });
  const showFacets =
    search !== '' &&
    !products.error &&
    (isFacetLoading || hasFacets || category !== null || brand !== null);
  return (
    <PageMain {...(counted ? reportMark('view', counted) : null)}>
      <PageTitle>
        {SEARCH_TITLE}
        {search ? `: “${search}”` : null}
      </PageTitle>
      {showFacets ? (
        <FacetBar aria-label={FACET_TEXT.regionLabel} role="region">
          <FacetChips
            label={FACET_TEXT.category}
            facets={facets?.category ?? []}
            selectedId={category}
            getHref={(id) => facetHref(params, 'category', id)}
            isLoading={isFacetLoading}
          />
          <FacetChips
            label={FACET_TEXT.brand}
            facets={facets?.brand ?? []}
            selectedId={brand}
            getHref={(id) => facetHref(params, 'brand', id)}
            isLoading={isFacetLoading}
          />
        </FacetBar>
      ) : null}
      <SpecFilterLayout
        facets={facets?.spec}
        total={products.data?.meta.total}
        isLoading={products.isLoading}
      >
        <ProductResults
          query={products}
          variant="search"
          page={page}
          noMatch={noMatch}
          openEvent={
            search
              ? (product, position) => resultClickEvent(search, product.id, position)
              : undefined
          }
        />
      </SpecFilterLayout>
    </PageMain>
  );
}
