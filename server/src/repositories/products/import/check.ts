// Checks an import upload: the sheet and the pictures' ZIP by content, every row with the product
// form's contract rules (formFieldErrors, as a product save), names against the master tables,
// pictures as any upload (jpg/png by content, 20 MB, 50 megapixels). Writes nothing.
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client.ts';
import {
  brands,
  categories,
  ecommerces,
  productTypes,
  products,
} from '../../../db/schema/index.ts';
import { invalid } from '../../../lib/errors.ts';
import { activeAttributes } from '../../spec-attributes/repository.ts';
import { formFieldErrors } from '../../../lib/form.ts';
import { fileBytes, type Form } from '../../../lib/multipart.ts';
import { MAX_PIXELS } from '../../../storage/files-service.ts';
import { MAX_FILE_BYTES } from '#domain/forms/limits.ts';
import { MESSAGES } from '#domain/forms/messages.ts';
import {
  IMPORT_MESSAGES,
  checkRows,
  keyedRows,
  lookupByName,
  missingColumns,
  specHeaderKeys,
  splitList,
  type CheckedRow,
  type ImportLookups,
  type SheetRow,
} from '#domain/import/productImport.ts';
import {
  SheetError,
  isPictureContent,
  pictureKey,
  readPictureZip,
  readSheet,
} from '#domain/import/productImportSheet.ts';

export interface CheckedImport {
  total: number;
  result: ReturnType<typeof checkRows>;
  /** Picture bytes by matching key (`pictureKey`), for the rows that name them. */
  pictures: Map<string, Uint8Array | null>;
}

async function lookups(db: Db): Promise<ImportLookups> {
  const [categoryRows, brandRows, typeRows, ecommerceRows, specRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, isActive: categories.isActive })
      .from(categories),
    db.select({ id: brands.id, name: brands.name, isActive: brands.isActive }).from(brands),
    db
      .select({ id: productTypes.id, name: productTypes.name, isActive: productTypes.isActive })
      .from(productTypes),
    db
      .select({ id: ecommerces.id, name: ecommerces.name, isActive: ecommerces.isActive })
      .from(ecommerces),
    activeAttributes(db),
  ]);
  return {
    categories: lookupByName(categoryRows),
    brands: lookupByName(brandRows),
    types: lookupByName(typeRows),
    ecommerces: lookupByName(ecommerceRows),
    specAttributes: specRows.map((row) => ({
      ...row,
      typeIds: row.types.map((type) => type.id),
    })),
  };
}

async function existingProductIds(db: Db, rows: SheetRow[]): Promise<Set<number>> {
  const ids = [
    ...new Set(
      rows
        .map((row) => (row.cells.id ?? '').trim())
        .filter((id) => /^[1-9][0-9]{0,8}$/.test(id))
        .map(Number),
    ),
  ];
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    for (const row of await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, chunk)))
      found.add(row.id);
  }
  return found;
}

/** Error message per picture name the rows use (missing, not a picture, too large), read once each. */
async function pictureErrors(
  rows: SheetRow[],
  pictures: Map<string, Uint8Array | null>,
): Promise<Map<string, string>> {
  const errors = new Map<string, string>();
  const names = new Set(rows.flatMap((row) => splitList(row.cells.gambar)));
  for (const name of names) {
    const key = pictureKey(name);
    if (!pictures.has(key)) {
      errors.set(name, IMPORT_MESSAGES.pictureMissing(name));
      continue;
    }
    const data = pictures.get(key);
    const size =
      data && isPictureContent(data)
        ? await sharp(data)
            .metadata()
            .catch(() => null)
        : null;
    if (!size?.width || !size.height || size.width * size.height > MAX_PIXELS)
      errors.set(name, IMPORT_MESSAGES.pictureInvalid(name));
  }
  return errors;
}

/** A sheet or ZIP that can not be read is a 422 on its field. */
function asFieldError(error: unknown): never {
  if (error instanceof SheetError) throw invalid({ [error.field]: error.message });
  throw error;
}

function readUpload<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return asFieldError(error);
  }
}

/** Reads and checks an import form (already checked against `ProductImportForm`). */
export async function checkImport(db: Db, form: Form): Promise<CheckedImport> {
  const file = form.files.file;
  if (!file || ('data' in file ? file.data.length : file.size) > MAX_FILE_BYTES)
    throw invalid({ file: MESSAGES.invalidFile });
  const sheet = await readSheet(await fileBytes(file)).catch(asFieldError);
  const missing = missingColumns(sheet.headers);
  if (missing.length > 0) throw invalid({ file: IMPORT_MESSAGES.missingColumns(missing) });
  const names = await lookups(db);
  const rows = keyedRows(sheet.headers, sheet.rows, specHeaderKeys(names.specAttributes ?? []));
  if (rows.length === 0) throw invalid({ file: IMPORT_MESSAGES.noRows });
  const zip = form.files.pictures;
  const zipBytes = zip ? await fileBytes(zip) : null;
  const pictures = zipBytes
    ? readUpload(() => readPictureZip(zipBytes))
    : new Map<string, Uint8Array | null>();
  const [existing, badPictures] = await Promise.all([
    existingProductIds(db, rows),
    pictureErrors(rows, pictures),
  ]);
  const result = checkRows(
    rows,
    names,
    (schemaName, fields) => formFieldErrors(schemaName, fields),
    (name) => badPictures.get(name),
    existing,
  );
  return { total: rows.length, result, pictures };
}

export type { CheckedRow };
