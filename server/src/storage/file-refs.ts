// Files as answers carry them: `{ path, name, size }` (FileRef in openapi.yaml).
import { inArray } from 'drizzle-orm';
import { files as filesTable } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import type { PublicFiles } from './files-service.ts';

export interface FileRef {
  path: string;
  name: string;
  size: number;
}

export type FileRefs = Map<number, FileRef>;

/** Loads the files of many records in one query. */
export async function loadFileRefs(
  db: DbOrTx,
  ids: (number | null | undefined)[],
  files: PublicFiles,
): Promise<FileRefs> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(filesTable).where(inArray(filesTable.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { path: files.pathOf(row.storageKey), name: row.name, size: row.size },
    ]),
  );
}

export const refOrNull = (refs: FileRefs, id: number | null | undefined): FileRef | null =>
  (typeof id === 'number' ? refs.get(id) : undefined) ?? null;

// A record whose required image was lost still answers in the contract's shape.
const MISSING: FileRef = { path: '', name: '', size: 0 };
export const refOrEmpty = (refs: FileRefs, id: number | null | undefined): FileRef =>
  refOrNull(refs, id) ?? MISSING;

export const pathOrNull = (refs: FileRefs, id: number | null | undefined): string | null =>
  refOrNull(refs, id)?.path ?? null;
