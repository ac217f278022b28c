// One search index per database handle, built in the background when the server starts (searches
// answer from SQL until it is ready) and kept in step with the database through search_changes
// (migration 0005): a search that follows a write it heard of (`changed()`: this instance's own
// writes, and other instances' through the public cache's LISTEN/NOTIFY broadcast), or that comes
// more than `maxStaleMs` after the last check, first applies the rows past the last one it saw.
// Concurrent searches share one check, and a search waits for a check that started after it
// arrived, so a change heard of before a search is always in its answer.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { publicPath } from '../../../storage/files-service.ts';
import type { EntityKind, SearchDoc, SearchEntity } from './documents.ts';
import { SearchIndex, type IndexedDoc, type ListRequest, type SearchRequest, type SearchResult } from './index.ts';
import { normalise } from './text.ts';
import { Turns, TurnsFull } from './turns.ts';
import { ApiError, MESSAGES } from '../../../lib/errors.ts';
import { RETRY_AFTER_SECONDS } from '../../../plugins/overload.ts';

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toDoc(row: Row): SearchDoc {
  return {
    id: Number(row.id),
    name: String(row.name),
    harga: Number(row.harga),
    hargaAkhir: numberOrNull(row.harga_akhir),
    urutan: numberOrNull(row.urutan),
    isBestSeller: Boolean(row.is_best_seller),
    isActive: Boolean(row.is_active),
    createdAt: new Date(row.created_at as string),
    brandId: Number(row.brand_id),
    categoryId: Number(row.category_id),
    typeId: Number(row.type_id),
    cover: row.cover_id ? { id: Number(row.cover_id), path: publicPath(String(row.cover_key)) } : null,
    description: normalise(String(row.keterangan ?? '')),
  };
}

const productsQuery = (where: SQL) => sql`
  select p.id, p.name, p.harga, p.harga_akhir, p.urutan, p.is_best_seller, p.is_active, p.created_at,
    p.brand_id, p.category_id, p.type_id, p.keterangan, i.id as cover_id, f.storage_key as cover_key
  from products p
  left join product_images i on i.product_id = p.id and i.is_cover
  left join files f on f.id = i.file_id
  where ${where}`;

const ENTITY_TABLES: Record<EntityKind, SQL> = { brand: sql`brands`, category: sql`categories`, type: sql`product_types` };

export type SearchState = 'idle' | 'building' | 'ready';

/** Products read per query while building. */
const BUILD_PAGE = 2000;
/** How long a search waits for an index being built before it answers from SQL instead. */
const BUILD_WAIT_MS = 500;
/** Without a change heard of, a search still checks the change log when the last check is older than this (default). */
const MAX_STALE_MS = 1000;
/** Stems of query words the catalogue does not have, kept for repeated queries (oldest dropped first). */
const QUERY_STEMS = 20_000;
/** Index work run per turn of the event loop (ms) before other requests get theirs (turns.ts). */
const TURN_BUDGET_MS = 2;
/** Searches and suggestions waiting for their turn past which a new one is answered 503 at once. */
const MAX_WAITING = 100;

function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class SearchEngine {
  private readonly stems = new Map<string, string>();
  private readonly queryStems = new Set<string>();
  /** Query words waiting for their stems, asked together at the next turn of the event loop. */
  private readonly stemsWanted = new Set<string>();
  /** Searches' and suggestions' index work, a slice per turn of the event loop. */
  private turns = new Turns({ budgetMs: TURN_BUDGET_MS, maxWaiting: MAX_WAITING });
  private stemsAsked: Promise<void> | null = null;
  private index: SearchIndex | null = null;
  private building: Promise<SearchIndex | null> | null = null;
  private stopped = false;
  private watermark = 0;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** Without a change heard of, how old the last check of the change log may be (0: check before every search). */
  private maxStaleMs = MAX_STALE_MS;
  private changeHeard = true;
  private lastCheck = Number.NEGATIVE_INFINITY;

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  get state(): SearchState {
    return this.index ? 'ready' : this.building ? 'building' : 'idle';
  }

  /**
   * Starts building the index in the background (the server does at start); a failed build is
   * retried by the next search. The change log is read after `changed()`, or when the last read
   * is older than `maxStaleMs` (writes nobody announced: SQL, scripts, a lost notice).
   */
  start(options: { log?: { warn: (object: object, message: string) => void }; maxStaleMs?: number; maxWaiting?: number } = {}): void {
    if (options.maxStaleMs !== undefined) this.maxStaleMs = options.maxStaleMs;
    if (options.maxWaiting !== undefined) this.turns = new Turns({ budgetMs: TURN_BUDGET_MS, maxWaiting: options.maxWaiting });
    const { log } = options;
    if (this.index || this.building || this.stopped) return;
    this.building = this.build().catch((error: unknown) => {
      if (!this.stopped) log?.warn({ err: error }, 'search index build failed; searches answer from SQL until a build succeeds');
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

  private checkStopped(): void {
    if (this.stopped) throw new Error('search engine stopped');
  }

  /** Stems of words by the `indonesian` text-search configuration, asked once per word. */
  private async learnStems(words: string[]): Promise<void> {
    const unknown = words.filter((word) => !this.stems.has(word));
    for (let i = 0; i < unknown.length; i += 5000) {
      const batch = unknown.slice(i, i + 5000);
      const found = await rows(this.db, sql`select w, (ts_lexize('indonesian_stem', w))[1] as stem from unnest(${`{${batch.join(',')}}`}::text[]) as w`);
      for (const row of found) this.stems.set(String(row.w), row.stem ? String(row.stem) : String(row.w));
    }
  }

  /**
   * Stems of query words the catalogue does not have: the searches of one turn of the event loop
   * ask in one query (under load, one round trip for dozens of searches instead of one each).
   */
  private askStems(words: string[]): Promise<void> {
    for (const word of words) this.stemsWanted.add(word);
    this.stemsAsked ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const wanted = [...this.stemsWanted];
      this.stemsWanted.clear();
      this.stemsAsked = null;
      return this.learnStems(wanted);
    });
    return this.stemsAsked;
  }

  /** Stems of a query's new words; the oldest such stems are forgotten past QUERY_STEMS, unless the catalogue has the word by then. */
  private async learnQueryStems(index: SearchIndex, text: string): Promise<void> {
    const words = index.unstemmed([text]);
    if (words.length === 0) return;
    await this.askStems(words);
    for (const word of words) this.queryStems.add(word);
    for (const word of this.queryStems) {
      if (this.queryStems.size <= QUERY_STEMS) break;
      this.queryStems.delete(word);
      if (!index.hasWord(word)) this.stems.delete(word);
    }
  }

  private async loadEntities(index: SearchIndex, kind: EntityKind, ids?: number[]): Promise<void> {
    const where = ids ? sql`id = any(${`{${ids.join(',')}}`}::int[])` : sql`true`;
    const found = await rows(this.db, sql`select id, name, is_active from ${ENTITY_TABLES[kind]} where ${where}`);
    await this.learnStems(index.unstemmed(found.map((row) => String(row.name))));
    const seen = new Set<number>();
    for (const row of found) {
      const entity: SearchEntity = { id: Number(row.id), name: String(row.name), isActive: Boolean(row.is_active) };
      index.setEntity(kind, entity, entity.id);
      seen.add(entity.id);
    }
    for (const id of ids ?? []) if (!seen.has(id)) index.setEntity(kind, null, id);
  }

  private async indexProducts(index: SearchIndex, docs: SearchDoc[]): Promise<void> {
    this.checkStopped();
    await this.learnStems(index.unstemmed(docs.flatMap((doc) => [doc.name, doc.description])));
    this.checkStopped();
    for (const doc of docs) index.put(doc);
  }

  private async loadProducts(index: SearchIndex, ids: number[]): Promise<void> {
    const docs = (await rows(this.db, productsQuery(sql`p.id = any(${`{${ids.join(',')}}`}::int[])`))).map(toDoc);
    await this.indexProducts(index, docs);
    const seen = new Set(docs.map((doc) => doc.id));
    for (const id of ids) if (!seen.has(id)) index.remove(id);
    index.compactIfNeeded();
  }

  /** Every product, a page at a time, giving the event loop a turn between pages so requests go on meanwhile. */
  private async loadAllProducts(index: SearchIndex): Promise<void> {
    for (let after = 0; ; ) {
      const page = (await rows(this.db, sql`${productsQuery(sql`p.id > ${after}`)} order by p.id limit ${BUILD_PAGE}`)).map(toDoc);
      await this.indexProducts(index, page);
      if (page.length < BUILD_PAGE) return;
      after = (page[page.length - 1] as SearchDoc).id;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async loadSynonyms(index: SearchIndex): Promise<void> {
    const found = await rows(this.db, sql`select words from search_synonyms where is_active order by id`);
    const groups = found.map((row) => (row.words as string[]).map(String));
    await this.learnStems(index.unstemmed(groups.flat()));
    index.setSynonyms(groups);
  }

  private async build(): Promise<SearchIndex> {
    const [last] = await rows(this.db, sql`select coalesce(max(id), 0) as id from search_changes`);
    this.watermark = Number(last?.id ?? 0);
    const index = new SearchIndex(this.stems);
    for (const kind of ['brand', 'category', 'type'] as const) await this.loadEntities(index, kind);
    await this.loadAllProducts(index);
    await this.loadSynonyms(index);
    index.prepare();
    this.index = index;
    return index;
  }

  private async applyChanges(): Promise<void> {
    const index = this.index;
    if (!index) return;
    for (;;) {
      const changes = await rows(this.db, sql`select id, entity, entity_id from search_changes where id > ${this.watermark} order by id limit 5000`);
      if (changes.length === 0) return;
      const ids = (entity: string) => [...new Set(changes.filter((row) => row.entity === entity).map((row) => Number(row.entity_id)))];
      for (const kind of ['brand', 'category', 'type'] as const) if (ids(kind).length) await this.loadEntities(index, kind, ids(kind));
      if (ids('product').length) await this.loadProducts(index, ids('product'));
      if (ids('synonym').length) await this.loadSynonyms(index);
      this.watermark = Number(changes[changes.length - 1]?.id ?? this.watermark);
      if (changes.length < 5000) return;
    }
  }

  /** A write committed (this instance's, answered; or another's, announced): the next search checks the change log first. */
  changed(): void {
    this.changeHeard = true;
  }

  /** Applies every change committed before this call (one shared check for concurrent callers). */
  private sync(): Promise<void> {
    if (!this.changeHeard && performance.now() - this.lastCheck < this.maxStaleMs) return Promise.resolve();
    if (this.queued) return this.queued;
    const run = (): Promise<void> => {
      this.changeHeard = false;
      this.lastCheck = performance.now();
      const current: Promise<void> = this.applyChanges()
        .catch((error: unknown) => {
          this.changeHeard = true;
          throw error;
        })
        .finally(() => {
          if (this.inFlight === current) this.inFlight = null;
        });
      this.inFlight = current;
      return current;
    };
    if (!this.inFlight) return run();
    const queued = this.inFlight.catch(() => undefined).then(() => {
      this.queued = null;
      return run();
    });
    this.queued = queued;
    return queued;
  }

  /** The index with every committed change applied, or null while it is still being built (after a short wait). */
  async ready(waitMs = BUILD_WAIT_MS): Promise<SearchIndex | null> {
    if (!this.index) {
      this.start();
      if (!this.building || !(await within(this.building, waitMs))) return null;
    }
    await this.sync();
    return this.index;
  }

  /** Index work in its turn (turns.ts); a full queue is answered 503 'busy' with Retry-After. */
  private inTurn<T>(work: () => T): Promise<T> {
    return this.turns.run(work).catch((error: unknown) => {
      if (error instanceof TurnsFull) throw new ApiError(503, MESSAGES.busy, {}, { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
      throw error;
    });
  }

  /** A page of results from the index, or null while it is being built (the caller answers from SQL). */
  async search(request: SearchRequest): Promise<(SearchResult & { index: SearchIndex }) | null> {
    const index = await this.ready();
    if (!index) return null;
    await this.learnQueryStems(index, request.text);
    return { ...(await this.inTurn(() => index.search(request))), index };
  }

  /** A page of a public list (no words) from the index, or null while it is being built (the caller answers from SQL). */
  async list(request: ListRequest): Promise<{ docs: IndexedDoc[]; total: number; index: SearchIndex } | null> {
    const index = await this.ready();
    if (!index) return null;
    return { ...index.list(request), index };
  }

  async suggest(text: string, limit: number) {
    const index = await this.ready();
    if (!index) return null;
    await this.learnQueryStems(index, text);
    const { docs, categories, brands } = await this.inTurn(() => index.suggest(text, limit));
    return {
      products: docs.map((doc) => ({ id: doc.id, name: doc.name, harga: doc.harga, hargaAkhir: doc.hargaAkhir, image: doc.cover ? { path: doc.cover.path } : null })),
      categories,
      brands,
    };
  }
}

const engines = new WeakMap<Db, SearchEngine>();

export function searchEngine(db: Db): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SearchEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
