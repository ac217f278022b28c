// Quotation PDFs are rendered off the HTTP thread: react-pdf's layout is synchronous (~100 ms for
// 3 items, ~460 ms for 50 at load 16), and every other request waited meanwhile. A piscina pool
// of `threads` workers (started on the first PDF, gone after a minute idle) renders them; at most
// `threads + queue` PDFs are in the pool at once, and one more is refused at once with 503 and
// an Indonesian message instead of piling up. `threads: 0` renders on the calling thread (the
// way it was; the bench's "before").
import { Piscina } from 'piscina';
import type { QuoteSheet } from '../../../src/documents/QuoteDocument/index.ts';
import { QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { ApiError } from '../lib/errors.ts';
import { youngGeneration } from '../lib/worker-heap.ts';

export interface QuotePdfPoolOptions {
  /** Renders at once, each on its own worker thread; 0 renders on the calling thread. */
  threads: number;
  /** PDFs that may wait for a worker; past it a request is answered 503. */
  queue: number;
  /** A worker idle this long ends (its ~35 MB go back); the next PDF starts one again. */
  idleMs?: number;
}

export interface QuotePdfPool {
  render(sheet: QuoteSheet): Promise<Buffer>;
  /** Rendering or waiting now (what the 503 bound counts). */
  readonly pending: number;
  close(): Promise<void>;
}

/** Seconds a refused client is asked to wait: about two 50-item PDFs. */
export const PDF_RETRY_AFTER_SECONDS = 2;

const WORKER = new URL('./quote-pdf-render.ts', import.meta.url).href;

/** The refusal when the pool is full: 503 with `Retry-After`, in the usual error shape. */
export const pdfBusy = () =>
  new ApiError(503, QUOTE_TEXTS.pdfBusy, {}, { 'retry-after': String(PDF_RETRY_AFTER_SECONDS) });

export function quotePdfPool({
  threads,
  queue,
  idleMs = 60_000,
}: QuotePdfPoolOptions): QuotePdfPool {
  const limit = Math.max(0, threads) + Math.max(0, queue);
  const pool =
    threads > 0
      ? new Piscina<QuoteSheet, Uint8Array>({
          filename: WORKER,
          minThreads: 0,
          maxThreads: threads,
          // The bound is counted here (`pending`), before piscina: its own queue never refuses.
          maxQueue: limit,
          idleTimeout: idleMs,
          // A runaway document ends its worker, not the process.
          resourceLimits: { maxOldGenerationSizeMb: 256, ...youngGeneration('busy') },
        })
      : null;
  let inline: Promise<(sheet: QuoteSheet) => Promise<Uint8Array>> | null = null;
  const renderHere = async (sheet: QuoteSheet) => {
    inline ??= import('./quote-pdf-render.ts').then((module) => module.default);
    return (await inline)(sheet);
  };
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    async render(sheet) {
      if (pool && pending >= limit) throw pdfBusy();
      pending += 1;
      try {
        const bytes = pool ? await pool.run(sheet) : await renderHere(sheet);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } finally {
        pending -= 1;
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}
