import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { Cache, Middleware, SWRConfiguration } from 'swr';
import type { ApiKey } from '../src/api/hooks/keys.ts';
import { ThemeRoot } from '../src/ui/theme/ThemeRoot.tsx';
import { App } from './App.tsx';
import { MissingPage } from './public/missingPage.ts';

/** API answers by SWR key: what a server-rendered page was built from. */
export type PreloadedAnswers = ReadonlyArray<readonly [key: ApiKey, data: unknown]>;

/** Props of AppRoot. */
export interface AppRootProps {
  /** Answers the page was rendered with on the server (none in the plain shell). */
  preloaded?: PreloadedAnswers;
  /** SWR middleware (the server's renderer notes which calls a page makes). */
  use?: Middleware[];
  /** Path and query of the page the server answered with 404 (its record is missing or hidden). */
  missing?: string | null;
}

/**
 * An SWR cache that starts with the answers: settled (not loading), so the screens show them at
 * once.
 */
function preloadedCache(answers: PreloadedAnswers): () => Cache {
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
function trustPreloaded(fresh: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      fresh.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
}

/** The preloaded answers count as fresh until the address first changes. */
function useFreshKeys(preloaded: PreloadedAnswers | undefined): Set<string> {
  const [fresh] = useState(
    () => new Set((preloaded ?? []).map(([key]) => unstable_serialize(key))),
  );
  const { pathname, search } = useLocation();
  const [first] = useState(pathname + search);
  useEffect(() => {
    if (pathname + search !== first) fresh.clear();
  }, [fresh, first, pathname, search]);
  return fresh;
}

/**
 * Everything below the router, the same in the browser and in the server's renderer: the page
 * hydrates only if both build the same tree from the same answers.
 */
export function AppRoot({ preloaded, use, missing = null }: AppRootProps) {
  const fresh = useFreshKeys(preloaded);
  const config = useMemo<SWRConfiguration>(
    () =>
      preloaded
        ? { provider: preloadedCache(preloaded), use: [...(use ?? []), trustPreloaded(fresh)] }
        : { use },
    [preloaded, use, fresh],
  );
  return (
    <SWRConfig value={config}>
      <MissingPage.Provider value={missing}>
        <ThemeRoot>
          <App />
        </ThemeRoot>
      </MissingPage.Provider>
    </SWRConfig>
  );
}
