import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { Cache, Middleware, SWRConfiguration } from 'swr';
import type { PreloadedAnswers } from './preloaded.ts';
import { ThemeRoot } from '../src/ui/theme/ThemeRoot.tsx';
import { App } from './App.tsx';
import { MissingPage } from './public/missingPage.ts';
import { preloadedCache, trustPreloaded } from './preloaded.ts';

export type { PreloadedAnswers } from './preloaded.ts';

/** Props of AppRoot. */
export interface AppRootProps {
  /** Answers the page was rendered with on the server (none in the plain shell). */
  preloaded?: PreloadedAnswers;
  /** SWR middleware (the server's renderer notes which calls a page makes). */
  use?: Middleware[];
  /** Path and query of the page the server answered with 404 (its record is missing or hidden). */
  missing?: string | null;
  /**
   * Makes the SWR cache of `preloaded` (the server's renderer notes each cache it makes, to drop
   * SWR's state of it once the page is rendered); default: preloadedCache.
   */
  provider?: () => Cache;
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
export function AppRoot({ preloaded, use, missing = null, provider }: AppRootProps) {
  const fresh = useFreshKeys(preloaded);
  const config = useMemo<SWRConfiguration>(
    () =>
      preloaded
        ? {
            provider: provider ?? preloadedCache(preloaded),
            use: [...(use ?? []), trustPreloaded(fresh)],
          }
        : { use },
    [preloaded, use, fresh, provider],
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
