// Reads the text fields of the product multipart form (SPEC 7 bracket names); the images go
// through gallery.ts.
import { sanitiseHtml } from '../crud.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import type { ProductRow } from '../rows.ts';
import { activeAttributesOf } from '../views.ts';
import { SPEC_MESSAGES, specFormFields, specValueFromForm } from '../../src/lib/spec/specValues.ts';
import {
  equivalentErrors,
  equivalentFormFields,
  normaliseEquivalents,
} from '../../src/lib/spec/equivalents.ts';
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

/** The form's text fields as name/value pairs (files are not text). */
function textFields(form: FormData): [string, string][] {
  return [...form.entries()].filter(
    (pair): pair is [string, string] => typeof pair[1] === 'string',
  );
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
  for (const { index, id, entry } of specFormFields(textFields(form))) {
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
  const equivalents = equivalentFormFields(textFields(form));
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
