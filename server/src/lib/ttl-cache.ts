// A small per-process cache for public answers (DESIGN.md "cache what is public"). It is safe per
// process: any write through this process clears it, other instances see changes within the TTL.
export interface TtlCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  clear(): void;
  /** The cached value, or the loader's; concurrent misses of one key share one load. */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createTtlCache(ttlMs: number, maxEntries = 2000, now: () => number = Date.now): TtlCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  return {
    async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = this.get(key);
      if (hit !== undefined) return hit as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const started = generation;
      const promise = load().finally(() => loading.delete(key));
      loading.set(key, promise);
      const value = await promise;
      // A write during the load may have made this value stale: answer it, do not keep it.
      if (started === generation) this.set(key, value);
      return value;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      // Oldest first out: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + ttlMs });
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}
