// File sizes for upload lists and file details (SPEC 9: 1024 steps with 2 decimals).

/** Units in 1024 steps; anything above is still shown in TB. */
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

const STEP = 1024;

/**
 * A byte count as text: 1536 → '1.50 KB', 500 → '500 Bytes', 0 → '0 Bytes'.
 * The decimal separator is '.' (as toFixed writes it), not the id-ID ',': this is the common
 * JavaScript formatBytes the admin screens have always shown. Whole bytes have no decimals.
 * Missing, negative or non-finite sizes are not real sizes and show '0 Bytes'.
 */
export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return `0 ${BYTE_UNITS[0]}`;
  const bytes = Math.round(n);
  if (bytes < STEP) return `${bytes} ${BYTE_UNITS[0]}`;
  // Dividing step by step avoids Math.log rounding errors at exact powers of 1024.
  const lastUnit = BYTE_UNITS.length - 1;
  let unit = 0;
  let size = bytes;
  while (size >= STEP && unit < lastUnit) {
    size /= STEP;
    unit += 1;
  }
  // Rounding can reach the next unit (1048575 → '1024.00 KB'); show '1.00 MB' instead.
  if (Number(size.toFixed(2)) >= STEP && unit < lastUnit) {
    size /= STEP;
    unit += 1;
  }
  const text = size.toFixed(2);
  return `${text} ${BYTE_UNITS[unit]}`;
}
