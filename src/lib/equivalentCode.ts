// Other makers' part numbers ('Padanan', issue 24): a visitor types 'cdq2b 32-50' for what staff
// recorded as 'CDQ2B32-50'. Both sides are compared normalised: lower case, without spaces,
// dashes, dots, slashes and underscores. The server stores the normalised code beside the code
// (its own column and index); the search, the mocks and the SQL side call this one function.

// Spaces of every kind, the ASCII and Unicode dashes (hyphen, en/em dash, minus), dots, slashes
// and underscores.
const SEPARATORS = /[\s\u00a0\u202f\-\u2010-\u2015\u2212._/\\]+/g;

/** 'CDQ2B 32-50' → 'cdq2b3250'; '' when nothing but separators is left. */
export function normaliseCode(code: string): string {
  return code.normalize('NFKC').toLowerCase().replace(SEPARATORS, '');
}

/** Whether a search text names `code` (both normalised; an empty text names nothing). */
export function isCodeSearch(text: string, code: string): boolean {
  const typed = normaliseCode(text);
  return typed !== '' && typed === normaliseCode(code);
}
