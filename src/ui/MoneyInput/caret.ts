// Caret bookkeeping for a field that re-formats while the user types ('1234' → '1.234').

const isDigit = (char: string) => char >= '0' && char <= '9';

/** How many digits of the amount lie before `caret` in what the user typed (decimals excluded). */
export function digitsBeforeCaret(raw: string, caret: number): number {
  const commaAt = raw.indexOf(',');
  const end = commaAt === -1 ? caret : Math.min(caret, commaAt);
  let count = 0;
  for (const char of raw.slice(0, end)) if (isDigit(char)) count += 1;
  return count;
}

/** The caret position in `formatted` that sits right after its `digitCount`-th digit. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (isDigit(formatted.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/** Leading zeros vanish when the text becomes a number ('007' → 7); the caret must not count them. */
export function leadingZerosDropped(raw: string, formatted: string): number {
  const commaAt = raw.indexOf(',');
  const typed = (commaAt === -1 ? raw : raw.slice(0, commaAt)).replace(/\D/g, '');
  const kept = formatted.replace(/\D/g, '');
  return Math.max(0, typed.length - kept.length);
}
