// The inbox's filters as they live in the address (?status=new&from=…&to=…), next to the table's
// own page, length, search and sort: reload, Back and a shared link keep them.
import { QUOTE_STATUSES } from '@/lib/quote/constants.ts';
import type { QuoteStatus } from '@/lib/quote/constants.ts';

/** The filter values; absent means 'all'. */
export interface QuoteFilters {
  status?: QuoteStatus;
  from?: string;
  to?: string;
}

export const QUOTE_FILTER_KEYS = ['status', 'from', 'to'] as const;

const day = (raw: string | null) =>
  raw && /^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$/.test(raw) ? raw : undefined;

/** The filters a link carries; a value the API would refuse is left out rather than sent. */
export function quoteFiltersFromParams(params: URLSearchParams): QuoteFilters {
  const filters: QuoteFilters = {
    status: QUOTE_STATUSES.find((status) => status === params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as QuoteFilters;
}

/** The address with one filter changed (removed when empty), back on page 1. */
export function paramsWithQuoteFilter(
  params: URLSearchParams,
  key: (typeof QUOTE_FILTER_KEYS)[number],
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, value);
  next.delete('page');
  return next;
}

/** The address without any filter, back on page 1 (the table's size, search and sort stay). */
export function paramsWithoutQuoteFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of QUOTE_FILTER_KEYS) next.delete(key);
  next.delete('page');
  return next;
}
