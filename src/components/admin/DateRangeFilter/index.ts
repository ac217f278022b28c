export { DATE_RANGE_TEXT, DateRangeFilter } from './DateRangeFilter.tsx';
export type { DateRangeFilterProps } from './DateRangeFilter.tsx';
export * from './filterParams.ts';
export { useDateRangeFilter } from './useDateRangeFilter.ts';
export type { DateRangeFilterState, DayRange } from './useDateRangeFilter.ts';
