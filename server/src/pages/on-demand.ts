// What is rendered on demand (issue 34, item 3): a search, a list narrowed by specification
// filters, or any address the background renderer never asks (a list with a sort, a page with an
// ad's tracking tag). Each such URL is one visitor's: distinct, hardly ever asked again, and not
// among the pages the store keeps until they change (the product pages, the lists and their
// first pages, news, home and the static pages: crawler-pages.ts). So it is kept the way the
// public cache kept everything before the store, briefly (PUBLIC_CACHE_SECONDS) and in memory
// only, in the one encoding asked for at a quick level: neither a second encoding, nor the disk
// tier, nor the shared table (docs/decisions.md, "Search pages and filtered lists"); and only from
// its second ask within that time, the page as its reads (public-cache.ts, worthKeeping).

import { isSpecFilterKey } from '#domain/spec/specQuery.ts';

/** The query parameters of the addresses the background renderer stores: a list's id and page. */
const STORED_PAGE_PARAMS: ReadonlySet<string> = new Set(['id', 'page']);

/**
 * Whether a query parameter narrows a read by a search or a specification filter (a name the
 * API reads as one: isSpecFilterKey, the one rule; `spec[1]x` is no filter and narrows nothing).
 */
const isNarrowing = (name: string) => name === 'search' || isSpecFilterKey(name);

/**
 * Whether a parameter of `url`'s query (a path with its query) has a name that `wanted` takes, the
 * names read as URLSearchParams reads them. A scan of the query rather than a parse: the public
 * cache asks this of a key at several of its hooks per page (lifetime, count, eviction); a name
 * with an escape (`%`, `+`) alone is decoded.
 */
function someParam(url: string, wanted: (name: string) => boolean): boolean {
  let start = url.indexOf('?') + 1;
  if (start === 0) return false;
  while (start <= url.length) {
    const next = url.indexOf('&', start);
    const stop = next < 0 ? url.length : next;
    const equals = url.indexOf('=', start);
    const raw = url.slice(start, equals >= 0 && equals < stop ? equals : stop);
    // An empty part (`&&`) is no parameter; `=x` is one named ''.
    if (stop > start) {
      const name = /[%+]/.test(raw) ? [...new URLSearchParams(`${raw}=`).keys()].join('') : raw;
      if (wanted(name)) return true;
    }
    start = stop + 1;
  }
  return false;
}

const isOtherThanStored = (name: string) => !STORED_PAGE_PARAMS.has(name);

/** Whether the page at `url` (path and query) is rendered on demand rather than stored. */
export function isOnDemandPage(url: string): boolean {
  const at = url.indexOf('?');
  if ((at < 0 ? url : url.slice(0, at)) === '/search') return true;
  return someParam(url, isOtherThanStored);
}

/** Whether the public read at `url` (under /api-web) is a search or filtered by specifications. */
export function isOnDemandRead(url: string): boolean {
  return someParam(url, isNarrowing);
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
