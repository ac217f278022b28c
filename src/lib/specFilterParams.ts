// Specification filters in a page's address (issue 24). A list or search page keeps them in its
// query string under the API's own names, so the address is the filter: shareable, rendered by the
// server and undone by Back. `spec[<id>]=a,b` chooses values of a choice or yes/no attribute;
// `spec[<id>][min]` / `spec[<id>][max]` bound a number or range attribute, always in the
// attribute's own unit (the panel converts what the visitor typed). `unit[<id>]` only remembers the
// unit the visitor typed in, for showing the inputs again; it is never sent to the API.

/** The API refuses more spec filters than this (422); the page never sends more. */
export const MAX_SPEC_FILTERS = 20;

/** A filter of one attribute: chosen values, or bounds (either side may be open). */
export type SpecFilter =
  { kind: 'values'; values: string[] } | { kind: 'bounds'; min: number | null; max: number | null };

/** The filters of an address, by attribute id, in the order they appear. */
export type SpecFilters = ReadonlyMap<number, SpecFilter>;

const SPEC_KEY = /^spec\[(\d{1,9})\](?:\[(min|max)\])?$/;
const UNIT_KEY = /^unit\[(\d{1,9})\]$/;

function attributeId(text: string): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A number as the address writes it ('6.894757'); 12 significant digits at most. */
function numberText(value: number): string {
  return String(Number(value.toPrecision(12)));
}

function readNumber(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The filters of an address. What the API would refuse is dropped instead (a bound that is not a
 * number, min above max, past the 20th attribute), so a hand-edited link shows a page, not a 422.
 */
export function readSpecFilters(query: URLSearchParams): SpecFilters {
  const filters = new Map<number, SpecFilter>();
  for (const [key, raw] of query) {
    const match = SPEC_KEY.exec(key);
    const id = match ? attributeId(match[1] as string) : null;
    if (!match || id === null) continue;
    const side = match[2] as 'min' | 'max' | undefined;
    const current = filters.get(id);
    if (!current && filters.size >= MAX_SPEC_FILTERS) continue;
    if (side) {
      const value = readNumber(raw);
      if (value === null || current?.kind === 'values') continue;
      const bounds = current ?? { kind: 'bounds' as const, min: null, max: null };
      filters.set(id, { ...bounds, [side]: value });
    } else {
      if (current) continue;
      const values = [...new Set(raw.split(',').map((value) => value.trim()))].filter(Boolean);
      if (values.length > 0) filters.set(id, { kind: 'values', values });
    }
  }
  for (const [id, filter] of filters) {
    if (filter.kind === 'bounds' && filter.min !== null && filter.max !== null)
      if (filter.min > filter.max) filters.delete(id);
  }
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

/** The GET product `spec` parameter (deepObject): `{ 3: 'G1/8,G1/4', 5: { min: '2' } }`. */
export type SpecQuery = Record<string, string | { min?: string; max?: string }>;

/** The API query's spec part, or undefined when nothing is filtered. */
export function specQueryOf(filters: SpecFilters): SpecQuery | undefined {
  if (filters.size === 0) return undefined;
  const out: SpecQuery = {};
  for (const [id, filter] of filters) {
    if (filter.kind === 'values') out[id] = filter.values.join(',');
    else {
      out[id] = {
        ...(filter.min !== null ? { min: numberText(filter.min) } : {}),
        ...(filter.max !== null ? { max: numberText(filter.max) } : {}),
      };
    }
  }
  return out;
}

/** The address's spec parameters: `spec[3]=…`, `spec[5][min]=…`. */
function specParamsOf(filters: SpecFilters): [string, string][] {
  const out: [string, string][] = [];
  for (const [id, value] of Object.entries(specQueryOf(filters) ?? {})) {
    if (typeof value === 'string') out.push([`spec[${id}]`, value]);
    else {
      if (value.min !== undefined) out.push([`spec[${id}][min]`, value.min]);
      if (value.max !== undefined) out.push([`spec[${id}][max]`, value.max]);
    }
  }
  return out;
}

/** Whether a query string key is one of the filter's own (spec or unit). */
export function isSpecParam(key: string): boolean {
  return SPEC_KEY.test(key) || UNIT_KEY.test(key);
}

/** The address's query with `filters` (and `units`) in place of its own, back on page 1. */
export function withSpecFilters(
  query: URLSearchParams,
  filters: SpecFilters,
  units: ReadonlyMap<number, string> = readSpecUnits(query),
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of query) {
    if (key !== 'page' && !isSpecParam(key)) next.append(key, value);
  }
  for (const [key, value] of specParamsOf(filters)) next.set(key, value);
  for (const [id, unit] of units) {
    if (filters.get(id)?.kind === 'bounds') next.set(`unit[${id}]`, unit);
  }
  return next;
}

/** The filters with `value` of attribute `id` chosen, or unchosen when it was. */
export function toggleSpecValue(filters: SpecFilters, id: number, value: string): SpecFilters {
  const next = new Map(filters);
  const current = filters.get(id);
  const values = current?.kind === 'values' ? current.values : [];
  const chosen = values.includes(value)
    ? values.filter((item) => item !== value)
    : [...values, value];
  if (chosen.length === 0) next.delete(id);
  else next.set(id, { kind: 'values', values: chosen });
  return next;
}

/** The filters with attribute `id` bounded by min and max (both null: not filtered). */
export function withSpecBounds(
  filters: SpecFilters,
  id: number,
  min: number | null,
  max: number | null,
): SpecFilters {
  const next = new Map(filters);
  if (min === null && max === null) next.delete(id);
  else next.set(id, { kind: 'bounds', min, max });
  return next;
}

/** Whether the address filters by any specification. */
export function hasSpecFilters(query: URLSearchParams): boolean {
  return readSpecFilters(query).size > 0;
}
