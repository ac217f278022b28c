// One worker thread that renders public pages for the background renderer (prerender.ts), so the
// HTTP thread keeps only the API reads and the template of those pages; the worker compresses
// them too. It runs at the lowest CPU priority (render-worker.ts), and each of its reads waits
// for the background renderer's pace (`gate`): a page in hand pauses while visitors are served.
// Started on the first page, ended with the app.
import { Worker } from 'node:worker_threads';
import type { LoadedAnswer, RenderedPage } from '../../../contracts/page-renderer.ts';

export type ToWorker =
  | { kind: 'render'; id: number; url: string; origin: string }
  | { kind: 'loaded'; loadId: number; answer: LoadedAnswer }
  | { kind: 'compress'; id: number; html: Uint8Array };

export type FromWorker =
  | { kind: 'load'; id: number; loadId: number; apiPath: string; shared: boolean }
  | { kind: 'rendered'; id: number; page: RenderedPage | null }
  | { kind: 'compressed'; id: number; br: ArrayBuffer; gzip: ArrayBuffer }
  | { kind: 'failed'; id: number; message: string };

type Loader = (apiPath: string, options?: { shared?: boolean }) => Promise<LoadedAnswer>;

interface Job {
  load: Loader;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

export interface RenderThreadOptions {
  /** The web build's renderer module (<webRoot>/.ssr/render.mjs). */
  file: string;
  /** Resolves when the worker's next read may be answered (the background renderer's pace). */
  gate?: () => Promise<void>;
}

const noLoads: Loader = () => Promise.reject(new Error('no reads while compressing'));

const WORKER = new URL('./render-worker.ts', import.meta.url);

export class RenderThread {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private serial = 0;
  private readonly options: RenderThreadOptions;

  constructor(options: RenderThreadOptions) {
    this.options = options;
  }

  private job<T>(load: Loader, message: (id: number) => ToWorker, transfer = false): Promise<T> {
    const worker = this.start();
    this.serial += 1;
    const id = this.serial;
    return new Promise<T>((resolve, reject) => {
      this.jobs.set(id, { load, resolve: resolve as (value: never) => void, reject });
      const sent = message(id);
      if (transfer && sent.kind === 'compress')
        worker.postMessage(sent, [sent.html.buffer as ArrayBuffer]);
      else worker.postMessage(sent);
    });
  }

  /** Renders `url` on the worker; its API reads go through `load` on this thread. */
  render(url: string, origin: string, load: Loader): Promise<RenderedPage | null> {
    return this.job(load, (id) => ({ kind: 'render', id, url, origin }));
  }

  /** `html` compressed on the worker in both encodings (the page store's levels). */
  async compress(html: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
    // A copy of its own, handed over whole (the page's HTML stays with the caller).
    const copy = new Uint8Array(html.byteLength);
    copy.set(html);
    const { br, gzip } = await this.job<{ br: ArrayBuffer; gzip: ArrayBuffer }>(
      noLoads,
      (id) => ({ kind: 'compress', id, html: copy }),
      true,
    );
    return { br: Buffer.from(br), gzip: Buffer.from(gzip) };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, {
      workerData: { file: this.options.file },
      // A runaway page ends the worker, not the process.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    worker.on('message', (message: FromWorker) => this.heard(worker, message));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.jobs.values()) job.reject(error);
      this.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render worker ended (${code})`)));
    this.worker = worker;
    return worker;
  }

  private heard(worker: Worker, message: FromWorker): void {
    const job = this.jobs.get(message.id);
    if (!job) return;
    if (message.kind === 'load') {
      const gate = this.options.gate ?? (() => Promise.resolve());
      gate()
        .then(() => job.load(message.apiPath, { shared: message.shared }))
        .then(
          (answer) =>
            worker.postMessage({
              kind: 'loaded',
              loadId: message.loadId,
              answer,
            } satisfies ToWorker),
          (error: unknown) =>
            worker.postMessage({
              kind: 'loaded',
              loadId: message.loadId,
              answer: { status: 500, body: { error: String(error) } },
            } satisfies ToWorker),
        );
      return;
    }
    this.jobs.delete(message.id);
    if (message.kind === 'rendered') job.resolve(message.page as never);
    else if (message.kind === 'compressed')
      job.resolve({ br: message.br, gzip: message.gzip } as never);
    else job.reject(new Error(message.message));
  }
}
