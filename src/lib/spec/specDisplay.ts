// How a product's specification value reads (issue 24): the product page's 'Spesifikasi' table,
// the comparison and the JSON-LD all show a value the same way. Kinds and value shapes are the
// contract's (openapi.yaml SpecAttribute): number → number, range → { min, max }, choice →
// string[], text → string, boolean → boolean.
import { formatDecimal } from '../catalogue/rupiah.ts';

/** The kinds of a specification attribute. */
export type SpecKind = 'number' | 'range' | 'choice' | 'text' | 'boolean';

/** A product's value of one attribute, by kind (null or a wrong shape reads as no value). */
export type SpecValue = number | { min: number; max: number } | string[] | string | boolean | null;

/** One row of a product's specifications (GET product/{id} data.specifications[]). */
export interface SpecEntry {
  id: number;
  name: string;
  unit: string | null;
  kind: SpecKind;
  value: SpecValue;
}

/** How a yes/no value reads (issue 24: 'Ya'/'Tidak'). */
export const SPEC_BOOLEAN_TEXT = { true: 'Ya', false: 'Tidak' } as const;

/** What an empty value shows (SPEC 9: empty values show a dash). */
export const SPEC_EMPTY = '-';

function isRange(value: unknown): value is { min: number; max: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { min?: unknown }).min === 'number' &&
    typeof (value as { max?: unknown }).max === 'number'
  );
}

/** A number with its unit ('32 mm', '0,5 MPa'); the unit left out when there is none. */
export function withUnit(text: string, unit: string | null | undefined): string {
  return unit ? `${text} ${unit}` : text;
}

/** A boolean facet's or value's text: 'Ya' for true / 'true', 'Tidak' for false / 'false'. */
export function booleanText(value: boolean | string): string {
  return value === true || value === 'true' ? SPEC_BOOLEAN_TEXT.true : SPEC_BOOLEAN_TEXT.false;
}

/** The value as the page shows it: '32 mm', '1–10 bar', 'G1/8, G1/4', 'Ya'; '-' when empty. */
export function specValueText(entry: Pick<SpecEntry, 'kind' | 'unit' | 'value'>): string {
  const { kind, unit, value } = entry;
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? withUnit(formatDecimal(value), unit) : SPEC_EMPTY;
    case 'range':
      if (!isRange(value)) return SPEC_EMPTY;
      return value.min === value.max
        ? withUnit(formatDecimal(value.min), unit)
        : withUnit(`${formatDecimal(value.min)}–${formatDecimal(value.max)}`, unit);
    case 'choice':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : SPEC_EMPTY;
    case 'boolean':
      return typeof value === 'boolean' ? booleanText(value) : SPEC_EMPTY;
    default:
      return typeof value === 'string' && value.trim() !== '' ? value : SPEC_EMPTY;
  }
}

/** schema.org's PropertyValue of one value (JSON-LD additionalProperty); null when empty. */
export function specPropertyValue(entry: SpecEntry): Record<string, unknown> | null {
  const base = {
    '@type': 'PropertyValue',
    name: entry.name,
    ...(entry.unit ? { unitText: entry.unit } : {}),
  };
  const { kind, value } = entry;
  if (kind === 'number' && typeof value === 'number') return { ...base, value };
  if (kind === 'range' && isRange(value))
    return { ...base, minValue: value.min, maxValue: value.max };
  if (kind === 'boolean' && typeof value === 'boolean') return { ...base, value };
  const text = specValueText(entry);
  return text === SPEC_EMPTY ? null : { ...base, value: text };
}
