// SWR keys for API reads: `[schemaPath, { path?, query? }]`. The schema path (with `{id}`) leads,
// so a mutation can revalidate a whole resource by path prefix without knowing the ids or pages.

/** Path and query parameters of one GET, as openapi-fetch takes them. */
export interface KeyParams {
  /** Values for `{name}` placeholders in the path. */
  path?: Readonly<Record<string, unknown>>;
  /** Query string values (page, length or limit, sortBy, orderBy, search, filters). */
  query?: Readonly<Record<string, unknown>>;
}

/** The SWR key of one GET. */
export type ApiKey = readonly [path: string, params: KeyParams];

// An empty search means no search (openapi.yaml), so '' , null and undefined all key the same
// and are not sent: clearing the search box does not fetch a duplicate of the unfiltered page.
function compact(
  values: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | undefined {
  if (!values) return undefined;
  const kept = Object.entries(values).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The key of a GET on `path` with `params`; empty parts are dropped so equal requests share a key. */
export function apiKey(path: string, params: KeyParams = {}): ApiKey {
  const { query: frozen } = params;
  const byQuery =
    keysByQuery && params.path === undefined && frozen && Object.isFrozen(frozen)
      ? keysByQuery
      : null;
  const known = byQuery?.get(frozen as object);
  if (known?.[0] === path) return known;
  const out: KeyParams = {};
  const pathParams = compact(params.path);
  const query = compact(params.query);
  if (pathParams) out.path = pathParams;
  if (query) out.query = query;
  const key = keptKeys ? keptKey(path, out) : ([path, out] as const);
  byQuery?.set(frozen as object, key);
  return key;
}

/**
 * On the server (the page renderer), equal keys are one object: SWR hashes a key object once (a
 * WeakMap by identity), and a page's render built each of its keys four or five times (its route's
 * reads, the screens' hooks, its head tags), each hashed again (issue 34, session 30). The last
 * KEPT_KEYS are kept, by path and parameters' JSON, for keys whose values are strings, finite
 * numbers or booleans (their JSON tells them apart as SWR's hash does). Keys are never changed.
 */
const keptKeys = import.meta.env.SSR ? new Map<string, ApiKey>() : null;

/**
 * On the server, the key of a frozen query object (a list's query, pageData.ts), by the object:
 * it can not change, so its key is the one built the first time it was asked for, without
 * reading its values again.
 */
const keysByQuery = import.meta.env.SSR ? new WeakMap<object, ApiKey>() : null;

/** Keys kept on the server (a page has ~10; a few pages at once). */
const KEPT_KEYS = 256;

const isPlainValue = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

const isPlain = (values: Readonly<Record<string, unknown>> | undefined) =>
  !values || Object.values(values).every(isPlainValue);

function keptKey(path: string, params: KeyParams): ApiKey {
  if (!keptKeys || !isPlain(params.path) || !isPlain(params.query)) return [path, params];
  const id = `${path}\u0000${JSON.stringify(params)}`;
  const known = keptKeys.get(id);
  if (known) return known;
  const key: ApiKey = [path, params];
  if (keptKeys.size >= KEPT_KEYS) keptKeys.delete(keptKeys.keys().next().value as string);
  keptKeys.set(id, key);
  return key;
}

/** True when `path` is `prefix` or lies under it (`/admin/product` covers `/admin/product/{id}`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** A filter for SWR's `mutate(filter)` that matches every API key under any of `prefixes`. */
export function keysUnder(prefixes: readonly string[]): (key: unknown) => boolean {
  return (key) =>
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    prefixes.some((prefix) => isUnder(key[0] as string, prefix));
}
