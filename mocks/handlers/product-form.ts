// Reads the text fields of the product multipart form (SPEC 7 bracket names); the images go
// through gallery.ts.
import { sanitiseHtml } from '../crud.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import type { ProductRow } from '../rows.ts';
import { activeAttributesOf } from '../views.ts';
import { SPEC_MESSAGES, specValueFromForm, type SpecFormEntry } from '../../src/lib/specValues.ts';
import {
  equivalentErrors,
  normaliseEquivalents,
  type Equivalent,
} from '../../src/lib/equivalents.ts';
import { field, indexed } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

type ProductFields = Omit<
  ProductRow,
  'id' | 'isActive' | 'createdAt' | 'image' | 'specValues' | 'equivalents'
>;

function reference(
  errors: FieldErrors,
  name: string,
  value: string,
  rows: readonly { id: number }[],
): number {
  if (value.trim() && !rows.some((row) => String(row.id) === value.trim()) && !errors[name])
    errors[name] = msg.notExisting;
  return Number(value);
}

function optionalNumber(value: string): number | null {
  return value.trim() ? Number(value.trim()) : null;
}

function plainList(form: FormData, prefix: string): { name: string }[] {
  return indexed(form, prefix).flatMap(({ value }) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text ? [{ name: text }] : [];
  });
}

function purchaseLinks(errors: FieldErrors, form: FormData): ProductRow['ecommerces'] {
  return indexed(form, 'ecommerces', '[ecommerces_id]').map(({ index, value }) => {
    const idField = `ecommerces[${index}][ecommerces_id]`;
    const linkField = `ecommerces[${index}][link_id]`;
    const ecommerceId = reference(errors, idField, String(value), db.ecommerces);
    const link = field(form, linkField).trim();
    return { ecommerceId, link };
  });
}

/** The validated text fields of a product form, or a thrown 422. */
export function readProductFields(form: FormData, errors: FieldErrors): ProductFields {
  const text = (name: string) => field(form, name).trim();
  const name = text('name');
  return {
    name,
    harga: Number(text('harga')),
    hargaAkhir: optionalNumber(text('harga_akhir')),
    urutan: optionalNumber(text('urutan')),
    garansi: text('garansi') || null,
    berat: text('berat') || null,
    keterangan: text('keterangan') ? sanitiseHtml(text('keterangan')) : null,
    isBestSeller: text('isBestSeller') === '1',
    categoryId: reference(errors, 'category_id', text('category_id'), db.categories),
    brandId: reference(errors, 'brand_id', text('brand_id'), db.brands),
    typeId: reference(errors, 'type_id', text('type_id'), db.types),
    size: plainList(form, 'size'),
    color: plainList(form, 'color'),
    ecommerces: purchaseLinks(errors, form),
  };
}

const SPEC_FIELD = /^specifications\[(\d+)\]\[(id|value)\](?:\[(min|max|\d+)\])?$/;
const EQUIVALENT_FIELD = /^equivalents\[(\d+)\]\[(brand|code)\]$/;

function specEntries(form: FormData): { index: number; id: number; entry: SpecFormEntry }[] {
  const byIndex = new Map<number, { id: number; entry: SpecFormEntry; list: [number, string][] }>();
  for (const [name, raw] of form.entries()) {
    const match = SPEC_FIELD.exec(name);
    if (!match || typeof raw !== 'string') continue;
    const index = Number(match[1]);
    const item = byIndex.get(index) ?? { id: 0, entry: {}, list: [] };
    if (match[2] === 'id') item.id = Number(raw.trim());
    else if (match[3] === 'min') item.entry.min = raw;
    else if (match[3] === 'max') item.entry.max = raw;
    else if (match[3] !== undefined) item.list.push([Number(match[3]), raw]);
    else item.entry.value = raw;
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

function equivalentEntries(form: FormData): Equivalent[] {
  const byIndex = new Map<number, Equivalent>();
  for (const [name, raw] of form.entries()) {
    const match = EQUIVALENT_FIELD.exec(name);
    if (!match || typeof raw !== 'string') continue;
    const item = byIndex.get(Number(match[1])) ?? { brand: '', code: '' };
    if (match[2] === 'brand') item.brand = raw;
    else item.code = raw;
    byIndex.set(Number(match[1]), item);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/**
 * The specification values and equivalents of a product form, as the server stores them: the
 * values of the type's active attributes are replaced; an inactive attribute's value stays while
 * the type uses it; values of attributes the type does not use go.
 */
export function readProductSpecs(
  form: FormData,
  errors: FieldErrors,
  typeId: number,
  current: ProductRow | null,
  /** The import's: only the columns a sheet has replace values; no 'Padanan' column keeps them. */
  sheet?: { equivalentsGiven: boolean },
): Pick<ProductRow, 'specValues' | 'equivalents'> {
  // An unknown type is the type field's error; its attributes can not be judged (as the server).
  const attributes = errors.type_id ? [] : activeAttributesOf(typeId);
  const values: ProductRow['specValues'] = [];
  const seen = new Set<number>();
  for (const { index, id, entry } of specEntries(form)) {
    const attribute = attributes.find((candidate) => candidate.id === id);
    if (errors.type_id) break;
    if (!attribute || seen.has(id)) {
      errors[`specifications[${index}][id]`] = attribute
        ? SPEC_MESSAGES.twice
        : SPEC_MESSAGES.notForType;
      continue;
    }
    seen.add(id);
    const check = specValueFromForm(attribute, entry);
    if (!check.ok)
      errors[
        `specifications[${index}][value]${check.field === 'value' ? '' : `[${check.field}]`}`
      ] = check.message;
    else if (check.value !== null) values.push({ id, value: check.value });
  }
  const equivalents = equivalentEntries(form);
  for (const [key, message] of Object.entries(equivalentErrors(equivalents)))
    errors[`equivalents${key}`] = message;
  const usedByType = new Set(
    db.specAttributes.filter((row) => row.typeIds.includes(typeId)).map((row) => row.id),
  );
  const replaced = sheet ? seen : new Set(attributes.map((row) => row.id));
  const kept = (current?.specValues ?? []).filter(
    (entry) => usedByType.has(entry.id) && !replaced.has(entry.id),
  );
  return {
    specValues: [...kept, ...values],
    equivalents:
      sheet && !sheet.equivalentsGiven
        ? (current?.equivalents ?? [])
        : normaliseEquivalents(equivalents),
  };
}
