export { INSIGHT_RANGE_LABEL, InsightRangePicker } from './InsightRangePicker.tsx';
export type { InsightRangePickerProps } from './InsightRangePicker.tsx';
export { useInsightRange } from './useInsightRange.ts';
export type { InsightRange } from './useInsightRange.ts';
