// Product import (issue 14): the sheet's columns and how one row becomes the product form's fields,
// shared by the server, the mocks and the import screen. A row is checked with the same contract
// schema and messages as the product form (the caller hands in that check), plus what only a sheet
// has: names instead of ids, several values in one cell, picture file names.
import { MAX_GALLERY_IMAGES, MAX_IMPORT_ROWS } from '../forms/limits.ts';
import { MESSAGES, maxImagesMessage } from '../forms/messages.ts';
import {
  SPEC_MESSAGES,
  specColumnHeader,
  specValueFromCell,
  type SpecRule,
} from '../spec/specValues.ts';
import { equivalentsFromCell } from '../spec/equivalents.ts';

/** Field name (as the product form sends it) to Indonesian message. */
export type ImportFieldErrors = Record<string, string>;

/** Marketplace column pairs in the template (a sheet may carry more: `Marketplace 4`, ...). */
export const TEMPLATE_MARKETPLACES = 3;
/** At most this many marketplace column pairs are read. */
export const MAX_MARKETPLACE_COLUMNS = 100;

/** The fixed columns: key and the header the template writes. */
export const FIXED_COLUMNS = [
  ['id', 'ID'],
  ['name', 'Nama'],
  ['harga', 'Harga'],
  ['hargaAkhir', 'Harga Akhir'],
  ['garansi', 'Garansi'],
  ['berat', 'Berat'],
  ['urutan', 'Urutan'],
  ['bestSeller', 'Best Seller'],
  ['kategori', 'Kategori'],
  ['brand', 'Brand'],
  ['tipe', 'Tipe'],
  ['ukuran', 'Ukuran'],
  ['warna', 'Warna'],
  ['padanan', 'Padanan'],
  ['gambar', 'Gambar'],
  ['keterangan', 'Keterangan'],
] as const;

export type FixedColumn = (typeof FIXED_COLUMNS)[number][0];

/** Other headers read as the same column (lower case, letters and digits only). */
const ALIASES: Record<string, FixedColumn> = {
  namaproduk: 'name',
  hargaawal: 'harga',
  bestseller: 'bestSeller',
  isbestseller: 'bestSeller',
  terlaris: 'bestSeller',
  category: 'kategori',
  merek: 'brand',
  type: 'tipe',
  size: 'ukuran',
  color: 'warna',
  foto: 'gambar',
  image: 'gambar',
  deskripsi: 'keterangan',
  equivalent: 'padanan',
  equivalents: 'padanan',
  crossreference: 'padanan',
};

/** Texts of the import that SPEC does not give (ours). */
export const IMPORT_MESSAGES = {
  missingColumns: (labels: string[]) =>
    `Kolom wajib tidak ditemukan di baris pertama: ${labels.join(', ')}.`,
  noRows: 'File tidak berisi baris data.',
  tooManyRows: `Maksimal ${MAX_IMPORT_ROWS} baris data.`,
  noValidRows: 'Tidak ada baris yang valid untuk diimpor.',
  duplicateId: (row: number) => `ID ini sudah dipakai di baris ${row}.`,
  marketplaceRequired: 'Nama marketplace tidak boleh kosong',
  pictureMissing: (name: string) => `Gambar "${name}" tidak ditemukan di file ZIP.`,
  pictureInvalid: (name: string) => `Gambar "${name}": ${MESSAGES.invalidFile}`,
  started: 'Impor dimulai',
  stalled: 'Impor terhenti sebelum selesai; tidak ada data yang diubah.',
  failed: 'Impor gagal; tidak ada data yang diubah.',
} as const;

/** The form's reference messages (server and import alike). */
export const REFERENCE_NOT_FOUND = {
  brand_id: 'Brand tidak ditemukan',
  category_id: 'Category tidak ditemukan',
  type_id: 'Tipe tidak ditemukan',
  ecommerce: 'Ecommerce tidak ditemukan',
} as const;

/** The column key a header names, or null for a column the import does not read. */
export function columnKey(header: string): string | null {
  const bare = header.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!bare) return null;
  const marketplace = /^(?:linkmarketplace|link|marketplacelink|linkecommerce)(\d{1,3})$/.exec(
    bare,
  );
  if (marketplace) return `link${Number(marketplace[1])}`;
  const name = /^(?:marketplace|ecommerce)(\d{1,3})$/.exec(bare);
  if (name) return `marketplace${Number(name[1])}`;
  const fixed = FIXED_COLUMNS.find(
    ([key, label]) => key.toLowerCase() === bare || label.toLowerCase().replace(/\s/g, '') === bare,
  );
  return fixed?.[0] ?? ALIASES[bare] ?? null;
}

/** The header of a column key as the template writes it. */
export function columnLabel(key: string): string {
  const link = /^link(\d+)$/.exec(key);
  if (link) return `Link Marketplace ${link[1]}`;
  const name = /^marketplace(\d+)$/.exec(key);
  if (name) return `Marketplace ${name[1]}`;
  return FIXED_COLUMNS.find(([fixed]) => fixed === key)?.[1] ?? key;
}

/** The template's headers, in order: the fixed ones, then one per active specification attribute. */
export function templateHeaders(
  specAttributes: readonly { name: string; unit: string | null }[] = [],
): string[] {
  const labels: string[] = FIXED_COLUMNS.map(([, label]) => label);
  const at = labels.indexOf('Gambar');
  const marketplaces = Array.from({ length: TEMPLATE_MARKETPLACES }, (_, i) => [
    `Marketplace ${i + 1}`,
    `Link Marketplace ${i + 1}`,
  ]).flat();
  return [
    ...labels.slice(0, at),
    ...marketplaces,
    ...labels.slice(at),
    ...specAttributes.map(specColumnHeader),
  ];
}

/** An active specification attribute as the import reads its column (issue 24). */
export interface ImportSpecAttribute extends SpecRule {
  id: number;
  name: string;
  unit: string | null;
  /** The types that use it: a row of another type must leave its cell empty. */
  typeIds: readonly number[];
}

const bareHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The column key of a specification attribute: `spec<id>`. */
export const specColumnKey = (id: number): string => `spec${id}`;

/**
 * Column keys of the attributes' headers: 'Bore (mm)' (as export and template write it) and the
 * bare name 'Bore' both read as the attribute, matched like the fixed columns.
 */
export function specHeaderKeys(
  attributes: readonly { id: number; name: string; unit: string | null }[],
): Map<string, string> {
  const keys = new Map<string, string>();
  for (const attribute of attributes) {
    for (const header of [specColumnHeader(attribute), attribute.name]) {
      const bare = bareHeader(header);
      if (bare && !keys.has(bare)) keys.set(bare, specColumnKey(attribute.id));
    }
  }
  return keys;
}

/** The template's example row, by header. */
export const TEMPLATE_EXAMPLE: Readonly<Record<string, string>> = {
  Nama: 'Silinder SC 63x100',
  Harga: '850000',
  'Harga Akhir': '1250000',
  Garansi: '1 Tahun',
  Berat: '2,5 kg',
  Urutan: '1',
  'Best Seller': 'Ya',
  Kategori: 'Silinder Pneumatik',
  Brand: 'Airtac',
  Tipe: 'Silinder Standar',
  Ukuran: '63 x 100; 63 x 150',
  Warna: 'Silver',
  Padanan: 'SMC:CP96SDB63-100; Festo:DSBC-63-100-PPVA-N3',
  'Marketplace 1': 'Tokopedia',
  'Link Marketplace 1': 'https://www.tokopedia.com/toko/silinder-sc-63x100',
  Gambar: 'sc63-depan.jpg; sc63-samping.jpg',
  Keterangan: '<p>Silinder pneumatik standar ISO 15552.</p>',
};

/** Columns a sheet must have (the product form's required fields). */
export const REQUIRED_COLUMNS = ['name', 'harga', 'kategori', 'brand', 'tipe'] as const;

/** Required columns missing from a header row, as labels. */
export function missingColumns(headers: readonly string[]): string[] {
  const keys = new Set(headers.map(columnKey));
  return REQUIRED_COLUMNS.filter((key) => !keys.has(key)).map(columnLabel);
}

/** A data row of a sheet: its row number (the header is row 1) and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/** Rows by column key from a header row and value rows (blank rows dropped, numbers kept). */
export function keyedRows(
  headers: readonly string[],
  rows: readonly { row: number; values: readonly string[] }[],
  specKeys: ReadonlyMap<string, string> = new Map(),
): SheetRow[] {
  const keys = headers.map(
    (header) => columnKey(header) ?? specKeys.get(bareHeader(header)) ?? null,
  );
  const out: SheetRow[] = [];
  for (const { row, values } of rows) {
    if (values.every((value) => value.trim() === '')) continue;
    const cells: Record<string, string> = {};
    keys.forEach((key, i) => {
      // The first column of a name wins; a repeated header is ignored.
      if (key && cells[key] === undefined) cells[key] = values[i] ?? '';
    });
    out.push({ row, cells });
  }
  return out;
}

/** Ids of the records a sheet names, by lower-cased trimmed name. */
export interface ImportLookups {
  categories: ReadonlyMap<string, number>;
  brands: ReadonlyMap<string, number>;
  types: ReadonlyMap<string, number>;
  ecommerces: ReadonlyMap<string, number>;
  /** The active specification attributes (their columns; issue 24). */
  specAttributes?: readonly ImportSpecAttribute[];
}

/** A lookup map from records; an active record wins over an inactive one of the same name. */
export function lookupByName(
  rows: readonly { id: number; name: string; isActive?: boolean }[],
): Map<string, number> {
  const map = new Map<string, number>();
  const ordered = [...rows].sort(
    (a, b) => Number(b.isActive ?? true) - Number(a.isActive ?? true) || a.id - b.id,
  );
  for (const row of ordered) {
    const key = nameKey(row.name);
    if (!map.has(key)) map.set(key, row.id);
  }
  return map;
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Several values in one cell: separated by `;` or line breaks (a comma is a decimal comma in Indonesian). */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[;\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Whole rupiah: `850000`, or with '.' thousands separators as staff type them (`850.000`). */
export function moneyText(value: string | undefined): string {
  const text = (value ?? '').trim().replace(/^rp\.?\s*/i, '');
  return /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replaceAll('.', '') : text;
}

const YES = new Set(['1', 'ya', 'y', 'yes', 'true', 'benar']);
const NO = new Set(['', '0', 'tidak', 't', 'no', 'n', 'false', 'salah']);

/** 'Ya'/'Tidak' (or 1/0, true/false) as the form's '1'/'0'; anything else stays as typed and fails the form's rule. */
export function flagText(value: string | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  if (YES.has(text)) return '1';
  if (NO.has(text)) return '0';
  return (value ?? '').trim();
}

/** One row as the product form's fields, with the errors only a sheet can have. */
export interface RowForm {
  /** The product id the row names ('' for none). */
  id: string;
  fields: Record<string, string>;
  pictures: string[];
  /** Errors on form field names (reference names not found, a link without a marketplace). */
  errors: ImportFieldErrors;
  /** The column of each `specifications[i]` entry, by i. */
  specLabels: string[];
  /** Whether the sheet has a 'Padanan' column: without it the stored equivalents stay. */
  equivalentsGiven: boolean;
}

/** A specification cell as the product form's fields of entry `index`. */
function specFields(
  fields: Record<string, string>,
  errors: ImportFieldErrors,
  index: number,
  attribute: ImportSpecAttribute,
  cell: string,
): void {
  const prefix = `specifications[${index}]`;
  fields[`${prefix}[id]`] = String(attribute.id);
  const read = specValueFromCell(attribute, cell);
  if (!read.ok) {
    errors[`${prefix}[value]`] = read.message;
    return;
  }
  const { value } = read;
  if (value === null) return;
  if (typeof value === 'boolean') fields[`${prefix}[value]`] = value ? '1' : '0';
  else if (Array.isArray(value))
    value.forEach((item, i) => (fields[`${prefix}[value][${i}]`] = item));
  else if (typeof value === 'object') {
    fields[`${prefix}[value][min]`] = String(value.min);
    fields[`${prefix}[value][max]`] = String(value.max);
  } else fields[`${prefix}[value]`] = String(value);
}

/**
 * The specification columns of a row: a column present with a cell of an attribute the row's
 * type uses becomes an entry (an empty cell clears the value); a filled cell of an attribute the
 * type does not use is an error.
 */
function specEntries(
  cells: Record<string, string>,
  typeId: number | null,
  attributes: readonly ImportSpecAttribute[],
  fields: Record<string, string>,
  errors: ImportFieldErrors,
): string[] {
  const labels: string[] = [];
  if (typeId === null) return labels;
  for (const attribute of attributes) {
    const cell = cells[specColumnKey(attribute.id)];
    if (cell === undefined) continue;
    const index = labels.length;
    if (!attribute.typeIds.includes(typeId)) {
      if (!cell.trim()) continue;
      errors[`specifications[${index}][id]`] = SPEC_MESSAGES.notForType;
    } else specFields(fields, errors, index, attribute, cell);
    labels.push(specColumnHeader(attribute));
  }
  return labels;
}

function reference(
  errors: ImportFieldErrors,
  fields: Record<string, string>,
  field: 'brand_id' | 'category_id' | 'type_id',
  value: string | undefined,
  lookup: ReadonlyMap<string, number>,
) {
  const name = (value ?? '').trim();
  if (!name) return; // the form's required message follows from the missing field
  const id = lookup.get(nameKey(name));
  if (id === undefined) errors[field] = REFERENCE_NOT_FOUND[field];
  else fields[field] = String(id);
}

/** The marketplace slots a row fills, in column order. */
function marketplaceSlots(cells: Record<string, string>): number[] {
  const slots = new Set<number>();
  for (const key of Object.keys(cells)) {
    const match = /^(?:marketplace|link)(\d+)$/.exec(key);
    if (match && Number(match[1]) <= MAX_MARKETPLACE_COLUMNS) slots.add(Number(match[1]));
  }
  return [...slots].sort((a, b) => a - b);
}

/** Builds the product form fields of a row (SPEC 7 names), resolving names to ids. */
export function rowForm(cells: Record<string, string>, lookups: ImportLookups): RowForm {
  const errors: ImportFieldErrors = {};
  const fields: Record<string, string> = {};
  const text = (key: string) => (cells[key] ?? '').trim();
  const put = (field: string, value: string) => {
    if (value !== '') fields[field] = value;
  };
  put('name', text('name'));
  put('harga', moneyText(cells.harga));
  put('harga_akhir', moneyText(cells.hargaAkhir));
  put('garansi', text('garansi'));
  put('berat', text('berat'));
  put('urutan', text('urutan'));
  put('keterangan', text('keterangan'));
  put('isBestSeller', flagText(cells.bestSeller));
  reference(errors, fields, 'category_id', cells.kategori, lookups.categories);
  reference(errors, fields, 'brand_id', cells.brand, lookups.brands);
  reference(errors, fields, 'type_id', cells.tipe, lookups.types);
  splitList(cells.ukuran).forEach((size, i) => (fields[`size[${i}]`] = size));
  splitList(cells.warna).forEach((color, i) => (fields[`color[${i}]`] = color));
  let index = 0;
  for (const slot of marketplaceSlots(cells)) {
    const name = text(`marketplace${slot}`);
    const link = text(`link${slot}`);
    if (!name && !link) continue;
    const idField = `ecommerces[${index}][ecommerces_id]`;
    const id = lookups.ecommerces.get(nameKey(name));
    if (!name) errors[idField] = IMPORT_MESSAGES.marketplaceRequired;
    else if (id === undefined) errors[idField] = REFERENCE_NOT_FOUND.ecommerce;
    else fields[idField] = String(id);
    fields[`ecommerces[${index}][link_id]`] = link;
    index += 1;
  }
  const typeId = fields.type_id ? Number(fields.type_id) : null;
  const specLabels = specEntries(cells, typeId, lookups.specAttributes ?? [], fields, errors);
  const equivalentsGiven = cells.padanan !== undefined;
  if (equivalentsGiven) {
    const read = equivalentsFromCell(cells.padanan ?? '');
    if (!read.ok) errors.equivalents = read.message;
    else
      read.value.forEach(({ brand, code }, i) => {
        fields[`equivalents[${i}][brand]`] = brand;
        fields[`equivalents[${i}][code]`] = code;
      });
  }
  const pictures = splitList(cells.gambar);
  if (pictures.length > MAX_GALLERY_IMAGES) errors.image = maxImagesMessage(MAX_GALLERY_IMAGES);
  return { id: text('id'), fields, pictures, errors, specLabels, equivalentsGiven };
}

/** The column a form field's error belongs to, as the template names it. */
export function fieldColumn(
  field: string,
  linkSlots: readonly number[] = [],
  specLabels: readonly string[] = [],
): string {
  const spec = /^specifications\[(\d+)\]/.exec(field);
  if (spec) return specLabels[Number(spec[1])] ?? 'Spesifikasi';
  if (/^equivalents(\[|$)/.test(field)) return 'Padanan';
  const link = /^ecommerces\[(\d+)\]\[(ecommerces_id|link_id)\]$/.exec(field);
  if (link) {
    const slot = linkSlots[Number(link[1])] ?? Number(link[1]) + 1;
    return link[2] === 'link_id' ? `Link Marketplace ${slot}` : `Marketplace ${slot}`;
  }
  if (/^size\[\d+\]$/.test(field)) return 'Ukuran';
  if (/^color\[\d+\]$/.test(field)) return 'Warna';
  if (/^(image|isCover)(\[\d+\])?$/.test(field)) return 'Gambar';
  const byField: Record<string, string> = {
    name: 'Nama',
    harga: 'Harga',
    harga_akhir: 'Harga Akhir',
    garansi: 'Garansi',
    berat: 'Berat',
    urutan: 'Urutan',
    keterangan: 'Keterangan',
    isBestSeller: 'Best Seller',
    category_id: 'Kategori',
    brand_id: 'Brand',
    type_id: 'Tipe',
  };
  return byField[field] ?? field;
}

/** The marketplace slots a row's purchase links came from, in link order. */
export function linkSlots(cells: Record<string, string>): number[] {
  return marketplaceSlots(cells).filter(
    (slot) => (cells[`marketplace${slot}`] ?? '').trim() || (cells[`link${slot}`] ?? '').trim(),
  );
}

/** One row error as the preview shows it. */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}

/** A row that passed every check. */
export interface CheckedRow {
  row: number;
  /** The product id the row names, or null. */
  id: number | null;
  fields: Record<string, string>;
  pictures: string[];
  /** Whether the sheet has a 'Padanan' column (without it the stored equivalents stay). */
  equivalentsGiven: boolean;
}

/** The form check the caller provides: the contract's rules for `ProductCreateForm`/`ProductUpdateForm`. */
export type FormCheck = (
  schemaName: 'ProductCreateForm' | 'ProductUpdateForm',
  fields: Record<string, string>,
) => ImportFieldErrors;

/** A picture check the caller provides: an error message for a named picture, or undefined. */
export type PictureCheck = (name: string) => string | undefined;

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Checks every row: the product form's rules (through `check`), names that must exist, pictures
 * (through `picture`), ids written twice. Existing ids update; any other row creates.
 */
export function checkRows(
  rows: readonly SheetRow[],
  lookups: ImportLookups,
  check: FormCheck,
  picture: PictureCheck,
  existingIds: ReadonlySet<number>,
): { valid: CheckedRow[]; errors: ImportError[]; invalidRows: number } {
  const valid: CheckedRow[] = [];
  const errors: ImportError[] = [];
  const idRows = new Map<number, number>();
  let invalidRows = 0;
  for (const { row, cells } of rows) {
    const form = rowForm(cells, lookups);
    const rowErrors: ImportError[] = [];
    let id: number | null = null;
    if (form.id) {
      if (!ID_PATTERN.test(form.id) || Number(form.id) > MAX_ID)
        rowErrors.push({ row, column: 'ID', message: MESSAGES.invalidIdText });
      else {
        id = Number(form.id);
        const first = idRows.get(id);
        if (first !== undefined)
          rowErrors.push({ row, column: 'ID', message: IMPORT_MESSAGES.duplicateId(first) });
        else idRows.set(id, row);
      }
    }
    const update = id !== null && existingIds.has(id);
    const fieldErrors = {
      ...check(update ? 'ProductUpdateForm' : 'ProductCreateForm', form.fields),
      ...form.errors,
    };
    const slots = linkSlots(cells);
    for (const [field, message] of Object.entries(fieldErrors))
      rowErrors.push({ row, column: fieldColumn(field, slots, form.specLabels), message });
    for (const name of new Set(form.pictures)) {
      const message = picture(name);
      if (message) rowErrors.push({ row, column: 'Gambar', message });
    }
    if (rowErrors.length > 0) {
      invalidRows += 1;
      errors.push(...rowErrors);
    } else
      valid.push({
        row,
        id: update ? id : null,
        fields: form.fields,
        pictures: form.pictures,
        equivalentsGiven: form.equivalentsGiven,
      });
  }
  return { valid, errors, invalidRows };
}

/** Summary of checked rows as the preview answers it (the first 100 rows, the first 1,000 errors). */
export function previewOf(result: ReturnType<typeof checkRows>, total: number) {
  const updates = result.valid.filter((row) => row.id !== null).length;
  return {
    total,
    valid: result.valid.length,
    invalid: result.invalidRows,
    creates: result.valid.length - updates,
    updates,
    rows: result.valid.slice(0, 100).map((row) => ({
      row: row.row,
      action: row.id === null ? ('create' as const) : ('update' as const),
      id: row.id,
      name: row.fields.name ?? '',
    })),
    errors: result.errors.slice(0, 1000),
    errorsTotal: result.errors.length,
  };
}
