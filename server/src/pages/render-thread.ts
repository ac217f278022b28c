// One worker thread that renders public pages for the background renderer (prerender.ts), so the
// HTTP thread keeps only the API reads and the template of those pages; the worker compresses
// them too. It runs at the lowest CPU priority (render-worker.ts), and each of its reads waits
// for the background renderer's pace (`gate`): a page in hand pauses while visitors are served.
// A second one, at the process's priority and without a gate, renders visitors' pages that are not
// stored (plugins/pages.ts). Started on the first page, ended with the app, or (`idleMs`) once it
// has had nothing to do for a while, and started again for the next page.
import { Worker } from 'node:worker_threads';
import type {
  LoadedAnswer,
  RenderedPage,
  SharedStylesheet,
} from '../../../contracts/page-renderer.ts';
import { Handoff } from '../lib/handoff.ts';
import { youngGeneration } from '../lib/worker-heap.ts';

export type Copy = 'br' | 'gzip';

/** One read's answer, as `loaded` hands it across. */
export type LoadedMessage =
  /**
   * A shared one (menus, footer, configuration) is sent once: `keep` asks the worker to keep it,
   * and `kept` answers with the copy it kept (the same answer as last sent).
   */
  | { loadId: number; answer: LoadedAnswer; keep?: boolean }
  | { loadId: number; kept: true }
  /**
   * A page's own read as its JSON text (UTF-8, handed over), parsed on the worker: the HTTP
   * thread neither parses it nor clones the object across.
   */
  | { loadId: number; status: number; json: Uint8Array };

/** One read a page asks for. */
export interface LoadAsked {
  loadId: number;
  apiPath: string;
  shared: boolean;
}

export type ToWorker =
  | { kind: 'render'; id: number; url: string; origin: string }
  /**
   * The answers to the reads a page asked for at once (`loads`), in one message: a message
   * each was ~6 % of the HTTP thread's time on a filtered type page and ~3 % of the worker's
   * (issue 34, session 29).
   */
  | { kind: 'loaded'; answers: LoadedMessage[] }
  | { kind: 'compress'; id: number; html: Uint8Array; encodings: readonly Copy[] }
  /** Load the renderer now (a worker loads it for its first page otherwise). */
  | { kind: 'warm' };

/**
 * A page rendered on a worker: its head and body come as their UTF-8 bytes, each byte one
 * character of the string (`latin1Bytes`, read with `Buffer.from(text, 'latin1')`). The HTTP thread
 * writes them out as they are (template.ts, `assemble`) and never holds the page as a two-byte
 * string (docs/decisions.md, "Pages rendered on demand: the page's text sent as its UTF-8 bytes").
 */
export type WorkerPage = RenderedPage & { latin1Bytes: true };

export type FromWorker =
  /** The reads a page asked for at once (the renderer asks for all of a page's together). */
  | { kind: 'loads'; id: number; loads: LoadAsked[] }
  /**
   * A rendered page; a stylesheet whose text the worker sent before comes as its href alone
   * (`stylesheetHref`, the page's `stylesheet` null), the text kept here since.
   */
  | { kind: 'rendered'; id: number; page: WorkerPage | null; stylesheetHref?: string }
  | { kind: 'compressed'; id: number; copies: Partial<Record<Copy, ArrayBuffer>> }
  | { kind: 'failed'; id: number; message: string };

/**
 * Shared stylesheets a worker sends once and the main thread keeps, by href (both drop the
 * oldest past this, in the same order: the worker's messages arrive in the order sent). A
 * stylesheet changes with the frame's shared data: a few versions a day.
 */
export const STYLESHEETS_SENT = 16;

/**
 * Visitors' pages waiting on the worker for their second copy at most: past it (the machine is
 * too busy for the worker to keep up), a page gets that copy when a client first asks for it.
 */
export const MAX_WAITING_COPIES = 256;

/**
 * How long the background renderer's worker is kept with nothing to do (`idleMs`): past the fill's
 * pauses (a page every second or so while visitors are served), so it ends once the store is full.
 */
export const BACKGROUND_IDLE_MS = 30_000;

/** A read's answer as its JSON text (public-reads.ts, `readPublicText`). */
export interface LoadedText {
  status: number;
  json: Uint8Array;
}

/**
 * Answers the worker's reads: a shared one (menus, footer, configuration) parsed, kept and sent
 * once; a page's own one best as its JSON text.
 */
type Loader = (
  apiPath: string,
  options?: { shared?: boolean },
) => Promise<LoadedAnswer | LoadedText>;

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
  /**
   * The worker's CPU priority: the lowest for the background renderer (the default), the
   * process's own for visitors' pages rendered on demand (pages.ts).
   */
  priority?: 'low' | 'normal';
  /**
   * Ends the worker once it has had no job for this long (ms) and starts it again for the next:
   * the background renderer's, idle once the store is full. An ended worker's heap goes back to
   * V8's pages and malloc's free lists of the process, where the HTTP thread's growth under load
   * takes it instead of new memory (issue 34, session 25). Unset: kept until closed.
   */
  idleMs?: number;
}

const noLoads: Loader = () => Promise.reject(new Error('no reads while compressing'));

const WORKER = new URL('./render-worker.ts', import.meta.url);

export class RenderThread {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private serial = 0;
  private readonly options: RenderThreadOptions;
  /** The shared answer last sent to the worker, by path: the same one again is not sent again. */
  private readonly sentShared = new Map<string, LoadedAnswer>();
  /** The stylesheets the worker sent whole, by href (render-worker.ts sends each once). */
  private readonly stylesheets = new Map<string, SharedStylesheet>();
  /** Visitors' pages whose second copy is being made on the worker. */
  private waitingCopies = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Workers started so far (the first, and one after each end when idle or failure). */
  started = 0;
  /** Messages sent to the workers and heard from them since the start (for tests). */
  readonly messages = { sent: 0, heard: 0 };

  constructor(options: RenderThreadOptions) {
    this.options = options;
  }

  /** Pages and copies in the worker's hands (sent, not yet answered). */
  get jobCount(): number {
    return this.jobs.size;
  }

  /** Starts the worker and loads its renderer before the first page needs it: at the app's start. */
  warm(): void {
    this.start().postMessage({ kind: 'warm' } satisfies ToWorker);
    this.idle();
  }

  private job<T>(load: Loader, message: (id: number) => ToWorker, transfer = false): Promise<T> {
    const worker = this.start();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.serial += 1;
    const id = this.serial;
    return new Promise<T>((resolve, reject) => {
      this.jobs.set(id, { load, resolve: resolve as (value: never) => void, reject });
      const sent = message(id);
      this.messages.sent += 1;
      if (transfer && sent.kind === 'compress')
        worker.postMessage(sent, [sent.html.buffer as ArrayBuffer]);
      else worker.postMessage(sent);
    });
  }

  /**
   * Renders `url` on the worker; its API reads go through `load` on this thread. The page comes in
   * a handoff, to be taken at once: the promises awaiting it, made when it was asked for, are
   * old by then and would keep its text through every scavenge (lib/handoff.ts).
   */
  render(url: string, origin: string, load: Loader): Promise<Handoff<WorkerPage> | null> {
    return this.job(load, (id) => ({ kind: 'render', id, url, origin }));
  }

  /** `html` compressed on the worker in both encodings (the page store's levels). */
  async compress(html: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
    const { br, gzip } = await this.copies(html, ['br', 'gzip']);
    return { br: br as Buffer, gzip: gzip as Buffer };
  }

  /**
   * A visitor's page's copies in `encodings`, made on the worker at its low priority (its first
   * copy was made for the visitor); null when too many pages wait for theirs already.
   */
  async later(
    html: Buffer,
    encodings: readonly Copy[],
  ): Promise<Partial<Record<Copy, Buffer>> | null> {
    if (encodings.length === 0 || this.waitingCopies >= MAX_WAITING_COPIES) return null;
    this.waitingCopies += 1;
    try {
      return await this.copies(html, encodings);
    } finally {
      this.waitingCopies -= 1;
    }
  }

  private async copies(html: Buffer, encodings: readonly Copy[]) {
    // A copy of its own, handed over whole (the page's HTML stays with the caller).
    const copy = new Uint8Array(html.byteLength);
    copy.set(html);
    const made = await this.job<Partial<Record<Copy, ArrayBuffer>>>(
      noLoads,
      (id) => ({ kind: 'compress', id, html: copy, encodings }),
      true,
    );
    const copies: Partial<Record<Copy, Buffer>> = {};
    for (const encoding of encodings) {
      const buffer = made[encoding];
      if (buffer) copies[encoding] = Buffer.from(buffer);
    }
    return copies;
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    const error = new Error('render worker closed');
    for (const job of this.jobs.values()) job.reject(error);
    this.jobs.clear();
    await worker?.terminate();
  }

  /** With no job left, the worker is ended after `idleMs` (the next job starts another). */
  private idle(): void {
    const { idleMs } = this.options;
    if (idleMs === undefined || this.jobs.size > 0 || !this.worker || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.jobs.size > 0) return;
      void this.close();
    }, idleMs);
    this.idleTimer.unref();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const priority = this.options.priority ?? 'low';
    const worker = new Worker(WORKER, {
      workerData: { file: this.options.file, priority },
      // The thread's name in /proc (bench:traffic counts each thread's CPU by it; at most 15
      // characters there).
      name: priority === 'normal' ? 'render-visitors' : 'render-refill',
      // A runaway page ends the worker, not the process. Visitors' pages are rendered with the
      // HTTP thread's young generation; the background renderer's, paced, with a small one.
      resourceLimits: {
        maxOldGenerationSizeMb: 256,
        ...youngGeneration(priority === 'normal' ? 'busy' : 'quiet'),
      },
    });
    worker.unref();
    // A new worker has kept no answer, and sent no stylesheet.
    this.sentShared.clear();
    this.stylesheets.clear();
    this.started += 1;
    worker.on('message', (message: FromWorker) => this.heard(worker, message));
    const fail = (error: Error) => {
      // A worker ended when idle or closed had no jobs; the jobs now are the next worker's.
      if (this.worker !== worker) return;
      this.worker = null;
      for (const job of this.jobs.values()) job.reject(error);
      this.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render worker ended (${code})`)));
    this.worker = worker;
    return worker;
  }

  private heard(worker: Worker, message: FromWorker): void {
    this.messages.heard += 1;
    // (Before the job is looked up: the stylesheets kept here follow every page the worker sent;
    // an ended worker's are not the next one's.)
    const page =
      message.kind === 'rendered' && worker === this.worker ? this.withStylesheet(message) : null;
    const job = this.jobs.get(message.id);
    if (!job) return;
    if (message.kind === 'loads') {
      void Promise.all(message.loads.map((asked) => this.answer(worker, job, asked))).then(
        (answers) => {
          if (worker !== this.worker) return;
          const transfer = answers.flatMap((answer) =>
            'json' in answer ? [answer.json.buffer as ArrayBuffer] : [],
          );
          this.messages.sent += 1;
          worker.postMessage({ kind: 'loaded', answers } satisfies ToWorker, transfer);
        },
      );
      return;
    }
    this.jobs.delete(message.id);
    this.idle();
    if (message.kind === 'rendered') {
      if (page === undefined)
        job.reject(new Error(`the stylesheet ${message.stylesheetHref} is not kept`));
      else job.resolve((page && new Handoff(page)) as never);
    } else if (message.kind === 'compressed') job.resolve(message.copies as never);
    else job.reject(new Error(message.message));
  }

  /**
   * The rendered page with its stylesheet, kept here when the worker sent it before (undefined
   * when it is not: never, while both keep the same ones).
   */
  private withStylesheet({
    page,
    stylesheetHref,
  }: Extract<FromWorker, { kind: 'rendered' }>): WorkerPage | null | undefined {
    if (!page) return page;
    if (stylesheetHref !== undefined) {
      const stylesheet = this.stylesheets.get(stylesheetHref);
      return stylesheet ? { ...page, stylesheet } : undefined;
    }
    const sheet = page.stylesheet;
    if (sheet && !this.stylesheets.has(sheet.href)) {
      this.stylesheets.set(sheet.href, sheet);
      if (this.stylesheets.size > STYLESHEETS_SENT)
        this.stylesheets.delete(this.stylesheets.keys().next().value as string);
    }
    return page;
  }

  /** One read's answer as it goes across, once the gate opens. */
  private async answer(
    worker: Worker,
    job: Job,
    { apiPath, shared, loadId }: LoadAsked,
  ): Promise<LoadedMessage> {
    const gate = this.options.gate ?? (() => Promise.resolve());
    try {
      await gate();
      const answer = await job.load(apiPath, { shared });
      // A copy of its own, handed over whole (the kept answer stays here).
      if ('json' in answer)
        return { loadId, status: answer.status, json: new Uint8Array(answer.json) };
      // (A worker ended meanwhile gets nothing: its answers are not noted as sent.)
      if (!shared || worker !== this.worker) return { loadId, answer };
      // The menus and the configuration are the same for every page until a write: their copy
      // is cloned across once, not once a page.
      if (this.sentShared.get(apiPath) === answer) return { loadId, kept: true };
      this.sentShared.set(apiPath, answer);
      return { loadId, answer, keep: true };
    } catch (error) {
      return { loadId, answer: { status: 500, body: { error: String(error) } } };
    }
  }
}
