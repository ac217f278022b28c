// The PGlite database in its own thread (docs/decisions.md "Server"): PGlite runs each query
// synchronously in WebAssembly, so on the HTTP thread a slow query stopped every request. This
// worker owns the database; the HTTP thread talks to it through `PGliteThread` (pglite-thread.ts),
// which drizzle's PGlite driver uses like a PGlite instance.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_START_PARAMS } from './pglite-settings.ts';
import { preparedStatements } from './pglite-statements.ts';
import type { PlainResult, Reply, Request, WorkerOptions } from './pglite-protocol.ts';

const options = workerData as WorkerOptions;
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

// Drizzle reads dates, timestamps and intervals as text (its own mappers parse them); the same
// parsers as drizzle-orm/pglite passes, which can not cross the thread as functions.
const raw = (value: string) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
};

const client = await PGlite.create({
  dataDir: options.dataDir,
  extensions: { pg_trgm },
  startParams: PGLITE_START_PARAMS,
  ...(options.initialMemory ? { initialMemory: options.initialMemory } : {}),
  ...(options.postgresqlconf ? { postgresqlconf: options.postgresqlconf } : {}),
});

/** Queries outside a transaction run as named statements: parsed and planned once, not per call. */
const statements = preparedStatements(client);

/** Open transactions: each holds PGlite's lock until its commit or rollback arrives. */
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void }>();
let nextTransaction = 1;
class Rollback extends Error {}

function reply(message: Reply) {
  port?.postMessage(message);
}

/** Errors cross as plain objects, with PostgreSQL's fields (code, detail, constraint, …). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (
      value === undefined ||
      typeof value === 'function' ||
      (typeof value === 'object' && value !== null)
    )
      continue;
    fields[key] = value;
  }
  return fields;
}

/** Only what drizzle reads of a result: rows, fields, affectedRows. */
function plain(result: Results<unknown>): PlainResult {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function handle(request: Request): Promise<void> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: DRIZZLE_PARSERS };
      if (!request.tx)
        return reply({
          id: request.id,
          result: plain(await statements.query(request.sql, request.params, options)),
        });
      const tx = transactions.get(request.tx)?.tx;
      if (!tx) throw new Error(`transaction ${request.tx} is not open`);
      return reply({
        id: request.id,
        result: plain(await tx.query(request.sql, request.params, options)),
      });
    }
    case 'exec': {
      const target = request.tx ? transactions.get(request.tx)?.tx : client;
      if (!target) throw new Error(`transaction ${request.tx} is not open`);
      const results = await target.exec(request.sql, { parsers: DRIZZLE_PARSERS });
      return reply({ id: request.id, results: results.map(plain) });
    }
    case 'begin': {
      const id = nextTransaction++;
      let ended: () => void = () => undefined;
      const done = client
        .transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              transactions.set(id, {
                tx,
                finish: (commit) => (commit ? resolve() : reject(new Rollback())),
              });
              ended = () => transactions.delete(id);
              reply({ id: request.id, tx: id });
            }),
        )
        .finally(() => ended());
      // The commit or rollback answer is sent when PGlite has finished it.
      void done.then(
        () => {
          const waiting = finishing.get(id);
          finishing.delete(id);
          if (waiting !== undefined) reply({ id: waiting });
        },
        (error: unknown) => {
          const waiting = finishing.get(id);
          finishing.delete(id);
          if (waiting === undefined) return;
          if (error instanceof Rollback) reply({ id: waiting });
          else reply({ id: waiting, error: errorFields(error) });
        },
      );
      return;
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      finishing.set(request.tx, request.id);
      open.finish(request.op === 'commit');
      return;
    }
    case 'dump': {
      const dump = await (await client.dumpDataDir('none')).arrayBuffer();
      port?.postMessage({ id: request.id, dump } satisfies Reply, [dump]);
      return;
    }
    case 'close': {
      await client.close();
      reply({ id: request.id });
      port?.close();
      return;
    }
  }
}

/** Transaction id → id of the commit/rollback request waiting for its answer. */
const finishing = new Map<number, number>();

port.on('message', (request: Request) => {
  handle(request).catch((error: unknown) => reply({ id: request.id, error: errorFields(error) }));
});
reply({ id: 0 });
