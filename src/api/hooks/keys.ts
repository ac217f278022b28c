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
  const out: KeyParams = {};
  const pathParams = compact(params.path);
  const query = compact(params.query);
  if (pathParams) out.path = pathParams;
  if (query) out.query = query;
  return [path, out];
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
