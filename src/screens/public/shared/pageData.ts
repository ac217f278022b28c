// The API reads of each public screen, as SWR keys built from the address. The screens build their
// queries with these functions, and the app's route table lists the same keys, so the server's
// renderer loads a page's data before it renders, in one pass. Small on purpose: the route table
// (in the entry chunk) imports this, never the screens themselves.
import { apiKey } from '@/api/hooks/keys.ts';
import type { ApiKey } from '@/api/hooks/keys.ts';
import type { GetQuery } from '@/api/hooks/query.ts';
import { MENU_BRAND_COUNT, MENU_CATEGORY_COUNT } from '@/components/public/MegaMenu/texts.ts';
import { PRODUCT_PAGE_SIZE } from '@/components/public/ProductGrid/pageSize.ts';
import { readCompareIds } from '@/lib/catalogue/compareList.ts';
import { readId } from '@/lib/forms/ids.ts';
import { readSpecFilters, specQueryOf } from '@/lib/spec/specQuery.ts';
import { readPage } from './paths.ts';

/** Public news lists 12 a page (SPEC 9). */
export const NEWS_PAGE_SIZE = 12;

/** The product lists of SPEC 2.2: by category, brand or type (each by ?id=), or newest first. */
export type ProductListKind = 'category' | 'brand' | 'type' | 'new';

/** Where a page is: its route's `:params` and the query string. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

/** The top bar's menus and about button, and the footer: the same on every public page. */
export const MENU_BRANDS_QUERY = { limit: MENU_BRAND_COUNT } as const;
export const MENU_CATEGORIES_QUERY = { limit: MENU_CATEGORY_COUNT } as const;

export function layoutData(): ApiKey[] {
  return [
    apiKey('/tagline/main'),
    apiKey('/brand/list/product', { query: MENU_BRANDS_QUERY }),
    apiKey('/category/list/product', { query: MENU_CATEGORIES_QUERY }),
    apiKey('/tagline/footer'),
  ];
}

export function homeData(): ApiKey[] {
  return [
    apiKey('/bumper'),
    apiKey('/new-product'),
    apiKey('/brand/list/product'),
    apiKey('/category'),
    apiKey('/project'),
    apiKey('/tagline/main'),
  ];
}

export function aboutData(): ApiKey[] {
  return [apiKey('/brand/list/product'), apiKey('/tagline/main')];
}

/**
 * The last few lists' queries, by kind and address: a type page's render asks for its list's query
 * four times (its route's reads, the list, its head tags), each from a fresh URLSearchParams, and
 * each time wrote its spec filters again (~3 % of the render; issue 34, session 33). Frozen, so a
 * read of one is never changed and apiKey keys it by identity.
 */
const recentListQueries = new Map<string, Readonly<GetQuery<'/product'>> | null>();

/** Lists whose queries are kept (a render reads one; the browser's panel two or three). */
const RECENT_LIST_QUERIES = 8;

/** The GET product query of a list; null when the list needs an id the address lacks. */
export function productListQuery(
  kind: ProductListKind,
  query: URLSearchParams,
): Readonly<GetQuery<'/product'>> | null {
  const text = `${kind}?${query.toString()}`;
  const known = recentListQueries.get(text);
  if (known !== undefined) return known;
  const made = listQuery(kind, query);
  const kept = made && Object.freeze(made);
  if (recentListQueries.size >= RECENT_LIST_QUERIES)
    recentListQueries.delete(recentListQueries.keys().next().value as string);
  recentListQueries.set(text, kept);
  return kept;
}

function listQuery(kind: ProductListKind, query: URLSearchParams): GetQuery<'/product'> | null {
  const page = { page: readPage(query.get('page')), limit: PRODUCT_PAGE_SIZE };
  if (kind === 'new') return { ...page, sortBy: 'created_at' };
  // The specification filters of the address (issue 24): the facets come with a narrowed list.
  const base = { ...page, ...specQueryOf(readSpecFilters(query)) };
  const id = readId(query.get('id'));
  if (id === null) return null;
  if (kind === 'category') return { ...base, category: id };
  if (kind === 'brand') return { ...base, brand: id };
  return { ...base, type: id };
}

/** The read that names a type list's type (GET type/{id}); the renderer's 404 and title use it too. */
export function typeKey(id: number): ApiKey {
  return apiKey('/type/{id}', { path: { id } });
}

export function productListData(kind: ProductListKind, { query }: PageAddress): ApiKey[] {
  const products = productListQuery(kind, query);
  const id = readId(query.get('id'));
  return [
    ...(products ? [apiKey('/product', { query: products })] : []),
    ...(kind === 'brand' && id !== null ? [apiKey('/brand/{id}', { path: { id } })] : []),
    ...(kind === 'type' && id !== null ? [typeKey(id)] : []),
  ];
}

/**
 * The GET product query of /search?search=…, narrowed by the facet chips (?category=, ?brand=)
 * and the specification filters (spec[<id>]…, issue 24).
 */
export function searchQuery(query: URLSearchParams): GetQuery<'/product'> {
  const search = query.get('search')?.trim() ?? '';
  return {
    page: readPage(query.get('page')),
    limit: PRODUCT_PAGE_SIZE,
    search: search || undefined,
    category: readId(query.get('category')) ?? undefined,
    brand: readId(query.get('brand')) ?? undefined,
    ...specQueryOf(readSpecFilters(query)),
  };
}

export function searchData({ query }: PageAddress): ApiKey[] {
  return [apiKey('/product', { query: searchQuery(query) })];
}

export function productDetailData({ params }: PageAddress): ApiKey[] {
  const id = readId(params.id);
  return id === null ? [] : [apiKey('/product/{id}', { path: { id } })];
}

/** /bandingkan?id=1,2,3: each compared product's own read (the same as its page's). */
export function compareData({ query }: PageAddress): ApiKey[] {
  return readCompareIds(query.get('id')).map((id) => apiKey('/product/{id}', { path: { id } }));
}

/** The GET news query of /news?page=…. */
export function newsListQuery(query: URLSearchParams): GetQuery<'/news'> {
  return { page: readPage(query.get('page')), limit: NEWS_PAGE_SIZE };
}

export function newsListData({ query }: PageAddress): ApiKey[] {
  return [apiKey('/news', { query: newsListQuery(query) })];
}

export function newsDetailData({ params }: PageAddress): ApiKey[] {
  const id = readId(params.id);
  return id === null ? [] : [apiKey('/news/{id}', { path: { id } })];
}
