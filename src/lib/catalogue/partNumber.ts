// The part number (or model) a product card shows under its cut name (DECISIONS, fourth phase:
// "what tells the product apart, e.g. 'SC-20'"). Products have no field of their own for it: staff
// write it into the name ('Silinder Kompak SC-20', 'Silinder Kompak ACQ 32x50'), so it is read
// from there, the same for the server's answers and the mocks.

/** A word that reads as part of a code: it holds a digit ('SC-20', '32x50') or is in capitals ('ACQ'). */
function isCodeWord(word: string): boolean {
  return /\d/.test(word) || /^[A-Z][A-Z0-9./-]+$/.test(word);
}

/** A unit after a number ('8 mm', '100 kVA', '5/2 Way'): up to three letters. */
function isUnitAfter(word: string, before: string | undefined): boolean {
  return /^[A-Za-z]{1,3}$/.test(word) && before !== undefined && /\d/.test(before);
}

/**
 * The code words that end the name ('Silinder Kompak ACQ 32x50' → 'ACQ 32x50', 'Fitting Push-in
 * 8 mm' → '8 mm'), or null when
 * the name does not end with one, or is nothing but a code (the name then says it already).
 */
export function partNumberOf(name: string): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let start = words.length;
  while (
    start > 0 &&
    (isCodeWord(words[start - 1] as string) ||
      isUnitAfter(words[start - 1] as string, words[start - 2]))
  )
    start -= 1;
  if (start === words.length || start === 0) return null;
  return words.slice(start).join(' ');
}
