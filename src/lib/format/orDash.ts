// SPEC 9: "Empty values show a dash" (for example a brand without keterangan, SPEC 2.2).

/** The placeholder shown instead of an empty value. */
export const EMPTY_DISPLAY = '-';

/** The value as text, or '-' when it is null, undefined, NaN or a blank string. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_DISPLAY;
  if (typeof value === 'number') return Number.isNaN(value) ? EMPTY_DISPLAY : String(value);
  // Whitespace-only counts as empty, as the required check does (SPEC 5).
  return value.trim() === '' ? EMPTY_DISPLAY : value;
}
