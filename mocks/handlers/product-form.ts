// Reads the text fields of the product multipart form (SPEC 7 bracket names); the images go
// through gallery.ts.
import { sanitiseHtml } from '../crud.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import type { ProductRow } from '../rows.ts';
import { field, indexed } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

type ProductFields = Omit<ProductRow, 'id' | 'isActive' | 'createdAt' | 'image'>;

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
    // Read from the form in the next commit (issue 24's contract lands first).
    specifications: [],
    equivalents: [],
  };
}
