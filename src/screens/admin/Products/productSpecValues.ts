// The product form's specifications and equivalents without React (issue 24): what a record opens
// as, the typed text turned into values by kind, the checks (rules and messages of
// src/lib/specValues.ts, shared with the server and the mocks) and the multipart entries of the
// save call. The form keeps values by attribute id, so switching the type back and forth keeps
// what was typed; only the chosen type's attributes are checked and sent.
import type { components } from '@/api/schema.ts';
import type { ProductEquivalentValues, ProductSpecificationValues } from '@/api/hooks/products.ts';
import { MESSAGES } from '@/lib/messages.ts';
import { maxLength, plainText } from '../shared/rules.ts';
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
  maxText: 200,
  equivalents: 'Padanan produk merek lain',
  equivalentBrand: (n: number) => `Merek Padanan ${n}`,
  equivalentCode: (n: number) => `Kode Padanan ${n}`,
  addEquivalent: 'Tambah Padanan',
  removeEquivalent: (n: number) => `Hapus Padanan ${n}`,
  equivalentsHint: 'Kode produk merek lain yang setara, misalnya SMC CDQ2B32-50.',
  maxEquivalents: 30,
  maxEquivalentLength: 60,
} as const;

/** A range's messages. */
const SPEC_RANGE_MESSAGE = {
  both: 'Isi min dan maks berupa angka.',
  order: 'Min tidak boleh lebih besar dari maks.',
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

/** A typed number as the API reads it: '1,5' → '1.5'; null when it is no number. */
export function typedNumber(text: string): string | null {
  const normal = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) && Number.isFinite(Number(normal)) ? normal : null;
}

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

/** One attribute's typed value checked by its kind: the API's value, none (empty), or a message. */
function checkSpecValue(
  attribute: SpecAttribute,
  formValue: SpecFormValue | undefined,
): { value?: SpecEntry['value']; error?: string } {
  switch (attribute.kind) {
    case 'number': {
      const text = typeof formValue === 'string' ? formValue.trim() : '';
      if (!text) return {};
      const number = typedNumber(text);
      return number === null ? { error: MESSAGES.invalidNumber } : { value: number };
    }
    case 'range': {
      const range =
        typeof formValue === 'object' && formValue !== null && !Array.isArray(formValue)
          ? formValue
          : { min: '', max: '' };
      if (!range.min.trim() && !range.max.trim()) return {};
      const min = typedNumber(range.min);
      const max = typedNumber(range.max);
      if (min === null || max === null) return { error: SPEC_RANGE_MESSAGE.both };
      return Number(min) > Number(max)
        ? { error: SPEC_RANGE_MESSAGE.order }
        : { value: { min, max } };
    }
    case 'choice': {
      const chosen = Array.isArray(formValue) ? formValue : [];
      return chosen.length === 0 ? {} : { value: chosen };
    }
    case 'boolean':
      return typeof formValue === 'boolean' ? { value: formValue } : {};
    default: {
      const text = typeof formValue === 'string' ? formValue.trim() : '';
      if (!text) return {};
      const error = maxLength(text, SPEC_TEXT.maxText) ?? plainText(text);
      return error ? { error } : { value: text };
    }
  }
}
