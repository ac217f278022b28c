// Pictures stored before a variant existed (the 1200 × 630 sharing JPEG came after the first
// uploads) get it at start, from their originals, so no page names a variant that is not there.
import type { FastifyInstance } from 'fastify';
import { files } from '../db/schema/index.ts';
import { writeMissingVariants } from './files-service.ts';

/** Writes every variant missing beside the pictures of the `files` table; logs what it did. */
export async function backfillVariants(app: Pick<FastifyInstance, 'db' | 'storage' | 'log'>) {
  const rows = await app.db.select({ key: files.storageKey }).from(files);
  const result = await writeMissingVariants(
    app.storage,
    rows.map((row) => row.key),
  );
  if (result.written > 0) app.log.info({ written: result.written }, 'missing picture variants written');
  if (result.failed.length > 0) {
    app.log.warn(
      { count: result.failed.length, keys: result.failed.slice(0, 20) },
      'picture variants not written: original missing or unreadable',
    );
  }
  return result;
}
