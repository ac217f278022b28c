// A small per-process cache for public answers (DESIGN.md "cache what is public"). Each entry
// names the resources it was built from (its tags); a write invalidates only the entries that
// share a tag with what it changed. Other instances see changes within the TTL.
// Bounded by entries and by bytes (each value's weight as `sizeOf` tells it): distinct URLs fill
// it, and 2,000 entries alone would let large answers hold any amount of memory. Past a bound the
// least recently used entry goes (a hit moves its entry to the back). Expired entries go as the
// cache is used: those at the front at once, those kept briefly (a shorter `lifetime`) in the
// order they were kept, the others when asked or pushed out.

/** What the cache counts, for tests, logs and the benches. */
export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  /** What the kept values weigh, by `sizeOf`. */
  bytes: number;
  invalidations: number;
}

export interface TaggedCacheOptions {
  /** Entries kept at most; past that the least recently used go (default 2,000; Infinity: none). */
  maxEntries?: number;
  /** Bytes kept at most, by `sizeOf`; past that the least recently used go (default: no bound). */
  maxBytes?: number;
  /** What a value weighs in bytes (default 0: only the entry count bounds the cache). */
  sizeOf?: (value: unknown) => number;
  now?: () => number;
  /**
   * Hears each entry pushed out by the bounds (not one expired or invalidated): the page store
   * moves it to its disk tier.
   */
  onEvict?: (key: string, tags: readonly string[], value: unknown, expires: number) => void;
  /** Which keys `counted()` counts (the page store's pages), kept as a counter, not a walk. */
  counts?: (key: string) => boolean;
  /**
   * How long `key` is kept when set without an end of its own (ms; default the cache's time to
   * live): the page store keeps what is rendered on demand briefly.
   */
  lifetime?: (key: string) => number;
}

export interface TaggedCache {
  get(key: string): unknown;
  /** Whether `key` has a fresh entry (counts neither a hit nor a miss). */
  has(key: string): boolean;
  /** How many kept keys `counts` names (0 without it); expired ones count until they go. */
  counted(): number;
  /** Keeps `value` under `key` (until `expires`, by default its lifetime from now). */
  set(key: string, tags: readonly string[], value: unknown, expires?: number): void;
  /**
   * The cached value, or the loader's; concurrent misses of one key share one load. `tags` may be
   * a function read once the load is done (for values whose sources are known only then); until
   * then any invalidation makes that load stale.
   */
  getOrLoad<T>(key: string, tags: Tags, load: () => Promise<T>): Promise<T>;
  /** Drops every entry (and every load in flight) tagged with any of `tags`; returns how many. */
  invalidate(tags: readonly string[]): number;
  /** Drops everything. */
  clear(): void;
  /** Weighs `key`'s value again (it grew since it was kept, e.g. another encoding of a page). */
  remeasure(key: string): void;
  /** Pushes `key` out now, as the bounds would: `onEvict` hears it (unless it expired). */
  pushOut(key: string): void;
  stats(): CacheStats;
}

type Tags = readonly string[] | (() => readonly string[]);

interface Entry {
  value: unknown;
  tags: readonly string[];
  expires: number;
  bytes: number;
}

interface Load {
  promise: Promise<unknown>;
  tags: Tags;
  /** Set when a write touched one of its tags while it ran: answer it, do not keep it. */
  stale: boolean;
}

const touches = (tags: readonly string[], changed: ReadonlySet<string>) =>
  tags.some((tag) => changed.has(tag));
// A load whose tags are not known yet may depend on anything.
const loadTouches = (tags: Tags, changed: ReadonlySet<string>) =>
  typeof tags === 'function' || touches(tags, changed);

export function createTaggedCache(ttlMs: number, options: TaggedCacheOptions = {}): TaggedCache {
  const {
    maxEntries = 2000,
    maxBytes = Infinity,
    sizeOf = () => 0,
    now = Date.now,
    onEvict,
    counts = () => false,
    lifetime = () => ttlMs,
  } = options;
  const entries = new Map<string, Entry>();
  /**
   * The entries kept for less than the cache's time to live, by when they go, in the order they
   * were kept (their lifetimes are alike, so that is the order they expire in). Behind the stored
   * pages at the front of `entries` they were left until pushed out, and past the byte bound a
   * stored page went to disk while expired ones held the memory.
   */
  const brief = new Map<string, number>();
  const loading = new Map<string, Load>();
  const tally = { hits: 0, misses: 0, invalidations: 0 };
  let bytes = 0;
  let counted = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    brief.delete(key);
    bytes -= entry.bytes;
    if (counts(key)) counted -= 1;
  };
  const leastRecent = () => entries.keys().next().value as string;
  /**
   * Least recently used first out (the Map's order: a hit moves its entry to the back): the
   * expired ones at the front, then past the bounds (an expired one goes without onEvict).
   */
  const trim = () => {
    const time = now();
    for (const [key, entry] of entries) {
      if (entry.expires > time) break;
      drop(key);
    }
    for (const [key, expires] of brief) {
      if (expires > time) break;
      drop(key);
    }
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 0)) {
      const key = leastRecent();
      const entry = entries.get(key) as Entry;
      drop(key);
      if (entry.expires > time) onEvict?.(key, entry.tags, entry.value, entry.expires);
    }
  };
  const cache: TaggedCache = {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) drop(key);
      else if (entry) {
        tally.hits += 1;
        // Most recently used: to the back of the map, last to go.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      tally.misses += 1;
      return undefined;
    },
    has(key) {
      const entry = entries.get(key);
      return entry !== undefined && entry.expires > now();
    },
    counted: () => counted,
    set(key, tags, value, until) {
      if (ttlMs <= 0) return;
      drop(key);
      const size = sizeOf(value);
      const span = until === undefined ? lifetime(key) : ttlMs;
      const expires = until ?? now() + span;
      // A value larger than the whole bound would only push everything else out.
      if (size > maxBytes) return void onEvict?.(key, tags, value, expires);
      entries.set(key, { value, tags, expires, bytes: size });
      if (span < ttlMs) brief.set(key, expires);
      bytes += size;
      if (counts(key)) counted += 1;
      trim();
    },
    remeasure(key) {
      const entry = entries.get(key);
      if (!entry) return;
      const size = sizeOf(entry.value);
      bytes += size - entry.bytes;
      entry.bytes = size;
      trim();
    },
    pushOut(key) {
      const entry = entries.get(key);
      if (!entry) return;
      drop(key);
      if (entry.expires > now()) onEvict?.(key, entry.tags, entry.value, entry.expires);
    },
    async getOrLoad<T>(key: string, tags: Tags, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit !== undefined) return hit as T;
      const pending = loading.get(key);
      if (pending) return pending.promise as Promise<T>;
      const job: Load = { promise: Promise.resolve(), tags, stale: false };
      job.promise = load().finally(() => {
        if (loading.get(key) === job) loading.delete(key);
      });
      loading.set(key, job);
      const value = (await job.promise) as T;
      if (!job.stale) cache.set(key, typeof tags === 'function' ? tags() : tags, value);
      return value;
    },
    invalidate(tags) {
      const changed = new Set(tags);
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (touches(entry.tags, changed)) {
          drop(key);
          dropped += 1;
        }
      }
      for (const [key, job] of loading) {
        if (!loadTouches(job.tags, changed)) continue;
        job.stale = true;
        // The next request starts a fresh load instead of joining the stale one.
        loading.delete(key);
      }
      tally.invalidations += 1;
      return dropped;
    },
    clear() {
      for (const job of loading.values()) job.stale = true;
      loading.clear();
      entries.clear();
      brief.clear();
      bytes = 0;
      counted = 0;
      tally.invalidations += 1;
    },
    stats: () => ({ ...tally, entries: entries.size, bytes }),
  };
  return cache;
}
