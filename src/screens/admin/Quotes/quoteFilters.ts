// The inbox's filters as they live in the address (?status=new&from=…&to=…), next to the table's
// own page, length, search and sort: reload, Back and a shared link keep them.
import {
  dayParam,
  oneOfParam,
  type FilterReaders,
} from '@/components/admin/DateRangeFilter/index.ts';
import { QUOTE_STATUSES } from '@/lib/quote/constants.ts';
import type { QuoteStatus } from '@/lib/quote/constants.ts';

/** The filter values; absent means 'all'. */
export interface QuoteFilters {
  status?: QuoteStatus;
  from?: string;
  to?: string;
}

/** How each filter reads from the address. */
export const QUOTE_FILTERS: FilterReaders<QuoteFilters> = {
  status: oneOfParam(QUOTE_STATUSES),
  from: dayParam,
  to: dayParam,
};
