// Specification attributes and their values (issue 24): the one home of the rules and messages
// the server, the mocks, the product form and the import share. A value by the attribute's kind:
// number → number; range → { min, max } (min ≤ max); choice → the chosen options (exactly one
// unless `multiple`); text → string (200 characters at most); boolean → boolean. Pure: the server
// imports it (DESIGN.md lets it import src/lib only).
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from '../forms/forbiddenHtml.ts';
import { maxItemsMessage, maxLengthMessage } from '../forms/messages.ts';

export const SPEC_KINDS = ['number', 'range', 'choice', 'text', 'boolean'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** A range value, in the attribute's unit. */
export interface SpecRange {
  min: number;
  max: number;
}

/** A product's value of one attribute, as the API writes it. */
export type SpecValue = number | SpecRange | string[] | string | boolean;

/** What a value is checked against: the attribute's kind and choices. */
export interface SpecRule {
  kind: SpecKind;
  options: readonly string[];
  multiple: boolean;
}

/** An attribute as lists show it: ordered by `urutan` (empty last), then name. */
export interface SpecOrdered {
  name: string;
  urutan: number | null;
}

/** Staff labels of the kinds (the attribute editor and its table). */
export const SPEC_KIND_LABELS: Readonly<Record<SpecKind, string>> = {
  number: 'Angka',
  range: 'Rentang (min-maks)',
  choice: 'Pilihan',
  text: 'Teks',
  boolean: 'Ya/Tidak',
};

/** How a yes/no value reads, on pages and in import/export. */
export const SPEC_YES = 'Ya';
export const SPEC_NO = 'Tidak';

/** Longest text value (openapi.yaml SpecValue). */
export const MAX_SPEC_TEXT_LENGTH = 200;
/** Longest attribute name, unit and option (openapi.yaml SpecAttributeInput). */
export const MAX_SPEC_NAME_LENGTH = 100;
export const MAX_SPEC_UNIT_LENGTH = 20;
export const MAX_SPEC_OPTION_LENGTH = 100;
export const MAX_SPEC_OPTIONS = 100;
/** Most specification entries in one product form (indices 0 to 99). */
export const MAX_PRODUCT_SPECS = 100;

/** Field messages (our wording, in the voice of SPEC 5). */
export const SPEC_MESSAGES = {
  name: 'Nama tidak boleh kosong!',
  nameTaken: 'Nama spesifikasi sudah dipakai',
  kind: 'Jenis tidak boleh kosong!',
  tooFewOptions: 'Isi minimal 2 pilihan yang berbeda',
  optionsOnlyForChoice: 'Pilihan hanya untuk jenis pilihan',
  multipleOnlyForChoice: 'Banyak pilihan hanya untuk jenis pilihan',
  typeNotFound: 'Tipe tidak ditemukan',
  number: 'Harus berupa angka.',
  rangeBoth: 'Isi nilai minimum dan maksimum',
  rangeOrder: 'Nilai minimum tidak boleh lebih besar dari nilai maksimum',
  choiceOne: 'Pilih satu pilihan',
  choiceUnknown: 'Pilihan tidak tersedia',
  choiceTwice: 'Pilihan tidak boleh sama',
  boolean: "Isi dengan 'Ya' atau 'Tidak'",
  notForType: 'Spesifikasi tidak berlaku untuk tipe produk ini',
  twice: 'Spesifikasi tidak boleh diisi dua kali',
  empty: 'Nilai tidak boleh kosong',
} as const;

const NUMBER_TEXT = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** A number as staff type it ('12', '12.5', '12,5', '-10'), or null for anything else. */
export function parseSpecNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const isRange = (value: unknown): value is SpecRange =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as SpecRange).min === 'number' &&
  typeof (value as SpecRange).max === 'number';

export type SpecCheck = { ok: true; value: SpecValue } | { ok: false; message: string };

const fail = (message: string): SpecCheck => ({ ok: false, message });
const pass = (value: SpecValue): SpecCheck => ({ ok: true, value });

function checkChoices(rule: SpecRule, raw: readonly unknown[]): SpecCheck {
  const values = raw.map((item) => (typeof item === 'string' ? item.trim() : '')).filter(Boolean);
  if (values.length === 0 || (!rule.multiple && values.length > 1))
    return fail(SPEC_MESSAGES.choiceOne);
  if (new Set(values).size !== values.length) return fail(SPEC_MESSAGES.choiceTwice);
  if (values.some((value) => !rule.options.includes(value)))
    return fail(SPEC_MESSAGES.choiceUnknown);
  // Kept in the options' order, so equal choices are stored alike.
  return pass(rule.options.filter((option) => values.includes(option)));
}

/**
 * A value as the API carries it (JSON), checked against its attribute: the stored value, or the
 * message. Choice text is trimmed and kept in the options' order.
 */
export function checkSpecValue(rule: SpecRule, value: unknown): SpecCheck {
  switch (rule.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? pass(value)
        : fail(SPEC_MESSAGES.number);
    case 'range':
      if (!isRange(value) || !Number.isFinite(value.min) || !Number.isFinite(value.max))
        return fail(SPEC_MESSAGES.rangeBoth);
      return value.min <= value.max
        ? pass({ min: value.min, max: value.max })
        : fail(SPEC_MESSAGES.rangeOrder);
    case 'choice':
      return Array.isArray(value) ? checkChoices(rule, value) : fail(SPEC_MESSAGES.choiceOne);
    case 'text': {
      if (typeof value !== 'string' || !value.trim()) return fail(SPEC_MESSAGES.empty);
      const text = value.trim();
      if (text.length > MAX_SPEC_TEXT_LENGTH) return fail(maxLengthMessage(MAX_SPEC_TEXT_LENGTH));
      if (hasForbiddenHtml(text)) return fail(FORBIDDEN_HTML_MESSAGE);
      return pass(text);
    }
    case 'boolean':
      return typeof value === 'boolean' ? pass(value) : fail(SPEC_MESSAGES.boolean);
  }
}

/** Whether a stored value still fits its attribute (after the attribute changed). */
export function specValueFits(rule: SpecRule, value: unknown): boolean {
  const check = checkSpecValue(rule, value);
  return check.ok && JSON.stringify(check.value) === JSON.stringify(value);
}

/**
 * A multipart entry of the product form (`specifications[i][value]`, `[value][min]`/`[max]`,
 * `[value][j]`) as text, by kind. `null` value: the entry is empty, so the product has none.
 */
export interface SpecFormEntry {
  /** `specifications[i][value]`: number, text, or boolean 1/0. */
  value?: string;
  /** `specifications[i][value][min]` and `[max]`. */
  min?: string;
  max?: string;
  /** `specifications[i][value][j]`, in index order. */
  list?: readonly string[];
}

export type SpecFormCheck =
  | { ok: true; value: SpecValue | null }
  | { ok: false; message: string; field: 'value' | 'min' | 'max' };

/** Reads a multipart entry by its attribute's kind: the value (null when empty) or the message. */
export function specValueFromForm(rule: SpecRule, entry: SpecFormEntry): SpecFormCheck {
  const text = (entry.value ?? '').trim();
  switch (rule.kind) {
    case 'number': {
      if (!text) return { ok: true, value: null };
      const value = parseSpecNumber(text);
      return value === null
        ? { ok: false, message: SPEC_MESSAGES.number, field: 'value' }
        : { ok: true, value };
    }
    case 'range': {
      const minText = (entry.min ?? '').trim();
      const maxText = (entry.max ?? '').trim();
      if (!minText && !maxText) return { ok: true, value: null };
      const min = parseSpecNumber(minText);
      const max = parseSpecNumber(maxText);
      if (min === null)
        return {
          ok: false,
          message: minText ? SPEC_MESSAGES.number : SPEC_MESSAGES.rangeBoth,
          field: 'min',
        };
      if (max === null)
        return {
          ok: false,
          message: maxText ? SPEC_MESSAGES.number : SPEC_MESSAGES.rangeBoth,
          field: 'max',
        };
      return min <= max
        ? { ok: true, value: { min, max } }
        : { ok: false, message: SPEC_MESSAGES.rangeOrder, field: 'min' };
    }
    case 'choice': {
      const list = (entry.list ?? []).map((item) => item.trim()).filter(Boolean);
      if (text) list.push(text);
      if (list.length === 0) return { ok: true, value: null };
      const check = checkChoices(rule, list);
      return check.ok ? check : { ok: false, message: check.message, field: 'value' };
    }
    case 'text': {
      if (!text) return { ok: true, value: null };
      const check = checkSpecValue(rule, text);
      return check.ok ? check : { ok: false, message: check.message, field: 'value' };
    }
    case 'boolean':
      if (!text) return { ok: true, value: null };
      if (text === '1' || text === 'true') return { ok: true, value: true };
      if (text === '0' || text === 'false') return { ok: true, value: false };
      return { ok: false, message: SPEC_MESSAGES.boolean, field: 'value' };
  }
}

const formatNumber = (value: number): string => String(value);

/**
 * A value as import/export writes it in its column: a number as written ('12.5'), a range as
 * '1-10', choices joined with '; ', yes/no as 'Ya'/'Tidak'.
 */
export function specCellText(kind: SpecKind, value: SpecValue | null | undefined): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : '';
    case 'range':
      return isRange(value) ? `${formatNumber(value.min)}-${formatNumber(value.max)}` : '';
    case 'choice':
      return Array.isArray(value) ? value.join('; ') : '';
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'boolean':
      return value === true ? SPEC_YES : value === false ? SPEC_NO : '';
  }
}

const RANGE_TEXT =
  /^([+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+))\s*(?:-|–|—|s\/d|sampai)\s*([+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+))$/i;

/** A cell of an import sheet by its attribute: the value (null when empty) or the message. */
export function specValueFromCell(
  rule: SpecRule,
  cell: string,
): { ok: true; value: SpecValue | null } | { ok: false; message: string } {
  let text = cell.trim();
  // A CSV export writes a negative number as '-10 (exportColumns.ts csvSafe): read it back.
  if ((rule.kind === 'number' || rule.kind === 'range') && /^'[+-]/.test(text))
    text = text.slice(1);
  if (!text) return { ok: true, value: null };
  switch (rule.kind) {
    case 'number': {
      const value = parseSpecNumber(text);
      return value === null ? fail(SPEC_MESSAGES.number) : pass(value);
    }
    case 'range': {
      const single = parseSpecNumber(text);
      if (single !== null) return pass({ min: single, max: single });
      const match = RANGE_TEXT.exec(text);
      const min = match ? parseSpecNumber(match[1] ?? '') : null;
      const max = match ? parseSpecNumber(match[2] ?? '') : null;
      if (min === null || max === null) return fail(SPEC_MESSAGES.rangeBoth);
      return min <= max ? pass({ min, max }) : fail(SPEC_MESSAGES.rangeOrder);
    }
    case 'choice': {
      const wanted = text.split(';').map((item) => item.trim());
      // Options match without regard to case, and are stored as the attribute spells them.
      const spelled = wanted.map(
        (item) =>
          rule.options.find((option) => option.toLowerCase() === item.toLowerCase()) ?? item,
      );
      return checkChoices(rule, spelled);
    }
    case 'text':
      return checkSpecValue(rule, text);
    case 'boolean': {
      const lower = text.toLowerCase();
      if (['ya', 'y', 'yes', 'true', '1'].includes(lower)) return pass(true);
      if (['tidak', 't', 'no', 'false', '0'].includes(lower)) return pass(false);
      return fail(SPEC_MESSAGES.boolean);
    }
  }
}

/** The column header of an attribute in import/export: 'Bore (mm)', or the name without a unit. */
export function specColumnHeader(attribute: { name: string; unit: string | null }): string {
  return attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name;
}

/** Orders attributes by `urutan` (empty last), then name. */
export function compareSpecAttributes(a: SpecOrdered, b: SpecOrdered): number {
  if (a.urutan !== b.urutan) {
    if (a.urutan === null) return 1;
    if (b.urutan === null) return -1;
    return a.urutan - b.urutan;
  }
  return a.name.localeCompare(b.name, 'id');
}

/** An attribute as staff send it (openapi.yaml SpecAttributeInput), normalised. */
export interface SpecAttributeDraft {
  name: string;
  unit: string | null;
  kind: SpecKind;
  options: string[];
  multiple: boolean;
  isFilter: boolean;
  urutan: number | null;
  typeIds: number[];
}

/**
 * The attribute body trimmed (an empty unit is none, blank options dropped) with its field
 * messages beyond the contract's own checks: the options by kind. Name uniqueness and the types'
 * existence need the stored data and are checked by the caller.
 */
export function specAttributeDraft(body: Readonly<Record<string, unknown>>): {
  draft: SpecAttributeDraft;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const unitText = typeof body.unit === 'string' ? body.unit.trim() : '';
  const kind = (SPEC_KINDS as readonly unknown[]).includes(body.kind)
    ? (body.kind as SpecKind)
    : 'text';
  const rawOptions = Array.isArray(body.options) ? body.options : [];
  const options = rawOptions
    .map((option) => (typeof option === 'string' ? option.trim() : ''))
    .filter(Boolean);
  const multiple = body.multiple === true;
  if (!name) errors.name = SPEC_MESSAGES.name;
  else if (hasForbiddenHtml(name)) errors.name = FORBIDDEN_HTML_MESSAGE;
  if (unitText && hasForbiddenHtml(unitText)) errors.unit = FORBIDDEN_HTML_MESSAGE;
  if (!(SPEC_KINDS as readonly unknown[]).includes(body.kind)) errors.kind = SPEC_MESSAGES.kind;
  if (kind === 'choice') {
    if (new Set(options).size !== options.length || options.length < 2)
      errors.options = SPEC_MESSAGES.tooFewOptions;
    else if (options.length > MAX_SPEC_OPTIONS) errors.options = maxItemsMessage(MAX_SPEC_OPTIONS);
    else if (options.some((option) => hasForbiddenHtml(option)))
      errors.options = FORBIDDEN_HTML_MESSAGE;
  } else {
    if (options.length > 0) errors.options = SPEC_MESSAGES.optionsOnlyForChoice;
    if (multiple) errors.multiple = SPEC_MESSAGES.multipleOnlyForChoice;
  }
  const urutan = typeof body.urutan === 'number' ? body.urutan : null;
  const typeIds = Array.isArray(body.typeIds)
    ? [...new Set(body.typeIds.filter((id): id is number => typeof id === 'number'))]
    : [];
  return {
    draft: {
      name,
      unit: unitText || null,
      kind,
      options: kind === 'choice' ? options : [],
      multiple: kind === 'choice' && multiple,
      isFilter: body.isFilter === true,
      urutan,
      typeIds,
    },
    errors,
  };
}

/** One `specifications[i]` entry of a product form: the attribute id and what was typed. */
export interface SpecFormField {
  index: number;
  id: number;
  entry: SpecFormEntry;
}

const SPEC_FIELD = /^specifications\[(\d+)\]\[(id|value)\](?:\[(min|max|\d+)\])?$/;

/**
 * The `specifications[i][id]` / `[value]` / `[value][min|max|j]` fields of a product form, in
 * index order (server and mocks read the multipart form alike).
 */
export function specFormFields(fields: Iterable<readonly [string, string]>): SpecFormField[] {
  const byIndex = new Map<number, { id: number; entry: SpecFormEntry; list: [number, string][] }>();
  for (const [name, value] of fields) {
    const match = SPEC_FIELD.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const item = byIndex.get(index) ?? { id: 0, entry: {}, list: [] };
    if (match[2] === 'id') item.id = Number(value.trim());
    else if (match[3] === 'min') item.entry.min = value;
    else if (match[3] === 'max') item.entry.max = value;
    else if (match[3] !== undefined) item.list.push([Number(match[3]), value]);
    else item.entry.value = value;
    byIndex.set(index, item);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, { id, entry, list }]) => ({
      index,
      id,
      entry: list.length
        ? { ...entry, list: list.sort(([a], [b]) => a - b).map(([, value]) => value) }
        : entry,
    }));
}
