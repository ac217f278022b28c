// Every island a public page can hold, by the name the page gives it (<Island name=…>): how the
// browser loads its component (a chunk of its own, fetched the first time one is woken), and
// whether it wakes at once (what the server could not know shows only once it has hydrated).
import type { ComponentType } from 'react';
import { hasStoredQuoteLines } from '../../src/components/public/QuoteList/quoteStorage.ts';
import { hasStoredCompared } from '../../src/components/public/Compare/compareStorage.ts';

/** One island kind. */
export interface IslandEntry {
  /** Loads its component. */
  load: () => Promise<ComponentType<never>>;
  /** Whether it hydrates as soon as the page starts, not first when touched or seen. */
  isEager?: () => boolean;
}

export const ISLANDS: Readonly<Record<string, IslandEntry>> = {
  // The quote count in the top bar is the visitor's own (localStorage): shown at once if any.
  'top-bar': {
    load: () =>
      import('../../src/screens/public/PublicLayout/PublicTopBar.tsx').then((m) => m.PublicTopBar),
    isEager: hasStoredQuoteLines,
  },
  'home-banners': {
    load: () => import('../../src/screens/public/Home/HomeBlocks.tsx').then((m) => m.HomeBanners),
  },
  'home-brands': {
    load: () => import('../../src/screens/public/Home/HomeBlocks.tsx').then((m) => m.HomeBrands),
  },
  'home-categories': {
    load: () =>
      import('../../src/screens/public/Home/HomeBlocks.tsx').then((m) => m.HomeCategories),
  },
  'home-gallery': {
    load: () => import('../../src/screens/public/Home/HomeBlocks.tsx').then((m) => m.HomeGallery),
  },
  'portfolio-button': {
    load: () =>
      import('../../src/screens/public/shared/PortfolioButton.tsx').then((m) => m.PortfolioButton),
  },
  // The product lists and the search (cards, filters, pages, the compare tray); the news list's
  // pages too.
  'card-quote': {
    load: () => import('../../src/screens/public/shared/CardQuote.tsx').then((m) => m.CardQuote),
  },
  // 'Bandingkan' on a card and on the product page.
  'compare-button': {
    load: () =>
      import('../../src/components/public/Compare/CompareButton.tsx').then((m) => m.CompareButton),
  },
  'spec-filters': {
    load: () =>
      import('../../src/screens/public/shared/SpecFilters.tsx').then((m) => m.AddressSpecFilters),
  },
  'list-pagination': {
    load: () =>
      import('../../src/screens/public/shared/ListPagination.tsx').then((m) => m.ListPagination),
  },
  // The visitor's own choice (localStorage): shown at once if any, like the top bar's count.
  'compare-tray': {
    load: () =>
      import('../../src/components/public/Compare/CompareBar.tsx').then((m) => m.CompareBar),
    isEager: hasStoredCompared,
  },
  // The product page (its texts, facts, spec table and description are server HTML).
  'product-pictures': {
    load: () =>
      import('../../src/screens/public/ProductDetail/ProductIslands.tsx').then(
        (m) => m.ProductPictures,
      ),
  },
  'product-quote': {
    load: () =>
      import('../../src/screens/public/ProductDetail/ProductIslands.tsx').then(
        (m) => m.ProductQuote,
      ),
  },
  // News (the articles and cards are server HTML) and the about page.
  'about-hero': {
    load: () =>
      import('../../src/screens/public/TentangKami/AboutHero.tsx').then((m) => m.AboutHero),
  },
  'about-subscribe': {
    load: () =>
      import('../../src/screens/public/TentangKami/Subscribe.tsx').then((m) => m.Subscribe),
  },
};
