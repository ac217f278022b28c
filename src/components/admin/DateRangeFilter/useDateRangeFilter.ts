// A screen's filters kept in the address, a span of days among them: read with the screen's
// readers, changed one at a time (back on page 1) and cleared together; each change replaces the
// history entry, so Back leaves the screen instead of undoing a filter.
import { useSearchParams } from 'react-router-dom';
import type { DateRangeFilterProps } from './DateRangeFilter.tsx';
import {
  filtersFromParams,
  paramsWithFilter,
  paramsWithoutFilters,
  type FilterReaders,
} from './filterParams.ts';

/** The filters of a screen with a span of days. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** What useDateRangeFilter gives a screen. */
export interface DateRangeFilterState<F extends DayRange> {
  /** The filters the address carries (absent means 'all'). */
  filters: Partial<F>;
  /** Sets one filter; empty or undefined removes it. */
  setFilter: (key: keyof F & string, value: string | number | undefined) => void;
  /** The days, their changes, and 'Hapus Filter' (enabled when any filter is set), for DateRangeFilter. */
  range: Pick<DateRangeFilterProps, 'from' | 'to' | 'onChange' | 'allowsClear' | 'onClear'>;
}

/** The filters `readers` name (`from` and `to` among them), read from and written to the address. */
export function useDateRangeFilter<F extends DayRange>(
  readers: FilterReaders<F>,
): DateRangeFilterState<F> {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, readers);
  const setFilter = (key: string, value: string | number | undefined) =>
    setParams(paramsWithFilter(params, key, value), { replace: true });
  return {
    filters,
    setFilter,
    range: {
      from: filters.from,
      to: filters.to,
      onChange: setFilter,
      allowsClear: Object.keys(filters).length > 0,
      onClear: () =>
        setParams(paramsWithoutFilters(params, Object.keys(readers)), { replace: true }),
    },
  };
}
