// The write phase of an import: pictures stored first (as any upload: re-encoded, variants), then
// every row in ONE transaction, in batches, through the product save's own pieces (productValues,
// productLists, refreshSearchText; the database triggers keep visibility, counts and the search
// change log). A failure rolls everything back and removes the pictures stored for it.
import { eq, inArray } from 'drizzle-orm';
import {
  auditLog,
  productColors,
  productEcommerces,
  productImages,
  productSizes,
  products,
} from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { Form, UploadedFile } from '../../../lib/multipart.ts';
import {
  commitWithFiles,
  deleteFileRows,
  discardKeys,
  insertFiles,
  storeUploads,
  type StoredFile,
} from '../../../storage/files-service.ts';
import type { Deps } from '../../shared/with-files.ts';
import { productLists, productValues } from '../form.ts';
import { refreshSearchText } from '../search-text.ts';
import {
  checkProductSpecs,
  productEquivalentEntries,
  productSpecEntries,
  writeProductSpecs,
} from '../specs.ts';
import { activeAttributesOf, type SpecAttributeView } from '../../spec-attributes/repository.ts';
import { pictureKey } from '#domain/import/productImportSheet.ts';
import type { CheckedRow } from '#domain/import/productImport.ts';

/** Rows per batch of statements. */
const BATCH_ROWS = 500;
/** Detail rows per insert statement (PostgreSQL takes at most 65,535 parameters per statement). */
const BATCH_VALUES = 5000;

/** Who imports: each written product gets an audit row ('import') in the same transaction. */
export type ImportUser = { id: number; name: string } | null;

export interface ImportOutcome {
  created: number;
  updated: number;
}

/** Reports progress: steps done of all steps (one per picture and one per row). */
export type OnProgress = (done: number) => void;

const formOf = (fields: Record<string, string>): Form => ({ fields, files: {} });
const pictureField = (row: number, index: number) => `import-${row}-${index}`;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH_VALUES) await insert(rows.slice(i, i + BATCH_VALUES));
}

/** Stores every picture the rows name (one stored copy per use: a product owns its files). */
async function storePictures(
  deps: Deps,
  rows: CheckedRow[],
  pictures: Map<string, Uint8Array | null>,
  onProgress: OnProgress,
) {
  const stored: StoredFile[] = [];
  let done = 0;
  try {
    for (const row of rows) {
      const uploads: UploadedFile[] = row.pictures.map((name, index) => ({
        field: pictureField(row.row, index),
        filename: name,
        data: Buffer.from(pictures.get(pictureKey(name)) ?? new Uint8Array()),
      }));
      if (uploads.length === 0) continue;
      stored.push(...(await storeUploads(deps.storage, 'product', uploads)));
      done += uploads.length;
      onProgress(done);
    }
  } catch (error) {
    await discardKeys(
      deps.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
  return stored;
}

async function writeBatch(
  tx: DbOrTx,
  batch: CheckedRow[],
  fileIds: Map<string, number>,
  user: ImportUser,
): Promise<{ oldFileIds: number[]; created: number }> {
  const creates = batch.filter((row) => row.id === null);
  const updates = batch.filter((row) => row.id !== null);
  const createdIds = creates.length
    ? (
        await tx
          .insert(products)
          .values(creates.map((row) => productValues(formOf(row.fields))))
          .returning({ id: products.id })
      ).map((row) => row.id)
    : [];
  for (const row of updates) {
    await tx
      .update(products)
      .set({ ...productValues(formOf(row.fields)), updatedAt: new Date() })
      .where(eq(products.id, row.id as number));
  }
  const written = [
    ...creates.map((row, i) => ({ row, id: createdIds[i] as number })),
    ...updates.map((row) => ({ row, id: row.id as number })),
  ];
  const updateIds = updates.map((row) => row.id as number);
  if (updateIds.length) {
    await tx.delete(productSizes).where(inArray(productSizes.productId, updateIds));
    await tx.delete(productColors).where(inArray(productColors.productId, updateIds));
    await tx.delete(productEcommerces).where(inArray(productEcommerces.productId, updateIds));
  }
  const lists = written.map(({ row, id }) => ({ id, lists: productLists(formOf(row.fields)) }));
  const sizes = lists.flatMap(({ id, lists: l }) =>
    l.sizes.map((name, position) => ({ productId: id, name, position })),
  );
  const colors = lists.flatMap(({ id, lists: l }) =>
    l.colors.map((name, position) => ({ productId: id, name, position })),
  );
  const links = lists.flatMap(({ id, lists: l }) =>
    l.links.map((link, position) => ({ productId: id, ...link, position })),
  );
  await insertChunked(sizes, (chunk) => tx.insert(productSizes).values(chunk));
  await insertChunked(colors, (chunk) => tx.insert(productColors).values(chunk));
  await insertChunked(links, (chunk) => tx.insert(productEcommerces).values(chunk));
  // A row with pictures replaces the product's gallery; a row without keeps it. The first is the cover.
  const withPictures = written.filter(({ row }) => row.pictures.length > 0);
  const replaced = withPictures.filter(({ row }) => row.id !== null).map(({ id }) => id);
  const old = replaced.length
    ? await tx
        .delete(productImages)
        .where(inArray(productImages.productId, replaced))
        .returning({ fileId: productImages.fileId })
    : [];
  const images = withPictures.flatMap(({ row, id }) =>
    row.pictures.map((_, position) => ({
      productId: id,
      fileId: fileIds.get(pictureField(row.row, position)) ?? 0,
      isCover: position === 0,
      position,
    })),
  );
  await insertChunked(images, (chunk) => tx.insert(productImages).values(chunk));
  // Specifications and equivalents (issue 24): the columns a sheet has replace those values; a
  // sheet without a 'Padanan' column keeps the stored equivalents. Checked again at the write, so
  // an attribute changed since the preview fails the job instead of storing a misfit.
  const attributesByType = new Map<number, SpecAttributeView[]>();
  for (const { row, id } of written) {
    const form = formOf(row.fields);
    const typeId = productValues(form).typeId;
    let attributes = attributesByType.get(typeId);
    if (!attributes)
      attributesByType.set(typeId, (attributes = await activeAttributesOf(tx, typeId)));
    const checked = await checkProductSpecs(
      tx,
      typeId,
      productSpecEntries(form),
      row.equivalentsGiven ? productEquivalentEntries(form) : null,
      'given',
      attributes,
    );
    await writeProductSpecs(tx, id, typeId, checked);
  }
  await refreshSearchText(
    tx,
    inArray(
      products.id,
      written.map(({ id }) => id),
    ),
  );
  if (user) {
    const entries = written.map(({ row, id }) => ({
      userId: user.id,
      userName: user.name,
      action: 'import',
      entity: 'product',
      recordId: id,
      recordName: row.fields.name ?? '',
    }));
    await insertChunked(entries, (chunk) => tx.insert(auditLog).values(chunk));
  }
  return { oldFileIds: old.map((row) => row.fileId), created: creates.length };
}

/** Writes the checked rows: pictures, then one transaction. Steps for progress: pictures + rows. */
export async function writeImport(
  deps: Deps,
  rows: CheckedRow[],
  pictures: Map<string, Uint8Array | null>,
  onProgress: OnProgress,
  user: ImportUser = null,
): Promise<ImportOutcome> {
  const stored = await storePictures(deps, rows, pictures, onProgress);
  const pictureSteps = stored.length;
  return commitWithFiles(deps.storage, stored, () =>
    deps.db.transaction(async (tx) => {
      const fileIds = await insertFiles(tx, stored);
      const oldFileIds: number[] = [];
      let created = 0;
      for (let i = 0; i < rows.length; i += BATCH_ROWS) {
        const batch = await writeBatch(tx, rows.slice(i, i + BATCH_ROWS), fileIds, user);
        oldFileIds.push(...batch.oldFileIds);
        created += batch.created;
        onProgress(pictureSteps + Math.min(rows.length, i + BATCH_ROWS));
      }
      return {
        result: { created, updated: rows.length - created },
        releasedKeys: await deleteFileRows(tx, oldFileIds),
      };
    }),
  );
}

/** Steps of an import's progress: one per stored picture and one per row. */
export const importSteps = (rows: CheckedRow[]): number =>
  rows.reduce((sum, row) => sum + row.pictures.length, rows.length);
