// A small per-process cache for public answers (DESIGN.md "cache what is public"). Each entry
// names the resources it was built from (its tags); a write invalidates only the entries that
// share a tag with what it changed. Other instances see changes within the TTL.

/** What the cache counts, for tests, logs and the benches. */
export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  invalidations: number;
}

export interface TaggedCache {
  get(key: string): unknown;
  set(key: string, tags: readonly string[], value: unknown): void;
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
  stats(): CacheStats;
}

type Tags = readonly string[] | (() => readonly string[]);

interface Entry {
  value: unknown;
  tags: readonly string[];
  expires: number;
}

interface Load {
  promise: Promise<unknown>;
  tags: Tags;
  /** Set when a write touched one of its tags while it ran: answer it, do not keep it. */
  stale: boolean;
}

const touches = (tags: readonly string[], changed: ReadonlySet<string>) => tags.some((tag) => changed.has(tag));
// A load whose tags are not known yet may depend on anything.
const loadTouches = (tags: Tags, changed: ReadonlySet<string>) => typeof tags === 'function' || touches(tags, changed);

export function createTaggedCache(ttlMs: number, maxEntries = 2000, now: () => number = Date.now): TaggedCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Load>();
  const counts = { hits: 0, misses: 0, invalidations: 0 };
  const cache: TaggedCache = {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) entries.delete(key);
      else if (entry) {
        counts.hits += 1;
        return entry.value;
      }
      counts.misses += 1;
      return undefined;
    },
    set(key, tags, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      // Oldest first out: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, tags, expires: now() + ttlMs });
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
          entries.delete(key);
          dropped += 1;
        }
      }
      for (const [key, job] of loading) {
        if (!loadTouches(job.tags, changed)) continue;
        job.stale = true;
        // The next request starts a fresh load instead of joining the stale one.
        loading.delete(key);
      }
      counts.invalidations += 1;
      return dropped;
    },
    clear() {
      for (const job of loading.values()) job.stale = true;
      loading.clear();
      entries.clear();
      counts.invalidations += 1;
    },
    stats: () => ({ ...counts, entries: entries.size }),
  };
  return cache;
}
