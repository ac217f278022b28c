// The specification filters of a product list or the search (issue 24), wired to the address:
// the panel's chips and bounds become the page's query string (react-router history, so Back
// undoes a filter), and the server renders the same address with the same filters.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SpecFilterPanel } from '@/components/public/SpecFilterPanel/SpecFilterPanel.tsx';
import type { SpecFacet } from '@/lib/spec/specFacets.ts';
import { readSpecFilters, readSpecUnits, withSpecFilters } from '@/lib/spec/specQuery.ts';
import type { SpecFilters } from '@/lib/spec/specQuery.ts';
import { revealTop } from '@/ui/dom/revealTop.ts';
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

/** The results with the specification filter panel beside them (or its 'Filter' sheet on a phone). */
export function SpecFilterLayout({ facets, total, isLoading, children }: SpecFilterLayoutProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const resultsRef = useRef<HTMLDivElement | null>(null);
  const filters = readSpecFilters(params);
  const units = readSpecUnits(params);
  const isFacetLoading = isLoading && !facets && filters.size > 0;
  const hasPanel = isFacetLoading || (facets?.length ?? 0) > 0 || filters.size > 0;
  const getHref = (next: SpecFilters, nextUnits: ReadonlyMap<number, string>) => {
    const query = withSpecFilters(params, next, nextUnits).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <Layout $hasPanel={hasPanel}>
      {hasPanel ? (
        <SpecFilterPanel
          facets={facets ?? []}
          filters={filters}
          units={units}
          getHref={getHref}
          onNavigate={(href) => navigate(href)}
          total={total}
          isLoading={isFacetLoading}
          // A chip at the bottom of a long panel would leave the results out of sight: bring
          // their top into view once the new address (and a closing sheet) rendered.
          onFilter={() =>
            requestAnimationFrame(() => {
              if (resultsRef.current) revealTop(resultsRef.current);
            })
          }
        />
      ) : null}
      <Results ref={resultsRef}>{children}</Results>
    </Layout>
  );
}
