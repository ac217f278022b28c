// Shortened names, titles and descriptions on public cards (DECISIONS "Display rules left open").

/** Marker appended when text was cut. */
export const ELLIPSIS = '...';

/** Card name and news title cut length (DECISIONS). */
export const CARD_TITLE_MAX = 10;

/** News description cut length (SPEC 9, DECISIONS). */
export const NEWS_DESCRIPTION_MAX = 250;

/**
 * The first `max` characters followed by '...' only when the text was longer; null → ''.
 * Characters are Unicode code points, so an emoji or other astral character is never split into
 * a broken half; a multi-code-point grapheme (a flag, a ZWJ family emoji) may still be split.
 */
export function truncate(text: string | null | undefined, max: number): string {
  // A negative or fractional limit is a caller bug, not a display choice.
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError(`truncate expects a non-negative integer max, got ${max}`);
  }
  if (text === null || text === undefined) return '';
  // Code points never outnumber UTF-16 code units, so short text skips the array copy.
  if (text.length <= max) return text;
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return text;
  return codePoints.slice(0, max).join('') + ELLIPSIS;
}
