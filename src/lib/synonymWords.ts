// A synonym group's words as staff type them: one field, comma-separated. Normalised the way the
// contract says the server stores them (trimmed, spaces collapsed, lower-cased, distinct).

/** openapi.yaml SynonymInput: fewer than two distinct words. */
export const TOO_FEW_SYNONYM_WORDS = 'Isi minimal 2 kata yang berbeda';

/** Most words in one group (openapi.yaml SynonymInput maxItems). */
export const MAX_SYNONYM_WORDS = 20;

/** Longest word or phrase (openapi.yaml SynonymInput items maxLength). */
export const MAX_SYNONYM_WORD_LENGTH = 100;

/** 'silinder, Cylinder ,  piston rod' → ['silinder', 'cylinder', 'piston rod']; duplicates once. */
export function parseSynonymWords(text: string): string[] {
  const words = text
    .split(',')
    .map((word) => word.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean);
  return [...new Set(words)];
}

/** The words as the form shows them: 'silinder, cylinder, piston'. */
export function joinSynonymWords(words: readonly string[]): string {
  return words.join(', ');
}

/** The message for a typed group, or undefined when it may be sent. */
export function synonymWordsError(text: string): string | undefined {
  const words = parseSynonymWords(text);
  if (words.length < 2) return TOO_FEW_SYNONYM_WORDS;
  if (words.length > MAX_SYNONYM_WORDS) return `Maksimal ${MAX_SYNONYM_WORDS} kata.`;
  if (words.some((word) => word.length > MAX_SYNONYM_WORD_LENGTH)) return `Maksimal ${MAX_SYNONYM_WORD_LENGTH} karakter per kata.`;
  return undefined;
}
