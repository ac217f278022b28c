// A staff list's filters as they live in the address (?status=new&from=…&to=…), next to the
// table's own page, length, search and sort: reload, Back and a shared link keep them. Each screen
// says how its filters read; this file changes and clears them.

/** How each filter reads from the address: a value the API accepts, or undefined to leave it out. */
export type FilterReaders<F> = { readonly [K in keyof F]-?: (raw: string | null) => F[K] };

/** A day as the API takes it (YYYY-MM-DD), from an `<input type="date">` or a link. */
export const dayParam = (raw: string | null): string | undefined =>
  raw && /^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$/.test(raw) ? raw : undefined;

/** A record id (1 to 999,999,999). */
export const positiveParam = (raw: string | null): number | undefined =>
  raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;

/** One of a fixed list of values (a status, an action). */
export const oneOfParam =
  <T extends string>(values: readonly T[]) =>
  (raw: string | null): T | undefined =>
    values.find((value) => value === raw);

/** The filters a link carries; a value the API would refuse is left out rather than sent. */
export function filtersFromParams<F extends object>(
  params: URLSearchParams,
  readers: FilterReaders<F>,
): Partial<F> {
  const entries = Object.entries(readers).map(([key, read]) => [
    key,
    (read as (raw: string | null) => unknown)(params.get(key)),
  ]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<F>;
}

/** The address with one filter changed (removed when empty), back on page 1. */
export function paramsWithFilter(
  params: URLSearchParams,
  key: string,
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  next.delete('page');
  return next;
}

/** The address without any of `keys`, back on page 1 (the table's size, search and sort stay). */
export function paramsWithoutFilters(
  params: URLSearchParams,
  keys: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  next.delete('page');
  return next;
}
