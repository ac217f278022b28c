// What is rendered on demand (issue 34, item 3): a search, a list narrowed by specification
// filters, or any address the background renderer never asks (a list with a sort, a page with an
// ad's tracking tag). Each such URL is one visitor's: distinct, hardly ever asked again, and not
// among the pages the store keeps until they change (the product pages, the lists and their
// first pages, news, home and the static pages: crawler-pages.ts). So it is kept the way the
// public cache kept everything before the store, briefly (PUBLIC_CACHE_SECONDS) and in memory
// only, in the one encoding asked for at a quick level: neither a second encoding, nor the disk
// tier, nor the shared table (docs/decisions.md, "Search pages and filtered lists").

/** The query parameters of the addresses the background renderer stores: a list's id and page. */
const STORED_PAGE_PARAMS: ReadonlySet<string> = new Set(['id', 'page']);

/** Whether a query parameter narrows a read by a search or a specification filter. */
const isNarrowing = (name: string) => name === 'search' || name.startsWith('spec[');

/** The query of `url` (a path with its query), or null when it has none. */
function queryOf(url: string): URLSearchParams | null {
  const at = url.indexOf('?');
  return at < 0 ? null : new URLSearchParams(url.slice(at + 1));
}

/** Whether the page at `url` (path and query) is rendered on demand rather than stored. */
export function isOnDemandPage(url: string): boolean {
  const path = url.split('?', 1)[0] as string;
  if (path === '/search') return true;
  const query = queryOf(url);
  if (!query) return false;
  for (const name of query.keys()) if (!STORED_PAGE_PARAMS.has(name)) return true;
  return false;
}

/** Whether the public read at `url` (under /api-web) is a search or filtered by specifications. */
export function isOnDemandRead(url: string): boolean {
  const query = queryOf(url);
  if (!query) return false;
  for (const name of query.keys()) if (isNarrowing(name)) return true;
  return false;
}

/** The page store's key of the page at `url` for `origin`. */
export const pageKey = (origin: string, url: string) => `page ${origin} ${url}`;

/**
 * Whether the public cache keeps `key` briefly (on demand): a page's key (`pageKey`) or a public
 * read's (its URL).
 */
export function isKeptBriefly(key: string): boolean {
  if (key.startsWith('page ')) {
    const at = key.indexOf(' /', 5);
    return at >= 0 && isOnDemandPage(key.slice(at + 1));
  }
  return key.startsWith('/api-web/') && isOnDemandRead(key);
}
