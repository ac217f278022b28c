// The one rule for a synonym group's words: trimmed, spaces collapsed, lower-cased, distinct,
// at least two, no markup. The mocks keep the same rule (mocks/handlers/synonyms.ts).
import { invalid } from '../../lib/errors.ts';
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from '../../lib/forbidden-html.ts';

export const TOO_FEW_WORDS_MESSAGE = 'Isi minimal 2 kata yang berbeda';

export function synonymWords(body: unknown): string[] {
  const raw = ((body as { words?: unknown }).words ?? []) as unknown[];
  if (raw.some((word) => typeof word === 'string' && hasForbiddenHtml(word))) throw invalid({ words: FORBIDDEN_HTML_MESSAGE });
  const words = [...new Set(raw.map((word) => String(word).normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))];
  if (words.length < 2) throw invalid({ words: TOO_FEW_WORDS_MESSAGE });
  return words;
}
