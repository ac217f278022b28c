export { FacetChips } from './FacetChips.tsx';
export type { Facet, FacetChipsProps } from './FacetChips.tsx';
