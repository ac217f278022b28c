// The write path of every record that owns uploads: check by content, store, then one
// transaction that links the new files and deletes replaced file rows; replaced bytes go after
// the commit, fresh bytes go if the transaction fails.
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Form, UploadedFile } from '../../lib/multipart.ts';
import {
  checkUploads,
  commitWithFiles,
  deleteFileRows,
  insertFiles,
  storeUploads,
  type Accept,
} from '../../storage/files-service.ts';
import type { Storage } from '../../storage/storage.ts';

export interface Deps {
  db: Db;
  storage: Storage;
}

export interface Upload {
  file: UploadedFile;
  accept: Accept;
}

export interface WriteOutcome<T> {
  result: T;
  /** File rows the change no longer uses (replaced or deleted records). */
  oldFileIds: (number | null | undefined)[];
}

/** The uploads a form carries for the given single-file fields. */
export function slotUploads(form: Form, slots: Record<string, Accept>): Upload[] {
  return Object.entries(slots)
    .filter(([field]) => form.files[field])
    .map(([field, accept]) => ({ file: form.files[field] as UploadedFile, accept }));
}

export async function writeWithFiles<T>(
  deps: Deps,
  folder: string,
  uploads: Upload[],
  write: (tx: DbOrTx, fileIds: Map<string, number>) => Promise<WriteOutcome<T>>,
): Promise<T> {
  checkUploads(uploads);
  const stored = await storeUploads(
    deps.storage,
    folder,
    uploads.map((upload) => upload.file),
  );
  return commitWithFiles(deps.storage, stored, () =>
    deps.db.transaction(async (tx) => {
      const ids = await insertFiles(tx, stored);
      const { result, oldFileIds } = await write(tx, ids);
      return { result, releasedKeys: await deleteFileRows(tx, oldFileIds) };
    }),
  );
}
