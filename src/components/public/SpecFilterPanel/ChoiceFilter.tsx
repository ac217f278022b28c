import { useContext, useId } from 'react';
import { formatCount } from '../../../lib/catalogue/rupiah.ts';
import { booleanText } from '../../../lib/spec/specDisplay.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { KeptMarker, KeptPartsContext } from '../../../ui/islands/keptParts.tsx';
import { Chip, ChipList, Count } from '../FacetChips/FacetChips.styles.ts';
import { Fieldset, Legend } from './SpecFilterPanel.styles.ts';
import { SPEC_FILTER_TEXT } from './texts.ts';
import type { SpecChoiceFacet } from '../../../lib/spec/specFacets.ts';

/** Props of ChoiceFilter. */
export interface ChoiceFilterProps {
  /** The attribute and its values with counts. */
  facet: SpecChoiceFacet;
  /** The chosen values (as the address writes them: 'true'/'false' for yes/no). */
  chosen: readonly string[];
  /** The page with `value` chosen too, or unchosen when it is. */
  getHref: (value: string) => string;
  /** Called when a chip is pressed (it then goes to its address by itself). */
  onChoose?: () => void;
}

/**
 * Chips of a choice or yes/no attribute: several may be chosen (any of them matches); each shows
 * how many products a click on it lists. A chosen value stays even when no product has it now.
 */
export function ChoiceFilter({ facet, chosen, getHref, onChoose }: ChoiceFilterProps) {
  const legendId = `choice${useId().replace(/:/g, '')}`;
  const values = facet.values.map((entry) => ({ value: String(entry.value), count: entry.count }));
  for (const value of chosen) {
    if (!values.some((entry) => entry.value === value)) values.push({ value, count: 0 });
  }
  const label = (value: string) => (facet.kind === 'boolean' ? booleanText(value) : value);
  const hrefs = values.map((entry) => getHref(entry.value));
  // Rendering a page, the server keeps a filter's HTML but for its chips' addresses (the page's
  // filters: ui/islands/keptParts.tsx); its ids are in the key (the same place, the same ids).
  const kept = useContext(KeptPartsContext);
  const answer = kept?.take(JSON.stringify(['choice', legendId, facet, chosen]), hrefs) ?? null;
  if (answer?.kind === 'kept') return <KeptMarker>{null}</KeptMarker>;
  const group = (
    <Fieldset role="group" aria-labelledby={legendId} as="div">
      <Legend id={legendId} as="span">
        {facet.unit ? `${facet.name} (${facet.unit})` : facet.name}
      </Legend>
      <ChipList>
        {values.map((entry, index) => {
          const isChosen = chosen.includes(entry.value);
          return (
            <li key={entry.value}>
              <Chip
                to={hrefs[index] as string}
                aria-current={isChosen ? 'true' : undefined}
                rel="nofollow"
                onClick={onChoose}
              >
                {label(entry.value)}
                <Count>
                  {formatCount(entry.count)}
                  <VisuallyHidden> {SPEC_FILTER_TEXT.products}</VisuallyHidden>
                </Count>
              </Chip>
            </li>
          );
        })}
      </ChipList>
    </Fieldset>
  );
  return answer?.kind === 'keep' ? <answer.Keep>{group}</answer.Keep> : group;
}
