// Specification filters of public product lists (issue 24): the filters a query asks for
// (src/lib/spec/specQuery.ts reads them) checked against the attributes, and the one rule of whether a
// product's value passes a filter. The server's index and SQL, and the mocks, all apply these, so
// a URL finds the same products everywhere.
import type { SpecQueryFilter } from './specQuery.ts';
import type { SpecKind, SpecValue } from './specValues.ts';

export type { SpecKind, SpecValue };

/** What a filter needs to know of an attribute. */
export interface FilterAttribute {
  id: number;
  kind: SpecKind;
  options: readonly string[];
  isFilter: boolean;
  isActive: boolean;
}

export type SpecFilter =
  | { id: number; kind: 'choice'; values: string[] }
  | { id: number; kind: 'boolean'; values: boolean[] }
  | { id: number; kind: 'number' | 'range'; min: number | null; max: number | null };

/**
 * The filters that apply: those of an active filter attribute, in the form its kind takes (values
 * for choice and yes/no, bounds for number and range); the rest are ignored, as are choice values
 * not among the options and yes/no values other than `true` and `false`.
 */
export function resolveSpecFilters(
  raw: readonly SpecQueryFilter[],
  attributeOf: (id: number) => FilterAttribute | undefined,
): SpecFilter[] {
  const filters: SpecFilter[] = [];
  for (const entry of raw) {
    const attribute = attributeOf(entry.id);
    if (!attribute || !attribute.isActive || !attribute.isFilter) continue;
    const { kind } = attribute;
    if (kind === 'number' || kind === 'range') {
      if (entry.min === undefined && entry.max === undefined) continue;
      filters.push({ id: entry.id, kind, min: entry.min ?? null, max: entry.max ?? null });
    } else if (kind === 'choice' && entry.values !== undefined) {
      // An option may hold a comma ('1,5 mm'): the values joined again name it too.
      const asked = new Set([...entry.values, entry.values.join(',')]);
      const values = attribute.options.filter((option) => asked.has(option));
      if (values.length) filters.push({ id: entry.id, kind, values });
    } else if (kind === 'boolean' && entry.values !== undefined) {
      const asked = new Set(entry.values);
      const values = [true, false].filter((value) => asked.has(String(value)));
      if (values.length) filters.push({ id: entry.id, kind, values });
    }
  }
  return filters;
}

// A bound widened by one part in 10^9, so that a value typed in another unit and converted
// (units.ts) still meets a product's value that float rounding left a hair away.
const SLACK = 1e-9;
/** The lowest value a lower bound lets through. */
export const lowBound = (bound: number) => bound - Math.abs(bound) * SLACK;
/** The highest value an upper bound lets through. */
export const highBound = (bound: number) => bound + Math.abs(bound) * SLACK;

/** Whether a number passes `min ≤ value ≤ max` (a missing side is open). */
export function numberPasses(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= lowBound(min)) && (max === null || value <= highBound(max));
}

/**
 * Whether a product's range [low, high] covers the asked one: both sides given, low ≤ min and
 * high ≥ max; one side given, that value lies within [low, high].
 */
export function rangePasses(
  low: number,
  high: number,
  min: number | null,
  max: number | null,
): boolean {
  const from = min ?? max;
  const to = max ?? min;
  if (from === null || to === null) return true;
  return low <= highBound(from) && high >= lowBound(to);
}

/** Whether a product's value of the filter's attribute (undefined when it has none) passes it. */
export function passesSpecFilter(value: SpecValue | undefined, filter: SpecFilter): boolean {
  if (value === undefined) return false;
  switch (filter.kind) {
    case 'choice':
      return Array.isArray(value) && value.some((item) => filter.values.includes(item));
    case 'boolean':
      return typeof value === 'boolean' && filter.values.includes(value);
    case 'number':
      return typeof value === 'number' && numberPasses(value, filter.min, filter.max);
    case 'range':
      return (
        typeof value === 'object' &&
        !Array.isArray(value) &&
        rangePasses(value.min, value.max, filter.min, filter.max)
      );
  }
}
