import { useId } from 'react';
import { formatCount } from '../../../lib/catalogue/rupiah.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { Chip, ChipBone, ChipList, Count, Group, Label } from './FacetChips.styles.ts';
import { FACET_TEXT } from './texts.ts';

/** One value of a facet and how many results carry it (meta.facets.category[] / brand[]). */
export interface Facet {
  /** The category or brand id. */
  id: number;
  /** Its name. */
  name: string;
  /** How many results of the search have it. */
  count: number;
}

/** Props of FacetChips. */
export interface FacetChipsProps {
  /** The group's label ('Kategori', 'Brand'), which also names it. */
  label: string;
  /** The values with their counts. */
  facets: ReadonlyArray<Facet>;
  /** The chosen value, or null when the results are not narrowed by this group. */
  selectedId: number | null;
  /** The results page with this value chosen, or with none of this group (null). */
  getHref: (id: number | null) => string;
  /** Whether the counts are loading: placeholder chips. */
  isLoading?: boolean;
}

/** Chips of one facet ('Semua' first); a chip narrows the results, the chosen one is marked current. */
export function FacetChips({
  label,
  facets,
  selectedId,
  getHref,
  isLoading = false,
}: FacetChipsProps) {
  const labelId = `facet${useId().replace(/:/g, '')}`;
  if (isLoading) {
    return (
      <Group aria-hidden="true">
        <Label>{label}</Label>
        <ChipBone />
        <ChipBone />
        <ChipBone />
      </Group>
    );
  }
  // Nothing to narrow by, and nothing chosen to undo: no group at all.
  if (facets.length === 0 && selectedId === null) return null;
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <ChipList>
        <li>
          <Chip to={getHref(null)} aria-current={selectedId === null ? 'true' : undefined}>
            {FACET_TEXT.all}
          </Chip>
        </li>
        {facets.map((facet) => (
          <li key={facet.id}>
            <Chip
              to={getHref(facet.id === selectedId ? null : facet.id)}
              aria-current={facet.id === selectedId ? 'true' : undefined}
            >
              {facet.name}
              <Count>
                {formatCount(facet.count)}
                <VisuallyHidden> {FACET_TEXT.products}</VisuallyHidden>
              </Count>
            </Chip>
          </li>
        ))}
      </ChipList>
    </Group>
  );
}
