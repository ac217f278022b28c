// The span a staff screen's figures cover: the days chosen (30 at first) up to today, where today
// is fixed when the screen opens (stories pass one, so the figures never move).
import { useMemo, useState } from 'react';
import { DEFAULT_RANGE_DAYS, lastDays } from '@/lib/insights/insights.ts';
import type { InsightRangePickerProps } from './InsightRangePicker.tsx';

/** What useInsightRange gives a screen. */
export interface InsightRange {
  /** The `from` and `to` days the figure calls take. */
  range: { from: string; to: string };
  /** The chosen span and its change, for InsightRangePicker. */
  picker: InsightRangePickerProps;
}

/** The span of the figures, from `today` (the clock by default). */
export function useInsightRange(today?: Date): InsightRange {
  const [days, setDays] = useState<number>(DEFAULT_RANGE_DAYS);
  const [now] = useState(() => today ?? new Date());
  const range = useMemo(() => lastDays(days, now), [days, now]);
  return { range, picker: { value: days, onChange: setDays } };
}
