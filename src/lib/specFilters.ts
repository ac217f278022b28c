// Specification filters of public product lists (issue 24): reading `spec[<id>]=a,b` and
// `spec[<id>][min|max]` from a query, checking them against the attributes, and the one rule of
// whether a product's value passes a filter. The server's index and SQL, and the mocks, all apply
// these, so a URL finds the same products everywhere.
import { MESSAGES } from './messages.ts';
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

/** A filter as the query wrote it, before the attribute is known. */
export interface RawSpecFilter {
  id: number;
  /** `spec[<id>]`, repeated keys joined by ','. */
  values?: string;
  min?: number;
  max?: number;
}

/** More spec filters than this in one query is 422 (the contract's limit). */
export const MAX_SPEC_FILTERS = 20;
/** Longest number a bound may be written with (openapi: maxLength 40). */
const MAX_NUMBER_LENGTH = 40;
const MAX_ID = 2_147_483_647;

const KEY = /^spec\[([^\]]*)\](?:\[([^\]]*)\])?$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

type FieldErrors = Record<string, string>;

/** `spec: { 3: 'a', 4: { min } }` from a parser that nests, as the flat keys a URL carries. */
function flatEntries(query: Record<string, unknown>): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === 'spec' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [id, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner && typeof inner === 'object' && !Array.isArray(inner))
          for (const [side, bound] of Object.entries(inner as Record<string, unknown>))
            entries.push([`spec[${id}][${side}]`, bound]);
        else entries.push([`spec[${id}]`, inner]);
      }
    } else if (key.startsWith('spec[')) entries.push([key, value]);
  }
  return entries;
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter(
      (item): item is string | number | boolean =>
        typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean',
    )
    .map(String);

/**
 * The spec filters of a query (flat `spec[3][min]` keys, or a nested `spec` object), and the
 * field errors of a 422: more than MAX_SPEC_FILTERS attributes, a bound that is not a number
 * ('.' decimals; an empty bound counts as not given), min above max. Keys of no well-formed id
 * (`spec[x]`) or side (`spec[3][avg]`) are ignored like unknown attributes.
 */
export function readSpecQuery(query: Record<string, unknown>): {
  filters: RawSpecFilter[];
  errors: FieldErrors;
} {
  const byId = new Map<number, RawSpecFilter>();
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const [key, value] of flatEntries(query)) {
    const match = KEY.exec(key);
    if (!match) continue;
    const [, idText = '', side] = match;
    seen.add(idText);
    if (seen.size > MAX_SPEC_FILTERS) {
      return { filters: [], errors: { spec: `Maksimal ${MAX_SPEC_FILTERS} filter.` } };
    }
    if (!/^[1-9]\d{0,9}$/.test(idText) || Number(idText) > MAX_ID) continue;
    const id = Number(idText);
    const filter = byId.get(id) ?? { id };
    if (side === undefined) {
      const joined = texts(value).join(',');
      filter.values = filter.values ? `${filter.values},${joined}` : joined;
    } else if (side === 'min' || side === 'max') {
      const text = (texts(value)[0] ?? '').trim();
      if (text === '') continue;
      const number = text.length <= MAX_NUMBER_LENGTH && DECIMAL.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(number)) {
        errors[`spec[${idText}][${side}]`] = MESSAGES.invalidNumber;
        continue;
      }
      filter[side] = number;
    } else continue;
    byId.set(id, filter);
  }
  for (const filter of byId.values())
    if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max)
      errors[`spec[${filter.id}][min]`] = MESSAGES.specMinAboveMax;
  return { filters: [...byId.values()], errors };
}

/**
 * The filters that apply: those of an active filter attribute, in the form its kind takes (values
 * for choice and yes/no, bounds for number and range); the rest are ignored, as are choice values
 * not among the options and yes/no values other than `true` and `false`.
 */
export function resolveSpecFilters(
  raw: readonly RawSpecFilter[],
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
      const asked = new Set(entry.values.split(',').map((value) => value.trim()));
      asked.add(entry.values.trim());
      const values = attribute.options.filter((option) => asked.has(option));
      if (values.length) filters.push({ id: entry.id, kind, values });
    } else if (kind === 'boolean' && entry.values !== undefined) {
      const asked = new Set(entry.values.split(',').map((value) => value.trim()));
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
