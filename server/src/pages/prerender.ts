// The background renderer (issue 34): after a start, and after a write that dropped pages, every
// public page the sitemap lists (home, static pages, each brand, category and type list, every
// product and news page) and pages 2-3 of each list (crawler-pages.ts) is rendered into the page store before anyone asks for it. It is the
// lowest priority on the process: one page at a time, and only while no visitor's request is in
// flight; a page a visitor asks for before its turn is rendered at once on the visitor's request
// (and this renderer finds it stored when its turn comes). `/readyz` shows how many pages are
// stored and how many wait.
//
// Its pace (docs/decisions.md, "The background renderer's pace"): a page, and each step of it on
// the HTTP thread (its data reads, its assembly and storing), goes ahead only once visitors have
// left (none in flight, none seen for QUIET_MS) and the event loop is on time (its delay at most
// LOOP_DELAY_MS since the last look): `mayRun`. The worker itself runs at the lowest CPU
// priority (render-worker.ts), so that on a busy machine visitors' threads go first.

/** What the pace looks at: the HTTP thread now and since the last look. */
export interface PaceState {
  /** Client requests in flight now. */
  inFlight: number;
  /** Milliseconds since a client request was last seen in flight. */
  quietMs: number;
  /** The event loop's longest delay since the last look, in milliseconds. */
  loopDelayMs: number;
}

/** No visitor for this long before the renderer goes on (a visitor's next click comes sooner). */
export const QUIET_MS = 200;
/** The event loop late by more than this: the HTTP thread has work of its own. */
export const LOOP_DELAY_MS = 30;

/** Whether the background renderer may take its next step now. */
export function mayRun(state: PaceState): boolean {
  return state.inFlight === 0 && state.quietMs >= QUIET_MS && state.loopDelayMs <= LOOP_DELAY_MS;
}

export interface PrerenderOptions {
  /** Every public page's path, in the order to render them (sitemap entries). */
  list: () => Promise<string[]>;
  /** Whether the page at `path` for `origin` is in this instance's store (memory or disk). */
  stored: (path: string, origin: string) => boolean;
  /**
   * Which of `paths` are stored anywhere (the shared table too): asked of the whole list, and of
   * each page just before its turn.
   */
  storedOf?: (paths: readonly string[], origin: string) => Promise<Set<string>>;
  /**
   * Whether other instances walk the same store (the shared table): each then starts at a random
   * place in the list, so two walks meet pages the other stored instead of rendering the same.
   */
  spread?: boolean;
  /** Renders the page into the store (no-op when it is already there). */
  render: (path: string, origin: string) => Promise<void>;
  /** Client requests in flight now: the renderer waits while there are any. */
  busy: () => number;
  /**
   * The event loop's longest delay (ms) since the last call (monitorEventLoopDelay); none: 0.
   */
  loopDelay?: () => number;
  log: { info: (object: object, message: string) => void; warn: (o: object, m: string) => void };
  /** How long after a write the store is walked again (writes come in bursts). */
  debounceMs?: number;
  /** How often to look again whether visitors have gone (while they have not). */
  idlePollMs?: number;
}

export class Prerenderer {
  private readonly options: PrerenderOptions;
  private origin: string | null = null;
  private queue: string[] = [];
  private at = 0;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Set when the store changed while the list was read: read it again after this walk. */
  private again = false;
  /** When a visitor was last seen in flight. */
  private lastBusy = 0;
  /** Set while a visitor waits for the page in hand: its steps go ahead at once. */
  private hurried = false;
  /** The path of the page in hand, or null. */
  private inHand: string | null = null;

  constructor(options: PrerenderOptions) {
    this.options = options;
  }

  /** Pages waiting for their turn. */
  get waiting(): number {
    return this.queue.length - this.at;
  }

  /** The origin pages are rendered for (PUBLIC_URL, or the first visitor's); starts the walk. */
  useOrigin(origin: string): void {
    if (this.origin !== null || this.stopped) return;
    this.origin = origin;
    this.refill(0);
  }

  /** After a write dropped pages: walk the store again, once writes pause. */
  refill(delayMs = this.options.debounceMs ?? 250): void {
    if (this.origin === null || this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) this.again = true;
      else this.running = this.walk().finally(() => (this.running = null));
    }, delayMs);
    this.timer.unref();
  }

  /** Stops after the page in hand; resolves once it is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.looking);
    this.looking = undefined;
    for (const resolve of this.waiters.splice(0)) resolve();
    this.queue = [];
    this.at = 0;
    await this.running;
  }

  /** The pace's view of the HTTP thread now (and notes a visitor seen). */
  private pace(): PaceState {
    const inFlight = this.options.busy();
    const now = performance.now();
    if (inFlight > 0) this.lastBusy = now;
    return {
      inFlight,
      quietMs: this.lastBusy === 0 ? Infinity : now - this.lastBusy,
      loopDelayMs: this.options.loopDelay?.() ?? 0,
    };
  }

  /** Callers of `idle` waiting for the pace, resolved together by one look (`look`). */
  private waiters: (() => void)[] = [];
  /** The timer of the next look, while anyone waits. */
  private looking: NodeJS.Timeout | undefined;

  /** Whether a step may go ahead now: the pace allows it, a visitor waits for it, or stopped. */
  private mayGoOn(): boolean {
    return this.stopped || this.hurried || mayRun(this.pace());
  }

  /**
   * One look at the pace every `idlePollMs` for every waiter at once. Each waiter looked on its
   * own before: every page rendered on demand waits here for its second encoding, so under load
   * thousands looked 50 times a second, each reading (and clearing) the event loop's histogram,
   * which cost 12-14 % of the HTTP thread (docs/decisions.md, "Search pages and filtered lists").
   */
  private look(): void {
    if (this.looking) return;
    this.looking = setTimeout(() => {
      this.looking = undefined;
      if (this.waiters.length === 0) return;
      if (this.mayGoOn()) {
        const ready = this.waiters;
        this.waiters = [];
        for (const resolve of ready) resolve();
      } else this.look();
    }, this.options.idlePollMs ?? 20);
    this.looking.unref();
  }

  /**
   * Resolves once the renderer may take its next step (`mayRun`), at once while a visitor waits
   * for the page in hand (`hurry`) or after `stop`.
   */
  async idle(): Promise<void> {
    if (!this.mayGoOn())
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        this.look();
      });
    // Behind whatever the event loop has to do now.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * A visitor asked for the page in hand: its remaining steps go ahead without waiting (the
   * visitor is in flight, so the pace would hold them until it left: never).
   */
  hurry(path: string): void {
    if (path === this.inHand) this.hurried = true;
  }

  private async storedOf(paths: readonly string[], origin: string): Promise<Set<string>> {
    if (!this.options.storedOf || paths.length === 0) return new Set();
    return this.options.storedOf(paths, origin).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'prerender: could not tell what is stored');
      return new Set<string>();
    });
  }

  private async walk(): Promise<void> {
    const started = Date.now();
    let rendered = 0;
    do {
      this.again = false;
      const origin = this.origin as string;
      // Listing every page costs a few hundred ms of the database at 100,000 products: not
      // while visitors wait.
      await this.idle();
      let paths: string[];
      try {
        paths = await this.options.list();
      } catch (error) {
        this.options.log.warn({ err: error }, 'prerender: could not list the pages');
        return;
      }
      const start = this.options.spread ? Math.floor(Math.random() * paths.length) : 0;
      let queue = [...paths.slice(start), ...paths.slice(0, start)].filter(
        (path) => !this.options.stored(path, origin),
      );
      const elsewhere = await this.storedOf(queue, origin);
      if (elsewhere.size > 0) queue = queue.filter((path) => !elsewhere.has(path));
      this.queue = queue;
      this.at = 0;
      while (this.at < this.queue.length && !this.stopped && !this.again) {
        await this.idle();
        const path = this.queue[this.at] as string;
        this.at += 1;
        if (this.options.stored(path, origin)) continue;
        if ((await this.storedOf([path], origin)).size > 0) continue;
        this.inHand = path;
        try {
          await this.options.render(path, origin);
          rendered += 1;
        } catch (error) {
          this.options.log.warn({ err: error, path }, 'prerender: page failed');
        } finally {
          this.hurried = false;
          this.inHand = null;
        }
      }
    } while (this.again && !this.stopped);
    this.queue = [];
    this.at = 0;
    if (rendered > 0)
      this.options.log.info(
        { rendered, ms: Date.now() - started },
        'prerender: every public page is stored',
      );
  }
}
