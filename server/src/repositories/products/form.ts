// Reading the product form (SPEC 7 field names) into values, checking references and counts.
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  ecommerces,
  productImages,
  productTypes,
} from '../../db/schema/index.ts';
import { invalid, type FieldErrors } from '../../lib/errors.ts';
import { MAX_GALLERY_IMAGES } from '#domain/forms/limits.ts';
import { maxImagesMessage } from '#domain/forms/messages.ts';
import { REFERENCE_NOT_FOUND } from '#domain/import/productImport.ts';
import { indexedFiles } from '../../lib/form.ts';
import type { Form } from '../../lib/multipart.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

const indexed = (form: Form, pattern: RegExp) =>
  Object.entries(form.fields)
    .map(([name, value]) => ({ match: pattern.exec(name), value: (value ?? '').trim() }))
    .filter((entry): entry is { match: RegExpExecArray; value: string } => entry.match !== null)
    .sort((a, b) => Number(a.match[1]) - Number(b.match[1]));

const optionalNumber = (value: string | undefined) =>
  value && value.trim() !== '' ? Number(value) : null;

export function productValues(form: Form) {
  const f = form.fields;
  return {
    name: (f.name ?? '').trim(),
    garansi: (f.garansi ?? '').trim(),
    berat: (f.berat ?? '').trim(),
    harga: Number(f.harga),
    hargaAkhir: optionalNumber(f.harga_akhir),
    urutan: optionalNumber(f.urutan),
    keterangan: sanitizeRichText(f.keterangan ?? ''),
    isBestSeller: f.isBestSeller === '1',
    brandId: Number(f.brand_id),
    typeId: Number(f.type_id),
    categoryId: Number(f.category_id),
  };
}

export function productLists(form: Form) {
  const links = new Map<number, { ecommerceId: number; link: string }>();
  for (const { match, value } of indexed(
    form,
    /^ecommerces\[(\d+)\]\[(ecommerces_id|link_id)\]$/,
  )) {
    const entry = links.get(Number(match[1])) ?? { ecommerceId: 0, link: '' };
    if (match[2] === 'ecommerces_id') entry.ecommerceId = Number(value);
    else entry.link = value;
    links.set(Number(match[1]), entry);
  }
  const images = indexedFiles(form, 'image');
  const coverIndex = images.findIndex(
    (file) => form.fields[file.field.replace('image', 'isCover')] === '1',
  );
  return {
    sizes: indexed(form, /^size\[(\d+)\]$/).map((entry) => entry.value),
    colors: indexed(form, /^color\[(\d+)\]$/).map((entry) => entry.value),
    links: [...links.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry),
    images,
    coverIndex,
    coverId: optionalNumber(form.fields.isCoverId),
    deleteIds: indexed(form, /^idDeleteFile\[(\d+)\]$/).map((entry) => Number(entry.value)),
  };
}

export type ProductLists = ReturnType<typeof productLists>;

async function exists(
  db: Db,
  table: typeof brands | typeof categories | typeof productTypes,
  id: number,
) {
  const [row] = await db.select({ value: count() }).from(table).where(eq(table.id, id));
  return (row?.value ?? 0) > 0;
}

/** References must exist; links need a marketplace and an http(s) URL; at most 100 images. */
export async function checkReferences(
  db: Db,
  values: ReturnType<typeof productValues>,
  lists: ProductLists,
  productId?: number,
) {
  const errors: FieldErrors = {};
  if (!(await exists(db, brands, values.brandId))) errors.brand_id = REFERENCE_NOT_FOUND.brand_id;
  if (!(await exists(db, categories, values.categoryId)))
    errors.category_id = REFERENCE_NOT_FOUND.category_id;
  if (!(await exists(db, productTypes, values.typeId)))
    errors.type_id = REFERENCE_NOT_FOUND.type_id;
  const ids = [...new Set(lists.links.map((link) => link.ecommerceId))];
  const known = ids.length
    ? await db.select({ id: ecommerces.id }).from(ecommerces).where(inArray(ecommerces.id, ids))
    : [];
  lists.links.forEach((link, i) => {
    if (!known.some((row) => row.id === link.ecommerceId))
      errors[`ecommerces[${i}][ecommerces_id]`] = REFERENCE_NOT_FOUND.ecommerce;
    if (!/^https?:\/\/\S+$/i.test(link.link))
      errors[`ecommerces[${i}][link_id]`] = 'Link harus diawali http:// atau https://';
  });
  let kept = 0;
  if (productId !== undefined) {
    // Counted from this product's own rows: a made-up, foreign or repeated id removes nothing here.
    // (The delete itself is limited to this product's rows as well.)
    const own = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    kept = own.filter((image) => !lists.deleteIds.includes(image.id)).length;
  }
  if (kept + lists.images.length > MAX_GALLERY_IMAGES)
    errors.image = maxImagesMessage(MAX_GALLERY_IMAGES);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
