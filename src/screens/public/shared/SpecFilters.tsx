// The specification filters of a product list or the search (issue 24), wired to the address:
// the panel's chips and bounds become the page's query string (react-router history, so Back
// undoes a filter), and the server renders the same address with the same filters. On a public
// page in islands (issue 34) the panel is an island and a filter is a page load.
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SpecFilterPanel } from '@/components/public/SpecFilterPanel/SpecFilterPanel.tsx';
import type { SpecFacet } from '@/lib/spec/specFacets.ts';
import { readSpecFilters, readSpecUnits, specFiltersWriter } from '@/lib/spec/specQuery.ts';
import type { SpecFilters } from '@/lib/spec/specQuery.ts';
import { revealTop } from '@/ui/dom/revealTop.ts';
import { Island } from '@/ui/islands/Island.tsx';
import { fromDesktop } from '@/ui/theme/theme.ts';

const Layout = styled.div<{ $hasPanel: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
  ${({ $hasPanel }) =>
    $hasPanel &&
    css`
      ${fromDesktop} {
        grid-template-columns: 260px minmax(0, 1fr);
        align-items: start;
        gap: ${({ theme }) => theme.space[600]};
      }
    `}
`;

/** The results column: the header line, cards and pagination. */
const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  min-width: 0;
`;

/** Props of SpecFilterLayout. */
export interface SpecFilterLayoutProps {
  /** meta.facets.spec of the list's answer (undefined while it loads or when not narrowed). */
  facets: ReadonlyArray<SpecFacet> | undefined;
  /** meta.total of the list's answer. */
  total?: number;
  /** Whether the list's first answer is awaited. */
  isLoading: boolean;
  /** The results. */
  children: ReactNode;
}

/** Props of AddressSpecFilters: plain data (an island's props). */
export interface AddressSpecFiltersProps {
  /** meta.facets.spec of the list's answer ([] while it loads). */
  facets: ReadonlyArray<SpecFacet>;
  /** meta.total of the list's answer. */
  total?: number;
  /** Whether the facets are awaited: placeholders. */
  isLoading: boolean;
  /** The id of the results' column, brought into view once a filter changed. */
  resultsId: string;
}

/** The filter panel of the address's filters: a chip or 'Terapkan' goes to the filtered address. */
export function AddressSpecFilters({
  facets,
  total,
  isLoading,
  resultsId,
}: AddressSpecFiltersProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Every chip's link is this address with other filters: its other parameters read once.
  const withFilters = specFiltersWriter(params);
  const getHref = (next: SpecFilters, nextUnits: ReadonlyMap<number, string>) => {
    const query = withFilters(next, nextUnits).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <SpecFilterPanel
      facets={facets}
      filters={readSpecFilters(params)}
      units={readSpecUnits(params)}
      getHref={getHref}
      onNavigate={(href) => navigate(href)}
      total={total}
      isLoading={isLoading}
      // A chip at the bottom of a long panel would leave the results out of sight: bring
      // their top into view once the new address (and a closing sheet) rendered.
      onFilter={() =>
        requestAnimationFrame(() => {
          const results = document.getElementById(resultsId);
          if (results) revealTop(results);
        })
      }
    />
  );
}

/** The results with the specification filter panel beside them (or its 'Filter' sheet on a phone). */
export function SpecFilterLayout({ facets, total, isLoading, children }: SpecFilterLayoutProps) {
  const [params] = useSearchParams();
  const resultsId = useId();
  const filters = readSpecFilters(params);
  const isFacetLoading = isLoading && !facets && filters.size > 0;
  const hasPanel = isFacetLoading || (facets?.length ?? 0) > 0 || filters.size > 0;
  return (
    <Layout $hasPanel={hasPanel}>
      {hasPanel ? (
        <Island
          name="spec-filters"
          component={AddressSpecFilters}
          props={{ facets: facets ?? [], total, isLoading: isFacetLoading, resultsId }}
        />
      ) : null}
      <Results id={resultsId}>{children}</Results>
    </Layout>
  );
}
