// Import jobs: a row in product_imports per job, so that any instance answers its state; the
// process running it keeps the live progress in memory (the write phase is one transaction, and a
// progress write beside it would wait for it on PGlite's single connection). A job whose process
// went away before it finished is reported failed: its transaction never committed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productImports } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { IMPORT_MESSAGES, type CheckedRow } from '#domain/import/productImport.ts';
import { importSteps, writeImport, type ImportUser } from './write.ts';

/** A running job not heard of for this long (no process holds it) has stopped. */
const STALLED_MS = 10 * 60 * 1000;

export interface ImportJobView {
  id: number;
  status: 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  progress: number;
  created: number;
  updated: number;
  skipped: number;
  message: string | null;
}

interface Live {
  steps: number;
  done: number;
  total: number;
  pictureSteps: number;
}

/** Live progress of the jobs each app of this process runs (tests run several apps). */
const liveByApp = new WeakMap<FastifyInstance, Map<number, Live>>();
/** Jobs each app runs, so that closing it waits for them. */
const runningByApp = new WeakMap<FastifyInstance, Set<Promise<void>>>();

function liveOf(app: FastifyInstance): Map<number, Live> {
  let map = liveByApp.get(app);
  if (!map) liveByApp.set(app, (map = new Map()));
  return map;
}

type JobRow = typeof productImports.$inferSelect;

function view(row: JobRow, now: Date, here: Live | undefined): ImportJobView {
  const stalled =
    row.status === 'running' && !here && now.getTime() - row.updatedAt.getTime() > STALLED_MS;
  const status = stalled ? 'failed' : (row.status as ImportJobView['status']);
  const processed = here
    ? Math.max(0, Math.min(row.total, here.done - here.pictureSteps))
    : status === 'done'
      ? row.total
      : row.processed;
  const progress =
    status === 'done'
      ? 100
      : here && here.steps > 0
        ? Math.min(99, Math.floor((here.done / here.steps) * 100))
        : 0;
  return {
    id: row.id,
    status,
    total: row.total,
    processed,
    progress,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    message: stalled ? IMPORT_MESSAGES.stalled : row.message,
  };
}

export async function readImportJob(app: FastifyInstance, id: number): Promise<ImportJobView> {
  const [row] = await app.db.select().from(productImports).where(eq(productImports.id, id));
  if (!row) throw notFound();
  return view(row, app.now(), liveOf(app).get(id));
}

async function run(
  app: FastifyInstance,
  id: number,
  rows: CheckedRow[],
  pictures: Map<string, Uint8Array | null>,
  user: ImportUser,
) {
  const state: Live = {
    steps: importSteps(rows),
    done: 0,
    total: rows.length,
    pictureSteps: importSteps(rows) - rows.length,
  };
  const live = liveOf(app);
  live.set(id, state);
  try {
    const outcome = await writeImport(
      { db: app.db, storage: app.storage, files: app.publicFiles },
      rows,
      pictures,
      (done) => {
        state.done = done;
      },
      user,
    );
    await app.db
      .update(productImports)
      .set({
        status: 'done',
        processed: rows.length,
        created: outcome.created,
        updated: outcome.updated,
        finishedAt: app.now(),
        updatedAt: app.now(),
      })
      .where(eq(productImports.id, id));
    // What a product save's answer does: public answers and every instance's search index follow.
    await app.publicCache.invalidate(['products']);
  } catch (error) {
    app.log.error({ err: error, importJob: id }, 'product import failed');
    await app.db
      .update(productImports)
      .set({
        status: 'failed',
        message: IMPORT_MESSAGES.failed,
        finishedAt: app.now(),
        updatedAt: app.now(),
      })
      .where(eq(productImports.id, id))
      .catch((failure: unknown) =>
        app.log.error({ err: failure, importJob: id }, 'product import state not saved'),
      );
  } finally {
    live.delete(id);
  }
}

/** Starts a job over checked rows and answers its first state; the work goes on after the answer. */
export async function startImportJob(
  app: FastifyInstance,
  input: {
    user: ImportUser;
    rows: CheckedRow[];
    skipped: number;
    pictures: Map<string, Uint8Array | null>;
  },
): Promise<ImportJobView> {
  const [row] = await app.db
    .insert(productImports)
    .values({ userId: input.user?.id ?? null, total: input.rows.length, skipped: input.skipped })
    .returning();
  if (!row) throw new Error('import job not created');
  const job = run(app, row.id, input.rows, input.pictures, input.user);
  const running = runningByApp.get(app) ?? new Set<Promise<void>>();
  runningByApp.set(app, running);
  running.add(job);
  void job.finally(() => running.delete(job));
  return view(row, app.now(), liveOf(app).get(row.id));
}

/** Waits for the jobs an app runs (before it closes its database: they commit or roll back first). */
export async function settleImportJobs(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(runningByApp.get(app) ?? [])]);
}
