// Specification filters as a query string writes them (issue 24; one home since issue 33): GET
// product takes them, and a list or search page keeps them in its address under the same names, so
// the address is the filter (shareable, rendered by the server, undone by Back). `spec[<id>]=a,b`
// chooses values of a choice or yes/no attribute; `spec[<id>][min]` / `spec[<id>][max]` bound a
// number or range attribute, always in the attribute's own unit (the panel converts what the
// visitor typed). `unit[<id>]` only remembers the unit the visitor typed in, for showing the inputs
// again; it is never sent to the API. One parser reads them (the server answers its errors as 422,
// the page drops what they name) and one writer writes them (the page's address and the API query).
import { INVALID_NUMBER, SPEC_MIN_ABOVE_MAX } from '../forms/numberMessages.ts';

/** More spec filters than this in one query is 422 (openapi.yaml: at most 20); the page never sends more. */
export const MAX_SPEC_FILTERS = 20;
/** Longest number a bound may be written with (openapi.yaml: maxLength 40). */
const MAX_NUMBER_LENGTH = 40;
/** Attribute ids are int32 (openapi.yaml). */
const MAX_ID = 2_147_483_647;

const SPEC_KEY = /^spec\[([^\]]*)\](?:\[([^\]]*)\])?$/;
const UNIT_KEY = /^unit\[([^\]]*)\]$/;
const ID = /^[1-9]\d{0,9}$/;
/** A decimal with '.' ('2', '-0.5', '.5', '+1', '1.'); no exponent, no thousands separator. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * One attribute's filter as the query writes it, before the attribute is known: the values chosen
 * (`spec[<id>]`) and the bounds (`spec[<id>][min|max]`). The attribute's kind decides which applies
 * (src/lib/spec/specFilters.ts resolveSpecFilters).
 */
export interface SpecQueryFilter {
  id: number;
  /** `spec[<id>]` split at ',' (repeated keys joined), trimmed, without blanks or repeats. */
  values?: readonly string[];
  min?: number;
  max?: number;
}

/** The filters of an address, by attribute id, in the order they appear. */
export type SpecFilters = ReadonlyMap<number, SpecQueryFilter>;

/** What the query said wrong, by field (`spec[3][min]`, or `spec` for too many): 422's fields. */
export type SpecQueryErrors = Record<string, string>;

function attributeId(text: string): number | null {
  return ID.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
}

/** The query's entries as key and text, repeated keys one entry each. */
function entriesOf(query: URLSearchParams | Readonly<Record<string, unknown>>): [string, string][] {
  if (query instanceof URLSearchParams) return [...query];
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
        out.push([key, String(item)]);
  return out;
}

/** A bound as the contract takes it, or null when it is not a number. */
function readBound(text: string): number | null {
  const number = text.length <= MAX_NUMBER_LENGTH && DECIMAL.test(text) ? Number(text) : NaN;
  return Number.isFinite(number) ? number : null;
}

const splitValues = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * The spec filters of a query (an address's parameters, or the flat keys a server's query parser
 * gives), and what is wrong with it: more than MAX_SPEC_FILTERS attributes (reading stops there),
 * a bound that is not a number (an empty bound counts as not given), min above max. The filters
 * keep only what is right, so a page that drops the errors still asks nothing the API refuses.
 * Keys of no well-formed id (`spec[x]`, `spec[0]`) or side (`spec[3][avg]`) are ignored like
 * unknown attributes.
 */
export function readSpecQuery(query: URLSearchParams | Readonly<Record<string, unknown>>): {
  filters: SpecQueryFilter[];
  errors: SpecQueryErrors;
} {
  const byId = new Map<number, SpecQueryFilter>();
  const errors: SpecQueryErrors = {};
  const seen = new Set<string>();
  for (const [key, raw] of entriesOf(query)) {
    const match = SPEC_KEY.exec(key);
    if (!match) continue;
    const [, idText = '', side] = match;
    seen.add(idText);
    if (seen.size > MAX_SPEC_FILTERS) {
      errors.spec = `Maksimal ${MAX_SPEC_FILTERS} filter.`;
      break;
    }
    const id = attributeId(idText);
    if (id === null) continue;
    const filter = byId.get(id) ?? { id };
    if (side === undefined) {
      const values = splitValues(raw);
      if (values.length === 0) continue;
      filter.values = [...new Set([...(filter.values ?? []), ...values])];
    } else if (side === 'min' || side === 'max') {
      const text = raw.trim();
      if (text === '') continue;
      const bound = readBound(text);
      if (bound === null) {
        errors[`spec[${idText}][${side}]`] = INVALID_NUMBER;
        continue;
      }
      filter[side] = bound;
    } else continue;
    byId.set(id, filter);
  }
  for (const filter of byId.values()) {
    if (filter.min === undefined || filter.max === undefined || filter.min <= filter.max) continue;
    errors[`spec[${filter.id}][min]`] = SPEC_MIN_ABOVE_MAX;
    delete filter.min;
    delete filter.max;
    if (filter.values === undefined) byId.delete(filter.id);
  }
  return { filters: [...byId.values()], errors };
}

/** A number as a query writes it ('6.894757'); 12 significant digits at most. */
function numberText(value: number): string {
  // A whole number of 12 digits or fewer is its own text (toPrecision would give it back): most
  // bounds, and a filter panel writes every chip's address with them (issue 34).
  if (Number.isSafeInteger(value) && Math.abs(value) < 1e12) return String(value);
  return String(Number(value.toPrecision(12)));
}

/**
 * The query's spec keys of `filters` by attribute id: `spec[3]=a,b`, `spec[5][min]=2`,
 * `spec[5][max]=7`. In id order, so the same filters always make the same address (and cache key).
 */
export function specQueryEntries(filters: Iterable<SpecQueryFilter>): [string, string][] {
  const out: [string, string][] = [];
  for (const { id, values, min, max } of [...filters].sort((a, b) => a.id - b.id)) {
    if (values?.length) out.push([`spec[${id}]`, values.join(',')]);
    if (min !== undefined) out.push([`spec[${id}][min]`, numberText(min)]);
    if (max !== undefined) out.push([`spec[${id}][max]`, numberText(max)]);
  }
  return out;
}

/** The spec part of a GET product query, flat as the address writes it (`{ 'spec[5][min]': '2' }`). */
export function specQueryOf(filters: SpecFilters): Record<string, string> {
  return Object.fromEntries(specQueryEntries(filters.values()));
}

/**
 * The filters of the last few addresses read, by their query string: a page's render reads its
 * address's filters four or five times (the route's reads, the list, its panel, its head tags),
 * each time from a fresh URLSearchParams (issue 34). Read only (a SpecFilters is never changed:
 * toggleSpecValue and withSpecBounds make new ones).
 */
const recentFilters = new Map<string, SpecFilters>();

/** Addresses whose filters are kept (a render reads one; the browser's panel two or three). */
const RECENT_FILTERS = 8;

/** The filters of an address; what the API would refuse is left out, so a hand-edited link shows a page, not a 422. */
export function readSpecFilters(query: URLSearchParams): SpecFilters {
  const text = query.toString();
  const known = recentFilters.get(text);
  if (known) return known;
  const filters: SpecFilters = new Map(
    readSpecQuery(query).filters.map((filter) => [filter.id, filter]),
  );
  if (recentFilters.size >= RECENT_FILTERS)
    recentFilters.delete(recentFilters.keys().next().value as string);
  recentFilters.set(text, filters);
  return filters;
}

/** The units the visitor typed bounds in, by attribute id (`unit[<id>]`). */
export function readSpecUnits(query: URLSearchParams): ReadonlyMap<number, string> {
  const units = new Map<number, string>();
  for (const [key, value] of query) {
    const match = UNIT_KEY.exec(key);
    const id = match ? attributeId(match[1] as string) : null;
    if (id !== null && value.trim()) units.set(id, value.trim());
  }
  return units;
}

/**
 * Whether a query string key names a specification filter (`spec[<id>]`, `spec[<id>][min|max]`):
 * the keys readSpecQuery reads. The server decides by it which reads and pages are narrowed by
 * specifications (server/src/pages/on-demand.ts, the `in:spec` tag).
 */
export function isSpecFilterKey(key: string): boolean {
  // The prefix first: the pattern is tested on every key of an address, for every chip's link.
  return key.startsWith('spec[') && SPEC_KEY.test(key);
}

/** Whether a query string key is one of the filter's own (spec or unit). */
export function isSpecParam(key: string): boolean {
  return isSpecFilterKey(key) || (key.startsWith('unit[') && UNIT_KEY.test(key));
}

/** Writes `withSpecFilters(query, …)` for many filters: the address's other parameters read once. */
export type SpecFiltersWriter = (
  filters: SpecFilters,
  units?: ReadonlyMap<number, string>,
) => URLSearchParams;

/**
 * `withSpecFilters` of one address, which a filter panel asks for each of its chips' links (a
 * third of its island's render on a filtered type page, issue 34): the parameters it keeps and
 * its units are read once, not once per chip.
 */
export function specFiltersWriter(query: URLSearchParams): SpecFiltersWriter {
  const kept: [string, string][] = [];
  for (const [key, value] of query)
    if (key !== 'page' && !isSpecParam(key)) kept.push([key, value]);
  let ownUnits: ReadonlyMap<number, string> | undefined;
  return (filters, units = (ownUnits ??= readSpecUnits(query))) => {
    const next = new URLSearchParams(kept);
    for (const [key, value] of specQueryEntries(filters.values())) next.set(key, value);
    for (const [id, unit] of units) {
      const filter = filters.get(id);
      if (filter?.min !== undefined || filter?.max !== undefined) next.set(`unit[${id}]`, unit);
    }
    return next;
  };
}

/** The address's query with `filters` (and `units`) in place of its own, back on page 1. */
export function withSpecFilters(
  query: URLSearchParams,
  filters: SpecFilters,
  units: ReadonlyMap<number, string> = readSpecUnits(query),
): URLSearchParams {
  return specFiltersWriter(query)(filters, units);
}

/** The filters with attribute `id` holding these values and bounds; gone when it holds none. */
function withFilter(
  filters: SpecFilters,
  id: number,
  values: readonly string[] | undefined,
  min: number | null | undefined,
  max: number | null | undefined,
): SpecFilters {
  const next = new Map(filters);
  const filter: SpecQueryFilter = { id };
  if (values?.length) filter.values = values;
  if (min !== null && min !== undefined) filter.min = min;
  if (max !== null && max !== undefined) filter.max = max;
  if (filter.values || filter.min !== undefined || filter.max !== undefined) next.set(id, filter);
  else next.delete(id);
  return next;
}

/** The filters with `value` of attribute `id` chosen, or unchosen when it was. */
export function toggleSpecValue(filters: SpecFilters, id: number, value: string): SpecFilters {
  const current = filters.get(id);
  const values = current?.values ?? [];
  const chosen = values.includes(value)
    ? values.filter((item) => item !== value)
    : [...values, value];
  return withFilter(filters, id, chosen, current?.min, current?.max);
}

/** The filters with attribute `id` bounded by min and max (both null: not bounded). */
export function withSpecBounds(
  filters: SpecFilters,
  id: number,
  min: number | null,
  max: number | null,
): SpecFilters {
  return withFilter(filters, id, filters.get(id)?.values, min, max);
}

/** Whether the address filters by any specification. */
export function hasSpecFilters(query: URLSearchParams): boolean {
  return readSpecFilters(query).size > 0;
}
