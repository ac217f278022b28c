// The HTTP thread's side of the PGlite worker (pglite-worker.ts): the part of PGlite's interface
// that drizzle-orm/pglite uses (query, exec, transaction, close), each call a message to the
// database thread. Queries then cost this thread a message and a copy of the rows, not the
// query's run time.
import { Worker } from 'node:worker_threads';
import type { PlainResult, Reply, Request, WorkerOptions } from './pglite-protocol.ts';
import { youngGeneration } from '../lib/worker-heap.ts';

type Pending = { resolve: (reply: Reply) => void; reject: (error: Error) => void };
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** An error of the database thread, with PostgreSQL's fields (code, detail, constraint, …). */
export class PGliteThreadError extends Error {
  code?: string;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? 'PGlite error'));
    Object.assign(this, fields, { name: 'PGliteThreadError' });
  }
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** Queries inside one open transaction of the database thread. */
class ThreadTransaction {
  readonly #thread: PGliteThread;
  readonly #tx: number;
  constructor(thread: PGliteThread, tx: number) {
    this.#thread = thread;
    this.#tx = tx;
  }
  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<PlainResult> {
    return this.#thread
      .call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx: this.#tx })
      .then((r) => r.result as PlainResult);
  }
  exec(sql: string): Promise<PlainResult[]> {
    return this.#thread.call({ op: 'exec', sql, tx: this.#tx }).then((r) => r.results ?? []);
  }
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | null = null;
  closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.error) pending.reject(new PGliteThreadError(reply.error));
      else pending.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));
  }

  /** Starts the database thread; resolves once PGlite has opened its data folder. */
  static async start(options: WorkerOptions): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: options,
      // The thread's name in /proc (bench:traffic counts each thread's CPU by it).
      name: 'pglite',
      resourceLimits: youngGeneration('quiet'),
    });
    const thread = new PGliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      thread.#pending.set(0, { resolve: () => resolve(), reject });
    });
    return thread;
  }

  call(message: Call): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id } as Request);
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<PlainResult> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' }).then(
      (r) => r.result as PlainResult,
    );
  }

  exec(sql: string): Promise<PlainResult[]> {
    return this.call({ op: 'exec', sql }).then((r) => r.results ?? []);
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const { tx } = await this.call({ op: 'begin' });
    if (tx === undefined) throw new Error('the PGlite thread opened no transaction');
    let result: T;
    try {
      result = await callback(new ThreadTransaction(this, tx));
    } catch (error) {
      await this.call({ op: 'rollback', tx });
      throw error;
    }
    await this.call({ op: 'commit', tx });
    return result;
  }

  /** The data folder as a tar, like PGlite's dumpDataDir (uncompressed). */
  async dumpDataDir(_compression?: 'none'): Promise<Blob> {
    const { dump } = await this.call({ op: 'dump' });
    return new Blob([dump ?? new ArrayBuffer(0)], { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.#failure) await this.call({ op: 'close' });
    await this.#worker.terminate();
  }
}
