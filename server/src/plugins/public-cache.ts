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
import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { DiskTier } from '../lib/disk-tier.ts';
import { createTaggedCache, type CacheStats } from '../lib/tagged-cache.ts';
import { CompressedDocument } from '../pages/compression.ts';
import { decodeEntry, encodeEntry, type CachedBody } from '../pages/stored-entry.ts';
import type { Operation } from '../openapi/document.ts';
import type { Handler } from '../lib/handler.ts';
import { readTags, writeTags, type PublicTag } from './public-cache-tags.ts';

export type { PublicTag } from './public-cache-tags.ts';

/** Hears every invalidation; `origin` is 'local' for this process's own writes. */
export type InvalidationListener = (tags: readonly PublicTag[], origin: 'local' | 'remote') => void;

export interface PublicCache {
  /**
   * The cached value of `key`, or the loader's (kept under `tags` while fresh). `tags` may be a
   * function read after the load, for values whose sources are known only then.
   */
  getOrLoad<T>(
    key: string,
    tags: readonly PublicTag[] | (() => readonly PublicTag[]),
    load: () => Promise<T>,
  ): Promise<T>;
  /** The fresh cached value of `key` in memory, or undefined. */
  get(key: string): unknown;
  /** Whether `key` is kept, in memory or on disk. */
  has(key: string): boolean;
  /** Rendered pages kept, in memory and on disk (keys starting `page `). */
  pageCount(): number;
  /**
   * Drops what was built from any of `tags`. 'remote' marks an invalidation another instance
   * announced: listeners hear it with that origin, so they do not announce it again.
   */
  invalidate(tags: readonly PublicTag[], origin?: 'local' | 'remote'): void;
  onInvalidate(listener: InvalidationListener): void;
  /** Weighs `key`'s value again after it grew (a page compressed in a second encoding). */
  remeasure(key: string): void;
  stats(): CacheStats & { disk: { entries: number; bytes: number } };
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
  interface FastifyContextConfig {
    /** The public data a successful write through this route changes. */
    invalidates?: readonly PublicTag[];
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

/** The handler for a miss: runs once per URL even when many requests miss together. */
function cachingHandler(handler: Handler): Handler {
  return async (request, reply) => {
    const load = async () => {
      const body = Buffer.from(JSON.stringify(await handler(request, reply)));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { body, etag };
    };
    const entry = await request.server.publicCache.getOrLoad(
      request.url,
      readTags(request.url),
      load,
    );
    return sendEntry(request, reply, entry);
  };
}

/** What a contract route needs from the cache: hit hook and caching handler, or its write tags. */
export function publicCacheRoute(
  app: FastifyInstance,
  op: Operation,
  handler: Handler,
): Pick<RouteOptions, 'handler' | 'config'> & { hit: onRequestHookHandler | null } {
  if (op.method !== 'GET')
    return { handler, config: { invalidates: writeTags(op.path) }, hit: null };
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
    /** PAGE_STORE_DISK_MB as bytes: what the disk tier holds at most; 0 keeps memory only. */
    diskBytes: number;
  };
}

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  const storing = options.ttlSeconds > 0 && options.store !== undefined && options.store.hours > 0;
  const ttlMs = storing ? (options.store?.hours ?? 0) * 3_600_000 : options.ttlSeconds * 1000;
  const disk =
    storing && options.store && options.store.diskBytes > 0
      ? new DiskTier(options.store.dir, options.store.diskBytes)
      : null;
  if (disk) await disk.open();
  const store = createTaggedCache(ttlMs, {
    maxBytes: options.maxBytes,
    sizeOf: cachedBytes,
    // Kept until changed, the many pages are bound by their bytes, not by a count.
    ...(storing ? { maxEntries: 1_000_000 } : {}),
    onEvict: disk
      ? (key, tags, value, expires) => {
          const data = encodeEntry(value);
          if (data) disk.put(key, tags, data, expires);
        }
      : undefined,
  });
  const listeners: InvalidationListener[] = [];
  const cache: PublicCache = {
    enabled: ttlMs > 0,
    keepsUntilChanged: storing,
    get: (key) => store.get(key),
    has: (key) => store.has(key) || (disk?.has(key) ?? false),
    pageCount() {
      let count = 0;
      for (const key of store.keys()) if (key.startsWith('page ')) count += 1;
      if (disk) for (const key of disk.keys()) if (key.startsWith('page ')) count += 1;
      return count;
    },
    getOrLoad(key, tags, load) {
      if (!disk || store.has(key)) return store.getOrLoad(key, tags, load);
      // On disk: read back (and kept in memory again with the tags it was kept with).
      let coldTags: readonly PublicTag[] | null = null;
      const known = () => coldTags ?? (typeof tags === 'function' ? tags() : tags);
      return store.getOrLoad(key, known, async () => {
        const cold = await disk.take(key);
        if (!cold) return load();
        coldTags = cold.tags as PublicTag[];
        return decodeEntry(cold.data) as never;
      });
    },
    invalidate(tags, origin = 'local') {
      if (tags.length === 0) return;
      const dropped = store.invalidate(tags) + (disk?.invalidate(tags) ?? 0);
      app.log.debug({ tags, origin, dropped }, 'public cache invalidated');
      for (const listener of listeners) listener(tags, origin);
    },
    onInvalidate: (listener) => void listeners.push(listener),
    remeasure: (key) => store.remeasure(key),
    stats: () => ({ ...store.stats(), disk: disk?.stats() ?? { entries: 0, bytes: 0 } }),
  };
  app.decorate('publicCache', cache);
  // A successful staff write invalidates what it changed; a request without a signed-in user
  // (login, a logout without a token, subscribe) changes nothing public and invalidates nothing.
  // onSend, not onResponse: the writer's next read (sent once it has this answer) sees the change.
  app.addHook('onSend', async (request, reply) => {
    const tags = request.routeOptions.config.invalidates;
    if (!tags || reply.statusCode >= 400 || request.user === null) return;
    cache.invalidate(tags);
  });
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['security'] });
