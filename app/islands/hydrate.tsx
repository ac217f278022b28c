// Hydrates one island (app/islands/loader.ts fetches this module the first time one wakes): its
// component from the registry, its props from the page, inside the tree the server rendered it in
// (IslandRoot), every island sharing one SWR cache seeded with the page's answers. A link followed
// inside an island loads the next page as a document: the router under each island has no history
// of its own (the server's store makes a page load cheap, and the next page is islands again).
import { StrictMode, startTransition, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, Router } from 'react-router-dom';
import type { Navigator, To } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import type { SWRConfiguration } from 'swr';
import { setErrorPresenter } from '../../src/api/errors.ts';
import type { ErrorDialogOptions } from '../../src/components/Feedback/dialogs.ts';
import {
  markEarlyPressesLive,
  pressAgain,
  takeEarlyPresses,
} from '../../src/ui/dom/earlyPresses.ts';
import { preloadedCache, trustPreloaded } from '../preloaded.ts';
import { readPageData } from '../ssr/pageData.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { ISLANDS } from './registry.ts';

setErrorPresenter({
  showError: async (options: ErrorDialogOptions) =>
    (await import('../../src/components/Feedback/dialogs.ts')).showError(options),
});

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Every move is a page load (or a jump within this one, for a hash). */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
};

let shared: SWRConfiguration | null = null;

/** One SWR configuration for every island: the page's answers, trusted as fresh (not asked again). */
function sharedConfig(): SWRConfiguration {
  if (!shared) {
    const answers = readPageData(document) ?? [];
    const cache = preloadedCache(answers)();
    const fresh = new Set(answers.map(([key]) => unstable_serialize(key)));
    shared = { provider: () => cache, use: [trustPreloaded(fresh)] };
  }
  return shared;
}

/**
 * Marks the island live once it has hydrated and presses again what was held in it (a task later,
 * after the presses its own components take back). Renders its child alone: React's ids stay the
 * server's.
 */
function Live({ holder, children }: { holder: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    markEarlyPressesLive(holder);
    // Tests (and anyone curious) can tell a live island from server HTML.
    holder.setAttribute('data-live', 'true');
    const timer = setTimeout(() => {
      for (const control of takeEarlyPresses(holder)) pressAgain(control);
    }, 0);
    return () => clearTimeout(timer);
  }, [holder]);
  return children;
}

/** Hydrates the island held by `holder` (a `kp-island` the server wrote). */
export async function hydrateIsland(holder: HTMLElement): Promise<void> {
  const entry = ISLANDS[holder.dataset.island ?? ''];
  if (!entry) return;
  const Component = (await entry.load()) as ComponentType<object>;
  const props = JSON.parse(holder.dataset.props ?? '{}') as object;
  const { pathname, search, hash } = window.location;
  // In a transition: React hydrates in slices and yields to the browser in between.
  startTransition(() => {
    hydrateRoot(
      holder,
      <StrictMode>
        <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
          <IslandRoot config={sharedConfig()}>
            <Live holder={holder}>
              <Component {...props} />
            </Live>
          </IslandRoot>
        </Router>
      </StrictMode>,
      { identifierPrefix: holder.dataset.islandId },
    );
  });
}
