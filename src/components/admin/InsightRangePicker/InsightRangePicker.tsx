// The span of the staff figures (issue 26): '7 hari', '30 hari' or '90 hari', one pressed; the
// dashboard's insights and a product's 'Statistik' show it above their figures.
import { RANGE_CHOICES } from '@/lib/insights/insights.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { RangeGroup } from './InsightRangePicker.styles.ts';

/** The group's accessible name (ours). */
export const INSIGHT_RANGE_LABEL = 'Rentang waktu';

/** Props of InsightRangePicker. */
export interface InsightRangePickerProps {
  /** The chosen span in days (7, 30 or 90). */
  value: number;
  /** Called with the span a button offers. */
  onChange: (days: number) => void;
}

/** A group of toggle buttons, one per span; the chosen one is primary and pressed. */
export function InsightRangePicker({ value, onChange }: InsightRangePickerProps) {
  return (
    <RangeGroup role="group" aria-label={INSIGHT_RANGE_LABEL}>
      {RANGE_CHOICES.map((choice) => (
        <Button
          key={choice.days}
          size="small"
          variant={choice.days === value ? 'primary' : 'secondary'}
          aria-pressed={choice.days === value}
          onClick={() => onChange(choice.days)}
        >
          {choice.label}
        </Button>
      ))}
    </RangeGroup>
  );
}
