// Dropdown options for the product form (DECISIONS: GET admin/lookup/{kind}?limit=&search=,
// active records only). Dropdowns ask for 15 (SPEC 9) and debounce their search themselves.
import { LOOKUP_LIMIT } from '@/lib/forms/limits.ts';
import { fetchApi, useApiQuery } from './query.ts';
import type { GetData, QueryConfig, QueryResult } from './query.ts';

/** What the product form looks up. */
export type LookupKind = 'ecommerces' | 'category' | 'brand' | 'type';

/** How many options a dropdown asks for (SPEC 9). */
export { LOOKUP_LIMIT };

type LookupPath = `/admin/lookup/${LookupKind}`;

/** Options `{ id, name }[]` of one kind matching `search` (undefined or '' for all). */
export function useLookup(
  kind: LookupKind,
  search?: string,
  config?: QueryConfig<LookupPath>,
): QueryResult<LookupPath> {
  return useApiQuery(
    `/admin/lookup/${kind}` as LookupPath,
    { query: { limit: LOOKUP_LIMIT, search } },
    config,
  );
}

/** The same lookup outside React, for a dropdown's async loader. */
export function fetchLookup(kind: LookupKind, search?: string): Promise<GetData<LookupPath>> {
  return fetchApi(`/admin/lookup/${kind}` as LookupPath, {
    query: { limit: LOOKUP_LIMIT, search },
  });
}
