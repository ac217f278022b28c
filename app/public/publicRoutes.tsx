// The one table of the public routes: path (by name, routes.ts), screen, page title and the API
// reads each page needs. The router (PublicApp), the page titles and the server's renderer
// (app/ssr/render.tsx) are all derived from it.
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { apiKey } from '../../src/api/hooks/keys.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import { Home } from '../../src/screens/public/Home/Home.tsx';
import { NotFound } from '../../src/screens/public/NotFound/NotFound.tsx';
import {
  aboutData,
  compareData,
  homeData,
  layoutData,
  newsDetailData,
  newsListData,
  productDetailData,
  productListData,
  searchData,
} from '../../src/screens/public/shared/pageData.ts';
import type { PageAddress } from '../../src/screens/public/shared/pageData.ts';
import { routes } from '../../src/lib/routes/routes.ts';
import type { RouteName } from '../../src/lib/routes/routes.ts';
import { PAGE_TITLES } from './pageTitles.ts';

// The landing is eager (it is the first page most visitors see); every other screen loads on
// demand, one chunk per screen, so that / stays within DESIGN.md's JavaScript budget and a page
// the server rendered hydrates with its own screen only (not, say, the about page's dialogs).
const TentangKami = lazy(() =>
  import('../../src/screens/public/TentangKami/TentangKami.tsx').then((m) => ({
    default: m.TentangKami,
  })),
);
const ProductList = lazy(() =>
  import('../../src/screens/public/ProductList/ProductList.tsx').then((m) => ({
    default: m.ProductList,
  })),
);
const Search = lazy(() =>
  import('../../src/screens/public/Search/Search.tsx').then((m) => ({ default: m.Search })),
);
const Compare = lazy(() =>
  import('../../src/screens/public/Compare/Compare.tsx').then((m) => ({ default: m.Compare })),
);
const ProductDetail = lazy(() =>
  import('../../src/screens/public/ProductDetail/ProductDetail.tsx').then((m) => ({
    default: m.ProductDetail,
  })),
);
const NewsList = lazy(() =>
  import('../../src/screens/public/NewsList/NewsList.tsx').then((m) => ({ default: m.NewsList })),
);
const NewsDetail = lazy(() =>
  import('../../src/screens/public/NewsDetail/NewsDetail.tsx').then((m) => ({
    default: m.NewsDetail,
  })),
);

const QuoteRequest = lazy(() =>
  import('../../src/screens/public/QuoteRequest/QuoteRequest.tsx').then((m) => ({
    default: m.QuoteRequest,
  })),
);

const QuoteView = lazy(() =>
  import('../../src/screens/public/QuoteView/QuoteView.tsx').then((m) => ({
    default: m.QuoteView,
  })),
);

/** The runtime configuration a screen may need. */
export interface ScreenConfig {
  productName: string;
  chatPhone: string;
}

export type { PageAddress };

/** One public page. */
export interface PublicRoute {
  /** Its named route (routes.ts holds the path). */
  name: RouteName;
  /** The `<page>` part of the title, `<page> | <product name>` (DECISIONS). */
  title: string;
  /** The screen, given the runtime configuration. */
  screen: (config: ScreenConfig) => ReactNode;
  /** The API reads of the screen at this address (the layout's come on top). */
  data: (address: PageAddress) => ApiKey[];
}

const none = (): ApiKey[] => [];

/** Every public route of DECISIONS.md; anything else goes to /404. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    name: 'l-home',
    title: PAGE_TITLES.home,
    screen: ({ productName, chatPhone }) => (
      <Home productName={productName} chatPhone={chatPhone} />
    ),
    data: homeData,
  },
  {
    name: 'l-tentang-kami',
    title: PAGE_TITLES.about,
    screen: ({ productName }) => <TentangKami productName={productName} />,
    data: aboutData,
  },
  {
    name: 'l-kategori-produk',
    title: PAGE_TITLES.category,
    screen: ({ chatPhone }) => <ProductList key="category" kind="category" chatPhone={chatPhone} />,
    data: (address) => productListData('category', address),
  },
  {
    name: 'l-brand',
    title: PAGE_TITLES.brand,
    screen: ({ chatPhone }) => <ProductList key="brand" kind="brand" chatPhone={chatPhone} />,
    data: (address) => productListData('brand', address),
  },
  {
    name: 'l-tipe',
    title: PAGE_TITLES.type,
    screen: ({ chatPhone }) => <ProductList key="type" kind="type" chatPhone={chatPhone} />,
    data: (address) => productListData('type', address),
  },
  {
    name: 'l-new-product',
    title: PAGE_TITLES.newProduct,
    screen: ({ chatPhone }) => <ProductList key="new" kind="new" chatPhone={chatPhone} />,
    data: (address) => productListData('new', address),
  },
  {
    name: 'l-search',
    title: PAGE_TITLES.search,
    screen: ({ chatPhone }) => <Search chatPhone={chatPhone} />,
    data: searchData,
  },
  {
    name: 'l-bandingkan',
    title: PAGE_TITLES.compare,
    screen: () => <Compare />,
    data: compareData,
  },
  {
    name: 'l-detail-product',
    title: PAGE_TITLES.detail,
    screen: ({ chatPhone }) => <ProductDetail chatPhone={chatPhone} />,
    data: productDetailData,
  },
  { name: 'l-news', title: PAGE_TITLES.news, screen: () => <NewsList />, data: newsListData },
  {
    name: 'l-news-detail',
    title: PAGE_TITLES.newsDetail,
    screen: () => <NewsDetail />,
    data: newsDetailData,
  },
  { name: 'l-penawaran', title: PAGE_TITLES.quote, screen: () => <QuoteRequest />, data: none },
  // The buyer's quotation: read in the browser only (QuoteView), so its page holds nothing personal.
  {
    name: 'l-penawaran-lihat',
    title: PAGE_TITLES.quoteView,
    screen: () => <QuoteView />,
    data: none,
  },
  { name: '404', title: PAGE_TITLES.notFound, screen: () => <NotFound />, data: none },
];

/** The reads of every public page: the runtime configuration and the layout (menus, footer). */
export function sharedData(): ApiKey[] {
  return [apiKey('/config'), ...layoutData()];
}

type PublicMatch = { route: PublicRoute; params: PageAddress['params'] };

/**
 * The last paths matched, and what they matched: `matchPath` compiles each route's pattern into a
 * RegExp at every call, ~1.4 % of a search or filtered list page's render on the server (issue
 * 34, session 31), where pages of a few paths are rendered one after the other.
 */
const matched = new Map<string, PublicMatch | null>();
const MATCHED_KEPT = 256;

/** The public route at `pathname` and its `:params` (a fresh object), or null (→ /404). */
export function matchPublicRoute(pathname: string): PublicMatch | null {
  let match = matched.get(pathname);
  if (match === undefined) {
    match = null;
    for (const route of PUBLIC_ROUTES) {
      const found = matchPath(routes[route.name], pathname);
      if (found) {
        match = { route, params: found.params };
        break;
      }
    }
    if (matched.size >= MATCHED_KEPT) matched.delete(matched.keys().next().value as string);
    matched.set(pathname, match);
  }
  return match && { route: match.route, params: { ...match.params } };
}

/** The `<page>` title of a public path, or null when no public route matches it (→ /404). */
export function publicPageTitle(pathname: string): string | null {
  return matchPublicRoute(pathname)?.route.title ?? null;
}
