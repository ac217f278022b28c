// React Router's <Routes>, its matches kept per path (the server's renderer, issue 34: pages
// rendered on demand). Routes flattens, ranks and compiles (a RegExp per route) the table it is
// given and encodes each match's paths through a `URL`, on every render: 3-6 % of a filtered type
// page's render on the visitors' worker. What it finds follows from the table's shape (ids, paths,
// index and case flags), the path and the navigator's encoding alone, so it is worked out once per
// those and the same matches are rendered as Routes renders them (useRoutes at the top of an app
// without a data router: `renderMatches`), each render with its own route objects and elements.
import { createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import {
  createRoutesFromChildren,
  matchRoutes,
  renderMatches,
  Routes,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useLocation,
} from 'react-router-dom';
import type { Navigator, Params, RouteObject } from 'react-router-dom';

/** A match kept: where its route stands in the table (child indexes), its params and paths. */
interface KeptMatch {
  at: readonly number[];
  params: Params;
  pathname: string;
  pathnameBase: string;
}

/** Paths kept per navigator's encoding; past this many the oldest go. */
export const KEPT_ROUTE_PATHS = 256;

type Encode = NonNullable<Navigator['encodeLocation']>;
const NO_ENCODING: Encode = (to) => ({ pathname: String(to), search: '', hash: '' });

const keptByEncoding = new WeakMap<Encode, Map<string, readonly KeptMatch[] | null>>();

/** Matches worked out, and taken from those kept, since the start (for tests). */
export const keptRouteCounts = { matched: 0, taken: 0 };

/** What the matches depend on of the table: each route's id, path, index and case flags, nested. */
function shapeOf(routes: readonly RouteObject[]): string {
  let shape = '';
  for (const route of routes) {
    shape += `${route.id ?? ''}\u0001${route.path ?? ''}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
    if (route.children) shape += `\u0002${shapeOf(route.children)}\u0003`;
  }
  return shape;
}

/** Where `route` stands in `routes` (its child indexes), or null. */
function placeOf(routes: readonly RouteObject[], route: RouteObject): number[] | null {
  for (const [index, each] of routes.entries()) {
    if (each === route) return [index];
    const below = each.children ? placeOf(each.children, route) : null;
    if (below) return [index, ...below];
  }
  return null;
}

function routeAt(routes: readonly RouteObject[], at: readonly number[]): RouteObject {
  let route = routes[at[0] as number] as RouteObject;
  for (const index of at.slice(1)) route = (route.children as RouteObject[])[index] as RouteObject;
  return route;
}

/** A path matched, encoded back as Routes encodes it (`%`, `?` and `#` first: `URL` would take them). */
function encoded(encode: Encode | undefined, path: string): string {
  return encode
    ? encode(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
    : path;
}

/** `path` joined to the root as the router joins paths (`joinPaths`: runs of `/` and `\\` made one `/`). */
const fromRoot = (path: string) => `//${path}`.replace(/[\\/]{2,}/g, '/');

/** The matches of `pathname` in `routes`, as useRoutes maps them at the top of an app. */
function matchesOf(
  routes: RouteObject[],
  pathname: string,
  encode: Encode | undefined,
): KeptMatch[] | null {
  keptRouteCounts.matched += 1;
  const matches = matchRoutes(routes, { pathname });
  if (!matches) return null;
  return matches.map((match) => ({
    at: placeOf(routes, match.route) as number[],
    params: match.params,
    pathname: fromRoot(encoded(encode, match.pathname)),
    pathnameBase: match.pathnameBase === '/' ? '/' : fromRoot(encoded(encode, match.pathnameBase)),
  }));
}

/** The matches of `pathname` in `routes`, worked out once per path, table shape and encoding. */
function keptMatches(
  routes: RouteObject[],
  pathname: string,
  encode: Encode | undefined,
): readonly KeptMatch[] | null {
  let kept = keptByEncoding.get(encode ?? NO_ENCODING);
  if (!kept) keptByEncoding.set(encode ?? NO_ENCODING, (kept = new Map()));
  const key = `${pathname}\u0000${shapeOf(routes)}`;
  let found = kept.get(key);
  if (found !== undefined) {
    keptRouteCounts.taken += 1;
    return found;
  }
  found = matchesOf(routes, pathname, encode);
  if (kept.size >= KEPT_ROUTE_PATHS) kept.delete(kept.keys().next().value as string);
  kept.set(key, found);
  return found;
}

/**
 * <Routes> at the top of the app (no route above it), its matches kept per path and table shape;
 * below another route's match it is <Routes> itself.
 */
export function KeptRoutes({ children }: { children: ReactNode }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { matches: parentMatches } = useContext(UNSAFE_RouteContext);
  const { pathname } = useLocation();
  if (parentMatches.length > 0) return createElement(Routes, null, children);
  const routes = createRoutesFromChildren(children);
  const found = keptMatches(routes, pathname || '/', navigator.encodeLocation);
  return renderMatches(
    found &&
      found.map(({ at, params, pathname: path, pathnameBase }) => ({
        params: { ...params },
        pathname: path,
        pathnameBase,
        route: routeAt(routes, at),
      })),
  );
}
