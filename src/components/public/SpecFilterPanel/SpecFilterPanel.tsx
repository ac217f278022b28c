import { useContext, useState } from 'react';
import type { ReactNode } from 'react';
import type { SpecFilters } from '../../../lib/spec/specQuery.ts';
import { toggleSpecValue, withSpecBounds } from '../../../lib/spec/specQuery.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import {
  keptLinkStandIn,
  keptLinkValue,
  KeptMarker,
  KeptPartsContext,
  mayStandInForLink,
} from '../../../ui/islands/keptParts.tsx';
import type { KeptAnswer, KeptParts } from '../../../ui/islands/keptParts.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { BoundsFilter } from './BoundsFilter.tsx';
import { ChoiceFilter } from './ChoiceFilter.tsx';
import {
  ActiveCount,
  Aside,
  ClearLink,
  PanelBody,
  PanelHeader,
  PanelTitle,
  PhoneBar,
} from './SpecFilterPanel.styles.ts';
import { SPEC_FILTER_TEXT } from './texts.ts';
import type { SpecFacet } from '../../../lib/spec/specFacets.ts';

/** Props of SpecFilterPanel. */
export interface SpecFilterPanelProps {
  /** meta.facets.spec of the list: each filter attribute with its values or span. */
  facets: ReadonlyArray<SpecFacet>;
  /** The filters of the address. */
  filters: SpecFilters;
  /** The units the visitor typed bounds in, by attribute id. */
  units: ReadonlyMap<number, string>;
  /** The page's address with these filters (and units), back on page 1. */
  getHref: (filters: SpecFilters, units: ReadonlyMap<number, string>) => string;
  /** Goes to an address (bounds applied); chips are links and go by themselves. */
  onNavigate: (href: string) => void;
  /** How many products the filters keep, for the sheet's 'Tampilkan … produk'. */
  total?: number;
  /** Whether the first facets are loading: placeholders. */
  isLoading?: boolean;
  /**
   * Called when a chip or 'Terapkan' changes the filters, after the phone's sheet closed: the list
   * brings its results into view (issue 32).
   */
  onFilter?: () => void;
}

function PanelContent({
  facets,
  filters,
  units,
  getHref,
  onNavigate,
  onFilter,
}: SpecFilterPanelProps) {
  return (
    <PanelBody>
      {facets.map((facet, index) => {
        const filter = filters.get(facet.id);
        if (facet.kind === 'choice' || facet.kind === 'boolean' || !('min' in facet)) {
          // A heading with no chip to press (the other filters leave no product) is left out.
          if (!filter && !('values' in facet && facet.values.length > 0)) return null;
          return (
            <ChoiceFilter
              key={facet.id}
              facet={facet}
              chosen={filter?.values ?? []}
              getHref={(value) => getHref(toggleSpecValue(filters, facet.id, value), units)}
              onChoose={onFilter}
            />
          );
        }
        const min = filter?.min ?? null;
        const max = filter?.max ?? null;
        return (
          <BoundsFilter
            // A new address (Back, 'Hapus Filter') starts the inputs again from it.
            key={`${facet.id}:${min}:${max}:${units.get(facet.id) ?? ''}`}
            facet={facet}
            min={min}
            max={max}
            rememberedUnit={units.get(facet.id)}
            place={`${index}/${facets.length}`}
            onApply={(low, high, unit) => {
              const nextUnits = new Map(units);
              if (unit && unit !== facet.unit) nextUnits.set(facet.id, unit);
              else nextUnits.delete(facet.id);
              onNavigate(getHref(withSpecBounds(filters, facet.id, low, high), nextUnits));
              onFilter?.();
            }}
          />
        );
      })}
    </PanelBody>
  );
}

/**
 * One of the panel's bars (the phone's 'Filter' bar, the panel's heading), `bar(href)` with the
 * address that clears the filters. Rendering a page, the server keeps its HTML for its shape (how
 * many filters, loading or not), each page's clearing link put in (ui/islands/keptParts.tsx): on a
 * filtered list the panel's island is rendered alone for every page, its filters kept already.
 */
function keptBar(
  kept: KeptParts | null,
  name: string,
  shape: readonly unknown[],
  clearHref: string | null,
  bar: (href: string | null) => ReactNode,
): ReactNode {
  let answer: KeptAnswer = null;
  if (kept?.takeShaped && (clearHref === null || mayStandInForLink(clearHref)))
    answer = kept.takeShaped(
      JSON.stringify([name, ...shape, clearHref !== null]),
      clearHref === null ? [] : [keptLinkValue(clearHref)],
      true,
    );
  if (answer?.kind === 'kept') return <KeptMarker>{null}</KeptMarker>;
  if (answer?.kind !== 'keep') return bar(clearHref);
  return <answer.Keep>{bar(clearHref === null ? null : keptLinkStandIn(0))}</answer.Keep>;
}

/**
 * The specification filters of a product list or the search (issue 24): chips with counts for
 * choices and yes/no, min–max inputs with a unit choice for numbers and ranges, 'Hapus Filter'.
 * Beside the results from the desktop breakpoint; on a phone, a 'Filter' button opens them in a
 * sheet. Everything it chooses goes into the page's address.
 */
export function SpecFilterPanel(props: SpecFilterPanelProps) {
  const { facets, filters, getHref, total, isLoading = false, onFilter } = props;
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const kept = useContext(KeptPartsContext);
  if (!isLoading && facets.length === 0 && filters.size === 0) return null;
  const clearHref = filters.size > 0 ? getHref(new Map(), new Map()) : null;
  const shape = [filters.size, isLoading] as const;
  const phoneBar = keptBar(kept, 'panel-phone-bar', shape, clearHref, (href) => (
    <PhoneBar>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setIsSheetOpen(true)}
        isDisabled={isLoading}
      >
        {SPEC_FILTER_TEXT.open}
      </Button>
      {filters.size > 0 ? (
        <ActiveCount>{SPEC_FILTER_TEXT.activeCount(filters.size)}</ActiveCount>
      ) : null}
      {href ? <ClearLink to={href}>{SPEC_FILTER_TEXT.clear}</ClearLink> : null}
    </PhoneBar>
  ));
  const header = keptBar(kept, 'panel-header', shape, clearHref, (href) => (
    <PanelHeader>
      <PanelTitle>{SPEC_FILTER_TEXT.title}</PanelTitle>
      {href ? <ClearLink to={href}>{SPEC_FILTER_TEXT.clear}</ClearLink> : null}
    </PanelHeader>
  ));
  // A filter applied in the phone's sheet closes it, so that its results show (issue 32); the
  // sheet's own button closes it without a change.
  const filtered = () => {
    setIsSheetOpen(false);
    onFilter?.();
  };
  const content = isLoading ? <Skeleton lines={6} /> : <PanelContent {...props} />;
  const sheetContent = isLoading ? content : <PanelContent {...props} onFilter={filtered} />;
  return (
    <>
      {phoneBar}
      <Aside aria-label={SPEC_FILTER_TEXT.regionLabel}>
        {header}
        {content}
      </Aside>
      <Modal
        isOpen={isSheetOpen}
        onClose={() => setIsSheetOpen(false)}
        title={SPEC_FILTER_TEXT.title}
        // The sheet, not its first input, takes focus: a phone's keyboard would cover it (issue 32).
        initialFocus="dialog"
        footer={
          <>
            {clearHref ? <ClearLink to={clearHref}>{SPEC_FILTER_TEXT.clear}</ClearLink> : null}
            <Button onClick={() => setIsSheetOpen(false)}>
              {total === undefined ? SPEC_FILTER_TEXT.title : SPEC_FILTER_TEXT.showResults(total)}
            </Button>
          </>
        }
      >
        {sheetContent}
      </Modal>
    </>
  );
}
