import { useMemo } from 'react';
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
 * once, and still revalidated when they mount, as SWR does with any cached answer.
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
 * Everything below the router, the same in the browser and in the server's renderer: the page
 * hydrates only if both build the same tree from the same answers.
 */
export function AppRoot({ preloaded, use, missing = null }: AppRootProps) {
  const config = useMemo<SWRConfiguration>(
    () => (preloaded ? { provider: preloadedCache(preloaded), use } : { use }),
    [preloaded, use],
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
