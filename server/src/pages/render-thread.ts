// One worker thread that renders public pages for the background renderer (prerender.ts), so the
// HTTP thread keeps only the API reads, the template and the compression of those pages. Started
// on the first page, ended with the app.
import { Worker } from 'node:worker_threads';
import type { LoadedAnswer, RenderedPage } from '../../../contracts/page-renderer.ts';

export type ToWorker =
  | { kind: 'render'; id: number; url: string; origin: string }
  | { kind: 'loaded'; loadId: number; answer: LoadedAnswer };

export type FromWorker =
  | { kind: 'load'; id: number; loadId: number; apiPath: string; shared: boolean }
  | { kind: 'rendered'; id: number; page: RenderedPage | null }
  | { kind: 'failed'; id: number; message: string };

type Loader = (apiPath: string, options?: { shared?: boolean }) => Promise<LoadedAnswer>;

interface Job {
  load: Loader;
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
}

const WORKER = new URL('./render-worker.ts', import.meta.url);

export class RenderThread {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private serial = 0;
  private readonly file: string;

  /** `file`: the web build's renderer module (<webRoot>/.ssr/render.mjs). */
  constructor(file: string) {
    this.file = file;
  }

  /** Renders `url` on the worker; its API reads go through `load` on this thread. */
  render(url: string, origin: string, load: Loader): Promise<RenderedPage | null> {
    const worker = this.start();
    this.serial += 1;
    const id = this.serial;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { load, resolve, reject });
      worker.postMessage({ kind: 'render', id, url, origin } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, {
      workerData: { file: this.file },
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
      job.load(message.apiPath, { shared: message.shared }).then(
        (answer) =>
          worker.postMessage({ kind: 'loaded', loadId: message.loadId, answer } satisfies ToWorker),
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
    if (message.kind === 'rendered') job.resolve(message.page);
    else job.reject(new Error(message.message));
  }
}
