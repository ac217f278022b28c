// The answers a server-rendered page was built from, as the SWR cache its screens (or its
// islands) start from: the whole app (AppRoot) and the islands (app/islands/) share these.
import { unstable_serialize } from 'swr';
import type { Cache, Middleware } from 'swr';
import type { ApiKey } from '../src/api/hooks/keys.ts';

/** API answers by SWR key: what a server-rendered page was built from. */
export type PreloadedAnswers = ReadonlyArray<readonly [key: ApiKey, data: unknown]>;

/**
 * An SWR cache that starts with the answers: settled (not loading), so the screens show them at
 * once.
 */
export function preloadedCache(answers: PreloadedAnswers): () => Cache {
  return () =>
    new Map(
      answers.map(([key, data]) => [
        unstable_serialize(key),
        { data, error: undefined, isLoading: false, isValidating: false, _k: key },
      ]),
    );
}

/**
 * Keeps the hooks reading `fresh` keys from asking the API again when they mount: the page was
 * rendered from those answers a moment ago (from the same public cache the API answers from), so
 * asking again only costs the phone nine requests and their work right after hydration. Later
 * mounts (after the first move to another address) revalidate as SWR always does.
 */
export function trustPreloaded(fresh: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      fresh.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
}
