// A synonym group's words: the one rule of src/lib (shared with the mocks and the form).
import { normaliseSynonymWords, synonymWordsError } from '#domain/catalogue/synonymWords.ts';
import { MESSAGES, invalid } from '../../lib/errors.ts';

export const TOO_FEW_WORDS_MESSAGE = MESSAGES.tooFewWords;

export function synonymWords(body: unknown): string[] {
  const raw = ((body as { words?: unknown }).words ?? []) as unknown[];
  const error = synonymWordsError(raw);
  if (error) throw invalid({ words: error });
  return normaliseSynonymWords(raw);
}
