// The required-field check shared by every form (SPEC 5: "trims strings and fails on empty values").

/** True when a required field has a value: not null/undefined, not blank text, not an empty list, not NaN. */
export function isRequiredFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  // trim() also removes non-breaking and other Unicode spaces that look empty on screen.
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  // NaN is what a cleared number input yields; 0 is a real amount and counts as filled.
  if (typeof value === 'number') return !Number.isNaN(value);
  // false, a selected option object or a File is a deliberate value.
  return true;
}
