// The product form's state without React (SPEC 3, 5, 7): what a record opens as, SPEC 5's client
// rules, and the multipart values of the save call. Pure, so every rule is unit-tested in Node.
import type { components } from '@/api/schema.ts';
import type { ProductValues } from '@/api/hooks/products.ts';
import type { ApiFieldNames } from '@/components/Form/apiFieldNames.ts';
import { initialUploadValue, toSubmission } from '@/components/UploadQueue/uploadState.ts';
import type { UploadQueueValue } from '@/components/UploadQueue/uploadState.ts';
import { isRequiredFilled } from '@/lib/forms/required.ts';
import type { SelectOption } from '@/ui/Select/types.ts';
import { maxLength, plainText, requiredText } from '../shared/rules.ts';
import type { FormErrors } from '../shared/rules.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import { MAX_FILE_MB, MAX_GALLERY_IMAGES } from '@/lib/forms/limits.ts';
import {
  equivalentFormErrors,
  equivalentFormInitial,
  specErrors,
  specFormInitial,
  toEquivalents,
  toSpecEntries,
} from './productSpecValues.ts';
import type { EquivalentRow, SpecFormValues } from './productSpecValues.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

/** The contract's longest text of each field (openapi.yaml ProductCreateForm). */
const LIMITS = limits.ProductCreateForm;

type ProductRecord = components['schemas']['Product'];
type SpecAttribute = components['schemas']['SpecAttribute'];

/** Labels (ours) and SPEC 5's messages (verbatim, 'Nama Brand' included) of the product form. */
export const PRODUCT_FORM_TEXT = {
  noun: 'Produk',
  name: 'Nama Produk',
  harga: 'Harga',
  hargaAkhir: 'Harga Akhir',
  hargaAkhirHint: 'Isi bila harga berupa rentang; kosongkan untuk satu harga.',
  urutan: 'Urutan',
  urutanHint: 'Urutan tampil di katalog; kosong tampil paling akhir.',
  garansi: 'Garansi',
  berat: 'Berat',
  category: 'Kategori',
  brand: 'Brand',
  type: 'Tipe',
  isBestSeller: 'Best Seller',
  keterangan: 'Keterangan',
  images: 'Foto Produk',
  imagesHint: `Format jpg, jpeg, png; maksimal ${MAX_FILE_MB} MB per file, hingga ${MAX_GALLERY_IMAGES} foto.`,
  nameRequired: REQUIRED.productName,
  hargaRequired: REQUIRED.harga,
  categoryRequired: REQUIRED.category,
  brandRequired: REQUIRED.brand,
  typeRequired: REQUIRED.type,
  linkRequired: REQUIRED.ecommerceLink,
  marketplaceRequired: 'Marketplace tidak boleh kosong!',
  badLink: 'Link harus diawali http:// atau https://',
  maxImages: MAX_GALLERY_IMAGES,
} as const;

/** A purchase link row of the form: the marketplace chosen in a dropdown and the product's URL there. */
export interface LinkRow {
  /** The marketplace, or null while not chosen. */
  ecommerce: SelectOption | null;
  /** The product's page at that marketplace. */
  link: string;
}

/** A size or colour row of the form (SPEC 3's size[] and color[] entries). */
export interface NameRow {
  /** The size or colour as typed. */
  name: string;
}

/** Everything the product modal edits. */
export interface ProductFormValues {
  name: string;
  harga: number | null;
  hargaAkhir: number | null;
  urutan: string;
  garansi: string;
  berat: string;
  keterangan: string;
  isBestSeller: boolean;
  category: SelectOption | null;
  brand: SelectOption | null;
  type: SelectOption | null;
  sizes: NameRow[];
  colors: NameRow[];
  links: LinkRow[];
  images: UploadQueueValue;
  /** The specifications by attribute (issue 24); only the chosen type's are checked and sent. */
  specs: SpecFormValues;
  /** Other makers' part numbers (issue 24). */
  equivalents: EquivalentRow[];
}

/** The API's names for the product form's fields where they differ (the server's messages land there). */
export const PRODUCT_API_FIELDS: ApiFieldNames<ProductFormValues> = {
  harga_akhir: 'hargaAkhir',
  category_id: 'category',
  brand_id: 'brand',
  type_id: 'type',
  'size[0]': 'sizes.0.name',
  'color[0]': 'colors.0.name',
  'ecommerces[0][ecommerces_id]': 'links.0.ecommerce',
  'ecommerces[0][link_id]': 'links.0.link',
  // Too many files is `image`, a refused file `image[i]`: both belong to the one upload field.
  image: 'images',
  'image[0]': 'images',
  'equivalents[0][brand]': 'equivalents.0.brand',
  'equivalents[0][code]': 'equivalents.0.code',
};

function option(value: { id: number; name: string } | null | undefined): SelectOption | null {
  return value ? { id: value.id, text: value.name } : null;
}

/** Empty values on insert, the loaded record on update. */
export function productFormInitial(record: ProductRecord | null): ProductFormValues {
  return {
    name: record?.name ?? '',
    harga: record?.harga ?? null,
    hargaAkhir: record?.hargaAkhir ?? null,
    urutan: record?.urutan === null || record?.urutan === undefined ? '' : String(record.urutan),
    garansi: record?.garansi ?? '',
    berat: record?.berat ?? '',
    keterangan: record?.keterangan ?? '',
    isBestSeller: record?.isBestSeller ?? false,
    category: option(record?.category),
    brand: option(record?.brand),
    type: option(record?.type),
    sizes: record?.size.map((size) => ({ name: size.name })) ?? [],
    colors: record?.color.map((color) => ({ name: color.name })) ?? [],
    links:
      record?.ecommerces.map((entry) => ({
        ecommerce: option(entry.ecommerces),
        link: entry.link,
      })) ?? [],
    images: initialUploadValue(record?.image ?? [], { allowsCover: true }),
    specs: specFormInitial(record?.specifications),
    equivalents: equivalentFormInitial(record?.equivalents),
  };
}

function listErrors(errors: FormErrors, list: 'sizes' | 'colors', rows: readonly NameRow[]) {
  const longest = list === 'sizes' ? LIMITS['size[0]'] : LIMITS['color[0]'];
  rows.forEach(({ name }, index) => {
    errors[`${list}.${index}.name`] = maxLength(name.trim(), longest) ?? plainText(name);
  });
}

/**
 * SPEC 5's required fields, plus the limits the server enforces, keyed by the form's paths; with
 * the chosen type's attributes, their values by kind (issue 24).
 */
export function validateProduct(
  values: ProductFormValues,
  attributes: readonly SpecAttribute[] = [],
): FormErrors {
  const text = PRODUCT_FORM_TEXT;
  const errors: FormErrors = {
    name:
      requiredText(values.name, text.nameRequired) ?? maxLength(values.name.trim(), LIMITS.name),
    harga: values.harga === null ? text.hargaRequired : undefined,
    category: values.category ? undefined : text.categoryRequired,
    brand: values.brand ? undefined : text.brandRequired,
    type: values.type ? undefined : text.typeRequired,
    garansi: maxLength(values.garansi.trim(), LIMITS.garansi) ?? plainText(values.garansi),
    berat: maxLength(values.berat.trim(), LIMITS.berat) ?? plainText(values.berat),
    urutan: /^\d*$/.test(values.urutan.trim()) ? undefined : 'Harus berupa angka.',
  };
  Object.assign(errors, specErrors(attributes, values.specs));
  Object.assign(errors, equivalentFormErrors(values.equivalents));
  listErrors(errors, 'sizes', values.sizes);
  listErrors(errors, 'colors', values.colors);
  values.links.forEach((row, index) => {
    errors[`links.${index}.ecommerce`] = row.ecommerce ? undefined : text.marketplaceRequired;
    const link = row.link.trim();
    errors[`links.${index}.link`] = !isRequiredFilled(link)
      ? text.linkRequired
      : /^https?:\/\/\S+$/i.test(link)
        ? maxLength(link, LIMITS['ecommerces[0][link_id]'])
        : text.badLink;
  });
  return errors;
}

/**
 * The save call's values: trimmed texts, blank list entries dropped, images as SPEC 7's fields,
 * and every attribute of the chosen type (`attributes`) with its value or none (cleared).
 */
export function toProductValues(
  values: ProductFormValues,
  isInsert: boolean,
  attributes: readonly SpecAttribute[] = [],
): ProductValues {
  const upload = toSubmission(values.images);
  const names = (rows: readonly NameRow[]) => rows.map((row) => row.name.trim()).filter(Boolean);
  return {
    name: values.name.trim(),
    harga: values.harga ?? 0,
    harga_akhir: values.hargaAkhir ?? '',
    urutan: values.urutan.trim(),
    garansi: values.garansi.trim(),
    berat: values.berat.trim(),
    keterangan: values.keterangan,
    isBestSeller: values.isBestSeller,
    category_id: values.category?.id ?? '',
    brand_id: values.brand?.id ?? '',
    type_id: values.type?.id ?? '',
    size: names(values.sizes),
    color: names(values.colors),
    ecommerces: values.links.map((row) => ({
      ecommerces_id: row.ecommerce?.id ?? '',
      link_id: row.link.trim(),
    })),
    image: upload.files,
    isCover: upload.isCover.map((flag) => flag === 1),
    specifications: toSpecEntries(attributes, values.specs),
    equivalents: toEquivalents(values.equivalents),
    ...(isInsert ? {} : { isCoverId: upload.isCoverId, idDeleteFile: upload.idDeleteFile }),
  };
}
