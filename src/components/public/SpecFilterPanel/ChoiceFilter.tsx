import { useContext, useId } from 'react';
import { formatCount } from '../../../lib/catalogue/rupiah.ts';
import { booleanText } from '../../../lib/spec/specDisplay.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import {
  keptLinkStandIn,
  keptLinkValue,
  KeptMarker,
  KeptPartsContext,
  mayStandInForLink,
  keptValueStandIn,
} from '../../../ui/islands/keptParts.tsx';
import type { KeptAnswer } from '../../../ui/islands/keptParts.tsx';
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
  const counts = values.map((entry) => formatCount(entry.count));
  // Rendering a page, the server keeps a filter's HTML (ui/islands/keptParts.tsx); its ids are in
  // the key (the same place, the same ids). Kept for its shape (its chips' values and which are
  // chosen), each page's chip addresses and counts put in: the counts follow from the other
  // filters, so a key holding them is seldom met again; else kept for its facet, its chips'
  // addresses put in.
  const kept = useContext(KeptPartsContext);
  const shaped = kept?.takeShaped !== undefined && hrefs.every(mayStandInForLink);
  let answer: KeptAnswer = null;
  if (shaped && kept?.takeShaped)
    answer = kept.takeShaped(
      JSON.stringify([
        'choice',
        legendId,
        [facet.id, facet.name, facet.unit, facet.kind],
        values.map((entry) => entry.value),
        chosen,
      ]),
      hrefs.flatMap((href, index) => [keptLinkValue(href), counts[index] as string]),
    );
  else if (kept) answer = kept.take(JSON.stringify(['choice', legendId, facet, chosen]), hrefs);
  if (answer?.kind === 'kept') return <KeptMarker>{null}</KeptMarker>;
  // Kept for its shape, it is rendered whole with stand-ins where its values go.
  const standIns = shaped && answer?.kind === 'keep';
  const hrefAt = (index: number) =>
    standIns ? keptLinkStandIn(2 * index) : (hrefs[index] as string);
  const countAt = (index: number) =>
    standIns ? keptValueStandIn(2 * index + 1) : (counts[index] as string);
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
                to={hrefAt(index)}
                aria-current={isChosen ? 'true' : undefined}
                rel="nofollow"
                onClick={onChoose}
              >
                {label(entry.value)}
                <Count>
                  {countAt(index)}
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
