// meta.facets.spec of GET product (openapi.yaml), as the panel reads it.

/** A choice or yes/no attribute's values with how many products a click on each shows. */
export interface SpecChoiceFacet {
  id: number;
  name: string;
  unit: string | null;
  kind: 'choice' | 'boolean';
  values: ReadonlyArray<{ value: string | boolean; count: number }>;
}

/** A number or range attribute's span over the products the other filters keep. */
export interface SpecBoundsFacet {
  id: number;
  name: string;
  unit: string | null;
  kind: 'number' | 'range';
  min: number | null;
  max: number | null;
}

export type SpecFacet = SpecChoiceFacet | SpecBoundsFacet;
