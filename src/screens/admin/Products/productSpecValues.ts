// The product form's specifications and equivalents without React (issue 24): what a record opens
// as, the typed text turned into values by kind, the checks (rules and messages of
// src/lib/spec/specValues.ts, shared with the server and the mocks) and the multipart entries of the
// save call. The form keeps values by attribute id, so switching the type back and forth keeps
// what was typed; only the chosen type's attributes are checked and sent.
import type { components } from '@/api/schema.ts';
import type { ProductEquivalentValues, ProductSpecificationValues } from '@/api/hooks/products.ts';
import {
  MAX_EQUIVALENTS,
  MAX_EQUIVALENT_LENGTH,
  equivalentErrors,
} from '@/lib/spec/equivalents.ts';
import { MAX_SPEC_TEXT_LENGTH, specValueFromForm } from '@/lib/spec/specValues.ts';
import type { SpecFormEntry, SpecValue } from '@/lib/spec/specValues.ts';
import type { FormErrors } from '../shared/rules.ts';

type SpecAttribute = components['schemas']['SpecAttribute'];
type ProductSpecification = components['schemas']['ProductSpecification'];
type ProductEquivalent = components['schemas']['ProductEquivalent'];

/** Texts of the product form's specification section and equivalents editor (ours but the titles). */
export const SPEC_TEXT = {
  legend: 'Spesifikasi',
  chooseType: 'Pilih tipe produk untuk mengisi spesifikasinya.',
  loading: 'Harap Tunggu...',
  none: 'Tipe ini belum memiliki spesifikasi.',
  failed: 'Spesifikasi tipe ini gagal dimuat.',
  retry: 'Muat Ulang',
  notLoaded: 'Spesifikasi belum termuat; muat ulang sebelum menyimpan.',
  min: 'min',
  max: 'maks',
  yes: 'Ya',
  no: 'Tidak',
  maxText: MAX_SPEC_TEXT_LENGTH,
  equivalents: 'Padanan produk merek lain',
  equivalentBrand: (n: number) => `Merek Padanan ${n}`,
  equivalentCode: (n: number) => `Kode Padanan ${n}`,
  addEquivalent: 'Tambah Padanan',
  removeEquivalent: (n: number) => `Hapus Padanan ${n}`,
  equivalentsHint: 'Kode produk merek lain yang setara, misalnya SMC CDQ2B32-50.',
  maxEquivalents: MAX_EQUIVALENTS,
  maxEquivalentLength: MAX_EQUIVALENT_LENGTH,
} as const;

/** A range as typed: two texts. */
export interface SpecRangeText {
  min: string;
  max: string;
}

/** One specification as the form holds it: text (number, text), a range, choices, or yes/no. */
export type SpecFormValue = string | SpecRangeText | string[] | boolean | null;

/** The form's specifications by attribute (`a<id>`: a record key, never read as a list index). */
export type SpecFormValues = Record<string, SpecFormValue>;

/** An equivalent row of the form: another maker and its part number. */
export type EquivalentRow = ProductEquivalentValues;

/** The form key of an attribute's value. */
export function specKey(id: number): string {
  return `a${id}`;
}

/** The label of an attribute's input: 'Bore (mm)', 'Tekanan Kerja min (bar)'. */
export function specLabel(attribute: Pick<SpecAttribute, 'name' | 'unit'>, part?: string): string {
  const name = part ? `${attribute.name} ${part}` : attribute.name;
  return attribute.unit ? `${name} (${attribute.unit})` : name;
}

/** A number as staff read and type it: '.' decimals, no grouping. */
function numberText(value: number): string {
  return String(value);
}

/** The form's value of a stored specification. */
function formValueOf(spec: Pick<ProductSpecification, 'kind' | 'value'>): SpecFormValue {
  const { kind, value } = spec;
  if (kind === 'number' && typeof value === 'number') return numberText(value);
  if (kind === 'range' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return { min: numberText(value.min), max: numberText(value.max) };
  if (kind === 'choice' && Array.isArray(value)) return [...value];
  if (kind === 'boolean' && typeof value === 'boolean') return value;
  return typeof value === 'string' ? value : null;
}

/** The stored specifications as the form opens them. */
export function specFormInitial(
  specs: readonly ProductSpecification[] | undefined,
): SpecFormValues {
  const values: SpecFormValues = {};
  for (const spec of specs ?? []) values[specKey(spec.id)] = formValueOf(spec);
  return values;
}

/** The stored equivalents as the form opens them. */
export function equivalentFormInitial(
  equivalents: readonly ProductEquivalent[] | undefined,
): EquivalentRow[] {
  return (equivalents ?? []).map(({ brand, code }) => ({ brand, code }));
}

/** What one specification sends: `specifications[i][id]`, and its value unless it is cleared. */
type SpecEntry = ProductSpecificationValues;

/** The form's value of one attribute checked and turned into what the API takes. */
export function specEntry(
  attribute: SpecAttribute,
  formValue: SpecFormValue | undefined,
): { entry: SpecEntry; error?: string } {
  const entry: SpecEntry = { id: attribute.id };
  const check = checkSpecValue(attribute, formValue);
  if (check.error !== undefined) return { entry, error: check.error };
  if (check.value !== undefined) entry.value = check.value;
  return { entry };
}

/** The messages of the chosen type's specifications, by form path (`specs.a<id>`). */
export function specErrors(
  attributes: readonly SpecAttribute[],
  values: SpecFormValues,
): FormErrors {
  const errors: FormErrors = {};
  for (const attribute of attributes) {
    errors[`specs.${specKey(attribute.id)}`] = specEntry(
      attribute,
      values[specKey(attribute.id)],
    ).error;
  }
  return errors;
}

/** Every attribute of the chosen type, in its order: filled ones with their value, the others cleared. */
export function toSpecEntries(
  attributes: readonly SpecAttribute[],
  values: SpecFormValues,
): SpecEntry[] {
  return attributes.map((attribute) => specEntry(attribute, values[specKey(attribute.id)]).entry);
}

/**
 * The server's names of the specification entries sent in this order, by form path: a message
 * on `specifications[2][value][min]` belongs to the third attribute's input.
 */
export function specApiFields(
  attributes: readonly SpecAttribute[],
): Record<string, `specs.${string}`> {
  const names: Record<string, `specs.${string}`> = {};
  attributes.forEach((attribute, index) => {
    const path = `specs.${specKey(attribute.id)}` as const;
    for (const suffix of ['', '[id]', '[value]', '[value][min]', '[value][max]', '[value][0]'])
      names[`specifications[${index}]${suffix}`] = path;
  });
  return names;
}

/** The trimmed equivalent rows; blank rows dropped. */
export function toEquivalents(rows: readonly EquivalentRow[]): EquivalentRow[] {
  return rows
    .map((row) => ({ brand: row.brand.trim(), code: row.code.trim() }))
    .filter((row) => row.brand || row.code);
}

/** The form's value as the shared rule reads a multipart entry (src/lib/spec/specValues.ts). */
function formEntryOf(
  kind: SpecAttribute['kind'],
  formValue: SpecFormValue | undefined,
): SpecFormEntry {
  if (kind === 'range') {
    const range =
      typeof formValue === 'object' && formValue !== null && !Array.isArray(formValue)
        ? formValue
        : { min: '', max: '' };
    return { min: range.min, max: range.max };
  }
  if (kind === 'choice') return { list: Array.isArray(formValue) ? formValue : [] };
  if (kind === 'boolean')
    return { value: formValue === true ? '1' : formValue === false ? '0' : '' };
  return { value: typeof formValue === 'string' ? formValue : '' };
}

/** A checked value as the multipart body carries it: numbers as text with '.' decimals. */
function wireValue(value: SpecValue): SpecEntry['value'] {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && !Array.isArray(value))
    return { min: String(value.min), max: String(value.max) };
  return value;
}

/** One attribute's typed value checked by its kind: the API's value, none (empty), or a message. */
function checkSpecValue(
  attribute: SpecAttribute,
  formValue: SpecFormValue | undefined,
): { value?: SpecEntry['value']; error?: string } {
  const check = specValueFromForm(attribute, formEntryOf(attribute.kind, formValue));
  if (!check.ok) return { error: check.message };
  return check.value === null ? {} : { value: wireValue(check.value) };
}

/** The equivalents' messages by form path (`equivalents.<i>.brand`), from the shared rule. */
export function equivalentFormErrors(rows: readonly EquivalentRow[]): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(equivalentErrors(rows))) {
    const match = /^\[(\d+)\]\[(brand|code)\]$/.exec(key);
    if (match) errors[`equivalents.${match[1]}.${match[2]}`] = message;
  }
  return errors;
}
