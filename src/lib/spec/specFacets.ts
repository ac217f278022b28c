// Facets of specification filters (issue 24), computed the plain way over a list of products: the
// mocks answer with it, and the server's tests hold the search index's bit-set facets and SQL's to
// it. A value's count applies every other attribute's filter but not its own, so when none of an
// attribute's values is chosen, a click on a value shows exactly `count` products.
import {
  passesSpecFilter,
  type FilterAttribute,
  type SpecFilter,
  type SpecValue,
} from './specFilters.ts';
import { compareSpecAttributes } from './specValues.ts';
import type { components } from '../../api/schema.ts';

/** An attribute as facets name and order it. */
export interface FacetAttribute extends FilterAttribute {
  name: string;
  unit: string | null;
  urutan: number | null;
  /** Ids of the product types that use it. */
  typeIds: readonly number[];
}

/** A product as facets see it: its type and its values by attribute id. */
export interface SpecProduct {
  typeId: number;
  specs: ReadonlyMap<number, SpecValue>;
}

/** meta.facets.spec of GET product: a choice or yes/no attribute's values with counts, or a number or range attribute's span. */
export type SpecFacet = components['schemas']['SpecFacet'];
export type SpecChoiceFacet = components['schemas']['SpecChoiceFacet'];
export type SpecRangeFacet = components['schemas']['SpecRangeFacet'];

const FACET_KINDS = new Set(['choice', 'boolean', 'number', 'range']);

/** The active filter attributes the given types use, in facet order. */
export function facetAttributes(
  attributes: Iterable<FacetAttribute>,
  typeIds: ReadonlySet<number>,
): FacetAttribute[] {
  return [...attributes]
    .filter(
      (attribute) =>
        attribute.isActive &&
        attribute.isFilter &&
        FACET_KINDS.has(attribute.kind) &&
        attribute.typeIds.some((id) => typeIds.has(id)),
    )
    .sort(compareSpecAttributes);
}

/**
 * The facets of `base` (the products a type, category, brand or search narrowed to, before spec
 * filters) under `filters`: per attribute the active filter attributes of base's types use.
 */
export function specFacets(
  base: readonly SpecProduct[],
  attributes: Iterable<FacetAttribute>,
  filters: readonly SpecFilter[],
): SpecFacet[] {
  const types = new Set(base.map((product) => product.typeId));
  return facetAttributes(attributes, types).map((attribute) => {
    const others = filters.filter((filter) => filter.id !== attribute.id);
    const own = filters.find((filter) => filter.id === attribute.id);
    const values = base
      .filter((product) =>
        others.every((filter) => passesSpecFilter(product.specs.get(filter.id), filter)),
      )
      .map((product) => product.specs.get(attribute.id))
      .filter((value) => value !== undefined);
    const head = { id: attribute.id, name: attribute.name, unit: attribute.unit };
    if (attribute.kind === 'number' || attribute.kind === 'range') {
      const lows = values.map((value) =>
        typeof value === 'number' ? value : (value as { min: number }).min,
      );
      const highs = values.map((value) =>
        typeof value === 'number' ? value : (value as { max: number }).max,
      );
      return {
        ...head,
        kind: attribute.kind,
        min: lows.length ? lows.reduce((a, b) => Math.min(a, b)) : null,
        max: highs.length ? highs.reduce((a, b) => Math.max(a, b)) : null,
      };
    }
    const chosen = new Set<string | boolean>(
      own?.kind === 'choice' || own?.kind === 'boolean' ? own.values : [],
    );
    const candidates: (string | boolean)[] =
      attribute.kind === 'boolean' ? [true, false] : [...attribute.options];
    const counted = candidates.map((candidate) => ({
      value: candidate,
      count: values.filter((value) =>
        Array.isArray(value) ? value.includes(candidate as string) : value === candidate,
      ).length,
    }));
    return {
      ...head,
      kind: attribute.kind as 'choice' | 'boolean',
      values: counted.filter((entry) => entry.count > 0 || chosen.has(entry.value)),
    };
  });
}
