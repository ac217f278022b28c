// The in-process index as a ProductSearch: built in the background when the server starts (the
// serving search answers from SQL until it is ready, and /readyz says `indexing`), then kept in
// step through the change log (change-log.ts). Searches' index work runs in turns (turns.ts).
import { SERVED_FILES, type PublicFiles } from '../../storage/files-service.ts';
import type { Db } from '../../db/client.ts';
import { toSuggestion, toSummary, type IndexedDoc } from '../documents.ts';
import {
  SearchBusy,
  type ListPage,
  type ListRequest,
  type ProductSearch,
  type SearchPage,
  type SearchRequest,
  type Suggestions,
} from '../product-search.ts';
import type { Stems } from '../stems.ts';
import { ChangeLog } from './change-log.ts';
import { Loader } from './loader.ts';
import type { SearchIndex } from './search-index.ts';
import { Turns, TurnsFull } from './turns.ts';

export type IndexState = 'idle' | 'building' | 'ready';

/** Without a change heard of, a search still checks the change log when the last check is older than this (default). */
const MAX_STALE_MS = 1000;
/** Index work run per turn of the event loop (ms) before other requests get theirs (turns.ts). */
const TURN_BUDGET_MS = 2;
/** Searches and suggestions waiting for their turn past which a new one is refused at once (SearchBusy). */
const MAX_WAITING = 100;

export interface StartOptions {
  log?: { warn: (object: object, message: string) => void };
  /** Without a change heard of, how old the last check of the change log may be (0: before every search). */
  maxStaleMs?: number;
  maxWaiting?: number;
}

function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class IndexSearch implements ProductSearch {
  private turns = new Turns({ budgetMs: TURN_BUDGET_MS, maxWaiting: MAX_WAITING });
  private index: SearchIndex | null = null;
  private building: Promise<SearchIndex | null> | null = null;
  private stopped = false;
  /** A build was asked for (start): a failed one is retried when a search comes. */
  private wanted = false;
  private log: StartOptions['log'];
  private readonly stems: Stems;
  private readonly loader: Loader;
  private readonly changes: ChangeLog;

  /** `files`: where cover URLs point (app.publicFiles; tests and benches take /storage). */
  constructor(db: Db, stems: Stems, files: Pick<PublicFiles, 'pathOf'> = SERVED_FILES) {
    this.stems = stems;
    this.loader = new Loader(
      db,
      stems,
      () => {
        if (this.stopped) throw new Error('search index stopped');
      },
      files,
    );
    this.changes = new ChangeLog(db, this.loader, MAX_STALE_MS);
  }

  get state(): IndexState {
    return this.index ? 'ready' : this.building ? 'building' : 'idle';
  }

  /**
   * Starts building the index in the background (the server does at start); a failed build is
   * retried by the next search. The change log is read after `changed()`, or when the last read
   * is older than `maxStaleMs` (writes nobody announced: SQL, scripts, a lost notice).
   */
  start(options: StartOptions = {}): void {
    if (options.maxStaleMs !== undefined) this.changes.maxStaleMs = options.maxStaleMs;
    if (options.maxWaiting !== undefined)
      this.turns = new Turns({ budgetMs: TURN_BUDGET_MS, maxWaiting: options.maxWaiting });
    if (options.log) this.log = options.log;
    this.wanted = true;
    if (this.index || this.building || this.stopped) return;
    this.building = this.build().catch((error: unknown) => {
      if (!this.stopped)
        this.log?.warn(
          { err: error },
          'search index build failed; searches answer from SQL until a build succeeds',
        );
      this.building = null;
      return null;
    });
  }

  /** Stops a build under way (the server is closing) and waits for its current query. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.building;
    this.stopped = false;
  }

  /** A write committed (this instance's, answered; or another's, announced): the next search checks the change log first. */
  changed(): void {
    this.changes.changed();
  }

  private async build(): Promise<SearchIndex> {
    await this.changes.mark();
    const index = await this.loader.build();
    this.index = index;
    return index;
  }

  /** Whether the index is built, waiting up to `waitMs` for a build under way (retrying a failed one). */
  async built(waitMs: number): Promise<boolean> {
    if (this.index) return true;
    if (this.wanted) this.start();
    if (!this.building) return false;
    return Boolean(await (Number.isFinite(waitMs) ? within(this.building, waitMs) : this.building));
  }

  /** The index with every committed change applied, or null while it is still being built after `waitMs`. */
  async ready(waitMs = Number.POSITIVE_INFINITY): Promise<SearchIndex | null> {
    this.start();
    if (!(await this.built(waitMs))) return null;
    const index = this.index as SearchIndex;
    await this.changes.sync(index);
    return index;
  }

  /**
   * Whether a product is shown to visitors, from the built index with every committed change
   * applied (a change-log read at most, shared with the searches); null while there is no index
   * yet, and no build is started for it (the caller asks the database instead).
   */
  async visible(productId: number): Promise<boolean | null> {
    const index = this.index;
    if (!index) return null;
    await this.changes.sync(index);
    return index.isVisible(productId);
  }

  /** The index up to date, once built (a failed build is an error here: the serving search asks SQL instead). */
  private async current(): Promise<SearchIndex> {
    const index = await this.ready();
    if (!index) throw new Error('search index build failed');
    return index;
  }

  /** Index work in its turn (turns.ts); a full queue is refused with SearchBusy. */
  private inTurn<T>(work: () => T): Promise<T> {
    return this.turns.run(work).catch((error: unknown) => {
      throw error instanceof TurnsFull ? new SearchBusy() : error;
    });
  }

  private async withQueryStems(index: SearchIndex, text: string): Promise<void> {
    await this.stems.learnQuery(index.words.unstemmed([text]), (word) => index.words.has(word));
  }

  private summaries(index: SearchIndex, docs: IndexedDoc[]) {
    const nameOf = index.entityName.bind(index);
    return docs.map((doc) => toSummary(doc, nameOf));
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const index = await this.current();
    await this.withQueryStems(index, request.text);
    const { docs, total, facets } = await this.inTurn(() => index.search(request));
    return { rows: this.summaries(index, docs), total, facets };
  }

  async list(request: ListRequest): Promise<ListPage> {
    const index = await this.current();
    const { docs, total, facets } = index.list(request);
    return { rows: this.summaries(index, docs), total, facets };
  }

  async suggest(text: string, limit: number): Promise<Suggestions> {
    const index = await this.current();
    await this.withQueryStems(index, text);
    const { docs, equivalents, categories, brands } = await this.inTurn(() =>
      index.suggest(text, limit),
    );
    return {
      products: docs.map((doc, i) => toSuggestion(doc, equivalents[i])),
      categories,
      brands,
    };
  }
}
