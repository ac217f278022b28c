// Pictures stored before a variant existed (the 1200 × 630 sharing JPEG came after the first
// uploads) get it at start, from their originals, so no page names a variant that is not there.
// A finished pass leaves a marker named after the set of variants, so later starts skip the pass
// (and the listing of the whole store it needs) until a new kind of variant is added.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { files } from '../db/schema/index.ts';
import { variantKeysOf, writeMissingVariants } from './files-service.ts';

/** The marker's key: it changes when the list of variants does, so a new variant is backfilled. */
export function backfillMarker(): string {
  const suffixes = variantKeysOf('x.png')
    .map((key) => key.slice(1))
    .join(',');
  return `.backfill/variants-${createHash('sha256').update(suffixes).digest('hex').slice(0, 12)}`;
}

/** Writes every variant missing beside the pictures of the `files` table, once per variant set. */
export async function backfillVariants(app: Pick<FastifyInstance, 'db' | 'storage' | 'log'>) {
  const marker = backfillMarker();
  if (await app.storage.get(marker)) return { written: 0, failed: [], skipped: true };
  const rows = await app.db.select({ key: files.storageKey }).from(files);
  const result = await writeMissingVariants(
    app.storage,
    rows.map((row) => row.key),
  );
  if (result.written > 0)
    app.log.info({ written: result.written }, 'missing picture variants written');
  if (result.failed.length > 0) {
    // A lost or undecodable original stays so at the next start: it is named once, not at every start.
    app.log.warn(
      { count: result.failed.length, keys: result.failed.slice(0, 20) },
      'picture variants not written: original missing or unreadable',
    );
  }
  await app.storage.put(marker, Buffer.from(`${new Date().toISOString()}\n`));
  return { ...result, skipped: false };
}
