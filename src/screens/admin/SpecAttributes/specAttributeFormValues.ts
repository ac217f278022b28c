// The attribute form's state without React: what a record opens as, the client rules, and the
// JSON body of the save call. Pure, so every rule is unit-tested in Node.
import type { components } from '@/api/schema.ts';
import {
  MAX_SPEC_NAME_LENGTH,
  MAX_SPEC_OPTIONS,
  MAX_SPEC_OPTION_LENGTH,
  MAX_SPEC_UNIT_LENGTH,
  SPEC_KIND_LABELS,
  SPEC_MESSAGES,
} from '@/lib/spec/specValues.ts';
import type { ApiFieldNames } from '@/components/Form/apiFieldNames.ts';
import type { SelectOption } from '@/ui/Select/types.ts';
import { maxLength, plainText, requiredText } from '../shared/rules.ts';
import type { FormErrors } from '../shared/rules.ts';

type SpecAttributeRecord = components['schemas']['SpecAttribute'];

/** What the save call sends. */
export type SpecAttributeValues = components['schemas']['SpecAttributeInput'];

/** An attribute's kind (openapi.yaml SpecAttribute.kind). */
export type SpecKind = SpecAttributeRecord['kind'];

/** The kinds as staff read them, in the dropdown's order (src/lib/spec/specValues.ts). */
export const SPEC_KIND_LABEL: Readonly<Record<SpecKind, string>> = SPEC_KIND_LABELS;

/** The kind dropdown's options. */
export const SPEC_KIND_OPTIONS: readonly SelectOption[] = (
  Object.keys(SPEC_KIND_LABEL) as SpecKind[]
).map((kind) => ({ id: kind, text: SPEC_KIND_LABEL[kind] }));

/** Labels and messages of the attribute form (ours). */
export const SPEC_ATTRIBUTE_FORM_TEXT = {
  noun: 'Spesifikasi',
  name: 'Nama',
  nameHint: 'Misalnya: Diameter Bore, Tekanan Kerja, Ulir Port.',
  unit: 'Satuan',
  unitHint: 'Misalnya: mm, bar, °C. Kosongkan bila tidak bersatuan.',
  kind: 'Jenis',
  options: 'Pilihan',
  multiple: 'Boleh pilih lebih dari satu',
  types: 'Tipe Produk',
  typesHint: 'Tipe produk yang memakai spesifikasi ini; formulir produk tipe itu menampilkannya.',
  isFilter: 'Jadikan filter katalog',
  urutan: 'Urutan',
  urutanHint: 'Urutan tampil di formulir dan tabel spesifikasi; kosong tampil paling akhir.',
  nameRequired: SPEC_MESSAGES.name,
  kindRequired: SPEC_MESSAGES.kind,
  optionsRequired: SPEC_MESSAGES.tooFewOptions,
  optionRequired: 'Pilihan tidak boleh kosong.',
  optionTwice: 'Pilihan ini sudah ada.',
  notANumber: 'Harus berupa angka.',
  added: 'Menambah data spesifikasi',
  updated: 'Memperbarui data spesifikasi',
  yes: 'Ya',
  no: 'Tidak',
  active: 'Aktif',
  inactive: 'Nonaktif',
} as const;

/** Longest name, unit and option, and most options (openapi.yaml SpecAttributeInput). */
export const SPEC_ATTRIBUTE_LIMITS = {
  name: MAX_SPEC_NAME_LENGTH,
  unit: MAX_SPEC_UNIT_LENGTH,
  option: MAX_SPEC_OPTION_LENGTH,
  options: MAX_SPEC_OPTIONS,
} as const;

/** An option row of the choice list. */
export interface OptionRow {
  /** The option as typed. */
  name: string;
}

/** Everything the attribute modal edits. */
export interface SpecAttributeFormValues {
  name: string;
  unit: string;
  kind: SelectOption | null;
  options: OptionRow[];
  multiple: boolean;
  types: SelectOption[];
  isFilter: boolean;
  urutan: string;
}

/**
 * The API's names for the form's fields where they differ (the server's messages land there); a
 * message on `options` as a whole shows under the option list.
 */
export const SPEC_ATTRIBUTE_API_FIELDS: ApiFieldNames<SpecAttributeFormValues> = {
  'options[0]': 'options.0.name',
  typeIds: 'types',
  'typeIds[0]': 'types',
};

/** Empty values on insert (a number attribute), the loaded record on update. */
export function specAttributeFormInitial(
  record: SpecAttributeRecord | null,
): SpecAttributeFormValues {
  const kind = record?.kind ?? 'number';
  return {
    name: record?.name ?? '',
    unit: record?.unit ?? '',
    kind: { id: kind, text: SPEC_KIND_LABEL[kind] },
    options: record?.options.map((name) => ({ name })) ?? [],
    multiple: record?.multiple ?? false,
    types: record?.types.map((type) => ({ id: type.id, text: type.name })) ?? [],
    isFilter: record?.isFilter ?? false,
    urutan: record?.urutan === null || record?.urutan === undefined ? '' : String(record.urutan),
  };
}

/** The chosen kind, or null while none is chosen. */
export function kindOf(values: Pick<SpecAttributeFormValues, 'kind'>): SpecKind | null {
  const id = values.kind?.id;
  return typeof id === 'string' && id in SPEC_KIND_LABEL ? (id as SpecKind) : null;
}

function optionErrors(errors: FormErrors, rows: readonly OptionRow[]) {
  const text = SPEC_ATTRIBUTE_FORM_TEXT;
  const seen = new Set<string>();
  rows.forEach(({ name }, index) => {
    const key = name.trim().toLowerCase();
    errors[`options.${index}.name`] =
      requiredText(name, text.optionRequired) ??
      maxLength(name.trim(), SPEC_ATTRIBUTE_LIMITS.option) ??
      plainText(name) ??
      (seen.has(key) ? text.optionTwice : undefined);
    seen.add(key);
  });
}

/** The form's rules, keyed by the form's paths. */
export function validateSpecAttribute(values: SpecAttributeFormValues): FormErrors {
  const text = SPEC_ATTRIBUTE_FORM_TEXT;
  const kind = kindOf(values);
  const errors: FormErrors = {
    name:
      requiredText(values.name, text.nameRequired) ??
      maxLength(values.name.trim(), SPEC_ATTRIBUTE_LIMITS.name) ??
      plainText(values.name),
    unit: maxLength(values.unit.trim(), SPEC_ATTRIBUTE_LIMITS.unit) ?? plainText(values.unit),
    kind: kind ? undefined : text.kindRequired,
    urutan: /^\d*$/.test(values.urutan.trim()) ? undefined : text.notANumber,
  };
  if (kind === 'choice') {
    const filled = values.options.filter((row) => row.name.trim()).length;
    errors.options = filled < 2 ? text.optionsRequired : undefined;
    optionErrors(errors, values.options);
  }
  return errors;
}

/** The save call's body: trimmed texts; options and 'several' only for a choice. */
export function toSpecAttributeValues(values: SpecAttributeFormValues): SpecAttributeValues {
  const kind = kindOf(values) ?? 'text';
  const urutan = values.urutan.trim();
  return {
    name: values.name.trim(),
    unit: values.unit.trim() || null,
    kind,
    options: kind === 'choice' ? values.options.map((row) => row.name.trim()) : [],
    multiple: kind === 'choice' && values.multiple,
    isFilter: values.isFilter,
    urutan: urutan ? Number(urutan) : null,
    typeIds: values.types.map((type) => Number(type.id)),
  };
}
