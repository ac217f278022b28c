// The filter bar of a staff list (audit trail, quote inbox): the screen's own filters, then a span
// of days whose ends bound each other, then 'Hapus Filter'.
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FilterBar } from './DateRangeFilter.styles.ts';

/** Texts of the date range (ours; SPEC has none). */
export const DATE_RANGE_TEXT = {
  from: 'Dari Tanggal',
  to: 'Sampai Tanggal',
  clear: 'Hapus Filter',
  /** A last day typed before the first (the picker offers none, the keyboard can). */
  backwards: 'Sampai Tanggal tidak boleh sebelum Dari Tanggal',
} as const;

/** Props of DateRangeFilter. */
export interface DateRangeFilterProps {
  /** The bar's accessible name ('Filter riwayat'). */
  label: string;
  /** The first day (YYYY-MM-DD), or none. */
  from?: string;
  /** The last day (YYYY-MM-DD), or none. */
  to?: string;
  /** Called with the changed end and its new day ('' when emptied). */
  onChange: (end: 'from' | 'to', day: string) => void;
  /** True when any filter is set: 'Hapus Filter' is enabled. */
  allowsClear?: boolean;
  /** Called by 'Hapus Filter'. */
  onClear: () => void;
  /** The screen's own filters, shown before the days. */
  children?: ReactNode;
}

/** A filter bar ending with 'Dari Tanggal', 'Sampai Tanggal' and 'Hapus Filter'. */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
  allowsClear = false,
  onClear,
  children,
}: DateRangeFilterProps) {
  // Days in YYYY-MM-DD compare as text.
  const backwards = Boolean(from && to && to < from);
  return (
    <FilterBar aria-label={label}>
      {children}
      <TextInput
        label={DATE_RANGE_TEXT.from}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextInput
        label={DATE_RANGE_TEXT.to}
        type="date"
        value={to ?? ''}
        min={from}
        error={backwards ? DATE_RANGE_TEXT.backwards : undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
      <Button variant="secondary" isDisabled={!allowsClear} onClick={onClear}>
        {DATE_RANGE_TEXT.clear}
      </Button>
    </FilterBar>
  );
}
