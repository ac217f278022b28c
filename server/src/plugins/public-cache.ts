// The public cache: one plugin owns its keys, hits, misses and invalidation.
// - Public reads (no token, JSON answers) are cached per process as the finished body: a hit is
//   answered from the route's onRequest hook, before validation, the handler and serialisation.
//   The key is the raw URL: an entry exists only after that exact URL passed validation and
//   answered 200, and validation depends on nothing else, so a hit skips nothing that could fail.
// - Every entry is tagged with the public data it was built from (public-cache-tags.ts); a
//   successful staff write invalidates the tags it changes, nothing else. Anonymous requests
//   (login, logout without a token, subscribe) never invalidate.
// - Invalidation is one call, `app.publicCache.invalidate(tags)`, and listeners hear of it, so
//   another process (or instance) can be told to do the same.
// - A write that names one product drops that product's record tags (public-cache-tags.ts,
//   productWriteTags), from the product as it was before the write and as it is after it.
// - Kept until changed (the page store), the cold part is this instance's DATA_DIR on PGlite and
//   one table every instance shares on PostgreSQL (pages/shared-store.ts).
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, productSpecValues } from '../db/schema/index.ts';
import { DiskTier, type DiskTierStats } from '../lib/disk-tier.ts';
import { createTaggedCache, type CacheStats } from '../lib/tagged-cache.ts';
import { CompressedDocument, ownBytes, type Encoding } from '../pages/compression.ts';
import { isKeptBriefly } from '../pages/on-demand.ts';
import { SharedStore } from '../pages/shared-store.ts';
import {
  decodeEntry,
  encodeEntry,
  etagOf,
  partFor,
  readyToKeep,
  type CachedBody,
} from '../pages/stored-entry.ts';
import type { Operation } from '../openapi/document.ts';
import type { Handler } from '../lib/handler.ts';
import {
  productWriteTags,
  readTags,
  writesProduct,
  writeTags,
  type CacheTag,
  type ProductFacts,
  type PublicTag,
} from './public-cache-tags.ts';

export type { CacheTag, PublicTag } from './public-cache-tags.ts';

/** Hears every invalidation; `origin` is 'local' for this process's own writes. */
export type InvalidationListener = (tags: readonly CacheTag[], origin: 'local' | 'remote') => void;

export interface PublicCache {
  /**
   * The cached value of `key`, or the loader's (kept under `tags` while fresh). `tags` may be a
   * function read after the load, for values whose sources are known only then.
   */
  getOrLoad<T>(
    key: string,
    tags: readonly CacheTag[] | (() => readonly CacheTag[]),
    load: () => Promise<T>,
    /**
     * The encoding a page is sent in: read from this instance's disk, a page read for the first
     * time is read in that encoding only (half the bytes).
     */
    encoding?: Encoding,
  ): Promise<T>;
  /** The fresh cached value of `key` in memory, or undefined. */
  get(key: string): unknown;
  /** Whether `key` is kept in this instance, in memory or on its disk. */
  has(key: string): boolean;
  /**
   * Whether the answer of a read or the page at `key`, made now, is worth keeping: any, but one
   * made on demand (a search, a specification filter: isKeptBriefly) asked for the first time
   * within PUBLIC_CACHE_SECONDS, which is answered and not kept (a doorkeeper; its copies die
   * young). Records the ask.
   */
  worthKeeping(key: string): boolean;
  /** Which of `keys` are kept anywhere. */
  storedOf(keys: readonly string[]): Promise<Set<string>>;
  /**
   * Rendered pages kept (keys starting `page `): in memory and on disk, counted as they come and
   * go; with the shared table, the table's count (read again at most every 5 s).
   */
  pageCount(): number;
  /**
   * Drops what was built from any of `tags`. 'remote' marks an invalidation another instance
   * announced: listeners hear it with that origin, so they do not announce it again.
   */
  invalidate(tags: readonly CacheTag[], origin?: 'local' | 'remote'): Promise<void>;
  onInvalidate(listener: InvalidationListener): void;
  /** Weighs `key`'s value again after it grew (a page compressed in a second encoding). */
  remeasure(key: string): void;
  /**
   * A page the background renderer has just stored, moved to this instance's disk at once, where
   * the memory bound would push it within seconds anyway (no one has asked for it). Kept in memory
   * until then, its copies outlived the HTTP thread's young generation and waited for a full
   * collection: ~6,600 of them, 47 MB of malloc's heap, at the end of a fill at 100,000 products
   * (docs/decisions.md, "… session 29, mem9"). Without a disk tier it stays in memory.
   */
  setAside(key: string): void;
  stats(): CacheStats & { disk: DiskTierStats; shared: boolean };
  /** Whether answers are kept at all (PUBLIC_CACHE_SECONDS > 0). */
  readonly enabled: boolean;
  /**
   * Whether answers and pages are kept until a write changes them (the page store,
   * PAGE_STORE_HOURS > 0) rather than for PUBLIC_CACHE_SECONDS: pages are then kept in both
   * encodings, ready to send and to move to the disk tier.
   */
  readonly keepsUntilChanged: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

function isCacheable(op: Operation): boolean {
  return op.method === 'GET' && !op.needsAuth && op.publicCacheAllowed;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  reply.header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(entry.body);
}

/** Route hook: answers a fresh cached body at once; a miss goes on to validation and the handler. */
const serveCachedHit: onRequestHookHandler = function (request, reply, done) {
  const entry = request.server.publicCache.get(request.url) as CachedBody | undefined;
  if (entry !== undefined) {
    sendEntry(request, reply, entry);
    return;
  }
  done();
};

/**
 * The kept answer of a cacheable read at `request.url`, or the handler's, kept: the handler runs
 * once per URL even when many requests miss together. (A miss, after validation.)
 */
export async function loadCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  handler: Handler,
): Promise<CachedBody> {
  // Tagged with the records the answer shows too, known once it is made.
  let tags = readTags(request.url);
  const load = async () => {
    const answer: unknown = await handler(request, reply);
    tags = readTags(request.url, answer);
    // Kept for hours: not a slice of Node's shared 8 kB pool, which it would hold whole.
    const body = ownBytes(Buffer.from(JSON.stringify(answer)));
    return { body, etag: etagOf(body), tags };
  };
  return request.server.publicCache.getOrLoad(request.url, () => tags, load);
}

/** The handler's answer at `request.url` as a kept one is sent (body and ETag), not kept. */
async function answerOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  handler: Handler,
): Promise<CachedBody> {
  const body = Buffer.from(JSON.stringify(await handler(request, reply)));
  return { body, etag: etagOf(body) };
}

/**
 * The handler for a miss: kept, but a search or a filtered read asked for the first time, which
 * is answered alone (a crawler's or a visitor's distinct searches, asked once each, filled the
 * memory with answers never read again, and keeping them cost ~0.05 ms of a ~0.35 ms answer).
 */
function cachingHandler(handler: Handler): Handler {
  return async (request, reply) =>
    sendEntry(
      request,
      reply,
      request.server.publicCache.worthKeeping(request.url)
        ? await loadCachedAnswer(request, reply, handler)
        : await answerOnce(request, reply, handler),
    );
}

/** A write that names one product: the product as it was, read before the handler. */
const productsBefore = new WeakMap<FastifyRequest, ProductFacts | null>();

/**
 * A write route's own hooks: what a successful staff write changed is invalidated. A request
 * without a signed-in user (login, a logout without a token, subscribe) changes nothing public and
 * invalidates nothing. onSend, not onResponse: the writer's next read (sent once it has this
 * answer) sees the change. Route hooks, not the app's: a read (nearly every request) runs neither,
 * and neither reads `request.routeOptions`, an object Fastify builds at each read.
 */
function writeHooks(
  invalidates: readonly PublicTag[],
  namesProduct: boolean,
): Pick<RouteOptions, 'preHandler' | 'onSend'> {
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    if (reply.statusCode >= 400 || request.user === null) return;
    const { publicCache: cache, db } = request.server;
    const id = namesProduct ? writtenProductId(request, payload) : null;
    if (id === null) return cache.invalidate(invalidates);
    const after = await productFacts(db, id);
    await cache.invalidate(productWriteTags(id, productsBefore.get(request) ?? null, after));
  };
  if (!namesProduct) return { onSend };
  const preHandler: preHandlerHookHandler = async (request) => {
    if (request.user === null) return;
    const id = writtenProductId(request, undefined);
    productsBefore.set(request, id === null ? null : await productFacts(request.server.db, id));
  };
  return { preHandler, onSend };
}

/**
 * What a contract route needs from the cache: hit hook and caching handler, or its write tags and
 * the hooks that invalidate them.
 */
export function publicCacheRoute(
  app: FastifyInstance,
  op: Operation,
  handler: Handler,
): Pick<RouteOptions, 'handler' | 'preHandler' | 'onSend'> & {
  hit: onRequestHookHandler | null;
} {
  if (op.method !== 'GET') {
    return {
      handler,
      ...writeHooks(writeTags(op.path), writesProduct(op.method, op.path)),
      hit: null,
    };
  }
  // With the cache off (PUBLIC_CACHE_SECONDS=0) every request pays the full path, as after a write.
  if (!isCacheable(op) || !app.publicCache.enabled) return { handler, hit: null };
  return { handler: cachingHandler(handler), hit: serveCachedHit };
}

/**
 * What a kept value weighs: answer bodies and rendered pages, the values distinct URLs make, by
 * their bytes (plus a little for the entry). The few other values (layout answers, sitemap parts)
 * have fixed keys and count as entries only.
 */
export function cachedBytes(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const entry = value as { body?: unknown; etag?: unknown; document?: unknown };
  if (Buffer.isBuffer(entry.body)) return entry.body.length + ENTRY_OVERHEAD;
  if (entry.document instanceof CompressedDocument)
    return entry.document.byteLength + ENTRY_OVERHEAD;
  return 0;
}

/** Reads made on demand the doorkeeper remembers in a turn (~2 MB of keys; two turns kept). */
const DOORKEEPER_KEYS = 16_384;

/** Key, tags, entry and value objects of one kept answer, roughly. */
const ENTRY_OVERHEAD = 512;

export interface PublicCacheOptions {
  /** PUBLIC_CACHE_SECONDS: how long answers are kept without the page store; 0 keeps none. */
  ttlSeconds: number;
  /** PUBLIC_CACHE_MB: bytes kept in memory. */
  maxBytes: number;
  /** The page store (PAGE_STORE_HOURS > 0): answers kept until a write changes them. */
  store?: {
    /** The longest an answer is kept when nothing it shows changes (the footer's year). */
    hours: number;
    /** The disk tier's folder, this instance's own (DATA_DIR/page-store/<PORT>). */
    dir: string;
    /**
     * PAGE_STORE_DISK_MB as bytes: what the disk tier (or the shared table) holds at most; 0
     * keeps memory only.
     */
    diskBytes: number;
    /**
     * On PostgreSQL: the table every instance shares instead of this instance's disk, with the
     * fingerprint of what pages are made with beyond the data (pages/shared-store.ts).
     */
    shared?: { fingerprint: string };
  };
}

const isPage = (key: string) => key.startsWith('page ');

/** What of product `id` its public lists depend on, or null when there is no such product. */
async function productFacts(db: Db, id: number): Promise<ProductFacts | null> {
  const [row] = await db
    .select({
      isPublic: products.isPublic,
      brandId: products.brandId,
      categoryId: products.categoryId,
      typeId: products.typeId,
      urutan: products.urutan,
      isBestSeller: products.isBestSeller,
      name: products.name,
      harga: products.harga,
      hargaAkhir: products.hargaAkhir,
      // Its values as one text, in attribute order (equal when they are), in the same query.
      specs: sql<string>`coalesce((
        select json_agg(json_build_array(${productSpecValues.attributeId}, ${productSpecValues.value})
          order by ${productSpecValues.attributeId})::text
        from ${productSpecValues} where ${productSpecValues.productId} = ${products.id}), '[]')`,
    })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}

/** The product a write names: its path's id, or a new product's id in the answer. */
function writtenProductId(request: FastifyRequest, payload: unknown): number | null {
  const fromPath = Number((request.params as { id?: string } | undefined)?.id);
  if (Number.isInteger(fromPath) && fromPath > 0) return fromPath;
  try {
    const id = (JSON.parse(String(payload)) as { data?: { id?: unknown } }).data?.id;
    return Number.isInteger(id) ? (id as number) : null;
  } catch {
    return null;
  }
}

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  const storing = options.ttlSeconds > 0 && options.store !== undefined && options.store.hours > 0;
  const ttlMs = storing ? (options.store?.hours ?? 0) * 3_600_000 : options.ttlSeconds * 1000;
  const coldBytes = storing ? (options.store?.diskBytes ?? 0) : 0;
  const shared =
    options.store?.shared && coldBytes > 0
      ? new SharedStore(app.db, {
          fingerprint: options.store.shared.fingerprint,
          maxBytes: coldBytes,
          hours: options.store.hours,
          isPage,
        })
      : null;
  const disk =
    options.store && coldBytes > 0 && !shared
      ? new DiskTier(options.store.dir, coldBytes, { counts: isPage })
      : null;
  if (disk) await disk.open();
  // What is rendered on demand (a search, a filtered list, and their reads) is kept as the cache
  // kept everything before the store: for PUBLIC_CACHE_SECONDS, in memory only (on-demand.ts).
  const briefMs = options.ttlSeconds * 1000;
  const store = createTaggedCache(ttlMs, {
    maxBytes: options.maxBytes,
    ...(storing ? { lifetime: (key: string) => (isKeptBriefly(key) ? briefMs : ttlMs) } : {}),
    sizeOf: cachedBytes,
    // Kept until changed, the many pages are bound by their bytes alone (PUBLIC_CACHE_MB), not by
    // a count; a short-lived cache keeps the default 2,000 entries.
    ...(storing ? { maxEntries: Infinity } : {}),
    // The pages kept until changed (what the background renderer fills), not those on demand.
    counts: (key) => isPage(key) && !isKeptBriefly(key),
    // Pushed out of memory, a value goes to this instance's disk (the shared table has it
    // already), unless it is there already: one read from the disk and kept in memory since.
    onEvict: disk
      ? (key, tags, value, expires) => {
          if (disk.has(key) || isKeptBriefly(key)) return;
          const entry = encodeEntry(value);
          if (entry) disk.put(key, tags, entry.data, expires, entry.split);
        }
      : undefined,
  });
  /**
   * A value on this instance's disk: read where it is, and kept in memory too only when it is
   * asked for again (a crawler asks each page once); undefined when it is no longer there.
   */
  const fromDisk = async (key: string, tier: DiskTier, encoding: Encoding | undefined) => {
    // A page sent in one encoding: that part only, on a lent buffer the sender gives back.
    const part = encoding === 'br' || encoding === 'gzip' ? partFor(encoding) : undefined;
    const cold = await tier.read(key, part, part !== undefined);
    if (!cold) return undefined;
    let value: ReturnType<typeof decodeEntry>;
    try {
      value = decodeEntry(cold.data);
    } catch (error) {
      cold.giveBack?.();
      throw error;
    }
    if (cold.giveBack) {
      if (!('document' in value)) cold.giveBack();
      else value.giveBack = cold.giveBack;
    }
    if (cold.hot) store.set(key, cold.tags(), value, cold.expires);
    return value;
  };
  /** Keeps a value just loaded in the shared table, once its copies are made (in the background). */
  const share = (key: string, tags: () => readonly CacheTag[], value: unknown, epoch: string) => {
    if (!shared || isKeptBriefly(key)) return;
    void readyToKeep(value)
      .then(() => {
        const entry = encodeEntry(value);
        return entry ? shared.put(key, tags(), entry.data, epoch, entry.split) : undefined;
      })
      .catch((error: unknown) => app.log.warn({ err: error, key }, 'page store: not shared'));
  };
  // The doorkeeper's reads made on demand asked lately: this turn's and the last one's (a turn
  // is PUBLIC_CACHE_SECONDS or DOORKEEPER_KEYS asks), so an ask is remembered for one to two.
  let askedNow = new Set<string>();
  let askedLast = new Set<string>();
  let turnedAt = performance.now();
  const worthKeeping = (key: string) => {
    if (!isKeptBriefly(key) || store.has(key)) return true;
    const now = performance.now();
    if (askedNow.size >= DOORKEEPER_KEYS || now - turnedAt >= briefMs) {
      askedLast = askedNow;
      askedNow = new Set();
      turnedAt = now;
    }
    if (askedNow.has(key) || askedLast.has(key)) return true;
    askedNow.add(key);
    return false;
  };
  const listeners: InvalidationListener[] = [];
  const cache: PublicCache = {
    enabled: ttlMs > 0,
    keepsUntilChanged: storing,
    get: (key) => store.get(key),
    has: (key) => store.has(key) || (disk?.has(key) ?? false),
    worthKeeping,
    async storedOf(keys) {
      const found = new Set(keys.filter((key) => cache.has(key)));
      if (!shared) return found;
      for (const key of await shared.kept(keys.filter((key) => !found.has(key)))) found.add(key);
      return found;
    },
    pageCount: () => (shared ? shared.pageCount() : store.counted() + (disk?.countedKeys() ?? 0)),
    getOrLoad(key, tags, load, encoding) {
      if (store.has(key)) return store.getOrLoad(key, tags, load);
      if (disk?.has(key))
        return fromDisk(key, disk, encoding).then(
          (value) => (value as never) ?? store.getOrLoad(key, tags, load),
        );
      // What is rendered on demand is never in the shared table: not looked for there either.
      if (!shared || isKeptBriefly(key)) return store.getOrLoad(key, tags, load);
      // Cold: read back from the shared table. A page read for the first time is read in the
      // encoding it is sent in only, and not kept in memory (a crawler asks each page once).
      const asked = () => (typeof tags === 'function' ? tags() : tags);
      const part = encoding === 'br' || encoding === 'gzip' ? partFor(encoding) : undefined;
      if (part !== undefined && !shared.readBefore(key))
        return shared.read(key, part).then((read) =>
          read.found
            ? (decodeEntry(read.found.data) as never)
            : store.getOrLoad(key, asked, async () => {
                const value = await load();
                share(key, asked, value, read.epoch);
                return value;
              }),
        );
      // Read again (or not a page): whole, and kept in memory with the tags it was kept with.
      let coldTags: readonly CacheTag[] | null = null;
      const known = () => coldTags ?? asked();
      return store.getOrLoad(key, known, async () => {
        const read = await shared.read(key);
        if (read.found) {
          coldTags = read.found.tags as CacheTag[];
          return decodeEntry(read.found.data) as never;
        }
        const value = await load();
        share(key, asked, value, read.epoch);
        return value;
      });
    },
    async invalidate(tags, origin = 'local') {
      if (tags.length === 0) return;
      const dropped = store.invalidate(tags) + (disk?.invalidate(tags) ?? 0);
      app.log.debug({ tags, origin, dropped }, 'public cache invalidated');
      // The table every instance reads is cleared before they are told (the writer drops it).
      if (shared && origin === 'local')
        await shared.invalidate(tags).catch((error: unknown) => {
          app.log.error({ err: error, tags }, 'page store: the shared table kept what changed');
        });
      for (const listener of listeners) listener(tags, origin);
    },
    onInvalidate: (listener) => void listeners.push(listener),
    remeasure: (key) => store.remeasure(key),
    setAside: (key) => {
      if (disk) store.pushOut(key);
    },
    stats: () => ({
      ...store.stats(),
      disk: disk?.stats() ?? { entries: 0, bytes: 0, fileBytes: 0, files: 0, lent: 0 },
      shared: shared !== null,
    }),
  };
  app.decorate('publicCache', cache);
  if (disk) app.addHook('onClose', () => disk.close());
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['security'] });
