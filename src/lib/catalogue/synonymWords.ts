// The one rule for a search synonym group's words, shared by the server, the mocks and the form:
// trimmed, spaces collapsed, lower-cased, distinct, at least two, no markup. Counts and lengths
// are the contract's (openapi.yaml SynonymInput) and use the server's wording of a limit. Staff
// type the words in one field, comma-separated.
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from '../forms/forbiddenHtml.ts';
import { MESSAGES, maxItemsMessage, maxLengthMessage } from '../forms/messages.ts';

/** openapi.yaml SynonymInput: fewer than two distinct words. */
export const TOO_FEW_SYNONYM_WORDS = MESSAGES.tooFewWords;

/** Most words in one group (openapi.yaml SynonymInput maxItems). */
export const MAX_SYNONYM_WORDS = 20;

/** Longest word or phrase (openapi.yaml SynonymInput items maxLength). */
export const MAX_SYNONYM_WORD_LENGTH = 100;

/** The words as stored: NFKC, trimmed, inner spaces collapsed, lower case, duplicates and blanks dropped. */
export function normaliseSynonymWords(raw: readonly unknown[]): string[] {
  const words = raw.map((word) =>
    String(word).normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase(),
  );
  return [...new Set(words.filter(Boolean))];
}

/** 'silinder, Cylinder ,  piston rod' → ['silinder', 'cylinder', 'piston rod']; duplicates once. */
export function parseSynonymWords(text: string): string[] {
  return normaliseSynonymWords(text.split(','));
}

/** The words as the form shows them: 'silinder, cylinder, piston'. */
export function joinSynonymWords(words: readonly string[]): string {
  return words.join(', ');
}

/**
 * The message for words that can not be stored, or undefined when they can: a list as the API
 * receives it, or the form's comma-separated text.
 */
export function synonymWordsError(input: readonly unknown[] | string): string | undefined {
  const raw = typeof input === 'string' ? input.split(',') : input;
  if (raw.some((word) => typeof word === 'string' && hasForbiddenHtml(word)))
    return FORBIDDEN_HTML_MESSAGE;
  const words = normaliseSynonymWords(raw);
  if (words.length < 2) return TOO_FEW_SYNONYM_WORDS;
  if (words.length > MAX_SYNONYM_WORDS) return maxItemsMessage(MAX_SYNONYM_WORDS);
  if (words.some((word) => word.length > MAX_SYNONYM_WORD_LENGTH))
    return maxLengthMessage(MAX_SYNONYM_WORD_LENGTH);
  return undefined;
}
