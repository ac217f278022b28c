// The index's vocabulary: every word products, brands, categories, types and synonym groups carry,
// their keys (stems), and what the query planner asks of them: typo corrections by length and
// prefix completions from the sorted list, each with a bounded cache dropped when a word arrives.
import { closeWords } from '../query-plan.ts';
import { indexWords, isAlpha, queryWords } from '../text.ts';

const MAX_COMPLETIONS = 3000;
/** Prefixes whose completions' keys are kept (each up to MAX_COMPLETIONS keys)... */
const PREFIX_CACHE = 2000;
/** ...and the keys they hold in all: short prefixes have thousands of completions (memory budget, issue 10). */
const PREFIX_CACHE_KEYS = 200_000;
const CORRECTION_CACHE = 10_000;

/** The index of the first word not before `word` in a sorted list. */
export function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class Words {
  private rawWords = new Set<string>();
  private groups: string[][][] = [];
  private synonymWords: string[] = [];
  private sortedWords: string[] | null = null;
  private wordsByLength: Map<number, string[]> | null = null;
  private correctionCache = new Map<string, string[]>();
  /** Keys of each recent prefix's completions, least recently used first; dropped when a word or synonym arrives. */
  private prefixCache = new Map<string, ReadonlySet<string>>();
  private prefixCacheKeys = 0;
  private readonly stems: Map<string, string>;

  constructor(stems: Map<string, string>) {
    this.stems = stems;
  }

  /** The index key of a word: its `indonesian` stem for letters, the word itself otherwise. */
  key(word: string): string {
    return isAlpha(word) ? (this.stems.get(word) ?? word) : word;
  }

  /** Whether a product, brand, category or type carries this word. */
  has(word: string): boolean {
    return this.rawWords.has(word);
  }

  /** Words not yet stemmed among these texts (the engine asks the database for their stems). */
  unstemmed(texts: string[]): string[] {
    const out = new Set<string>();
    for (const text of texts)
      for (const word of indexWords(text))
        if (isAlpha(word) && !this.stems.has(word)) out.add(word);
    return [...out];
  }

  corrections(word: string, max: number): string[] {
    const cacheKey = `${max}:${word}`;
    const cached = this.correctionCache.get(cacheKey);
    if (cached) return cached;
    const byLength = this.lengthIndex();
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length++) {
      const list = byLength.get(length);
      if (list) for (const candidate of list) candidates.push(candidate);
    }
    const found = closeWords(candidates, word, max);
    if (this.correctionCache.size >= CORRECTION_CACHE) this.correctionCache.clear();
    this.correctionCache.set(cacheKey, found);
    return found;
  }

  prefixKeys(prefix: string): ReadonlySet<string> {
    const kept = this.prefixCache.get(prefix);
    if (kept) {
      this.prefixCache.delete(prefix);
      this.prefixCache.set(prefix, kept);
      return kept;
    }
    const words = this.vocabulary();
    const keys = new Set<string>();
    for (
      let i = lowerBound(words, prefix), found = 0;
      i < words.length && found < MAX_COMPLETIONS && (words[i] as string).startsWith(prefix);
      i++, found++
    )
      keys.add(this.key(words[i] as string));
    while (
      this.prefixCache.size > 0 &&
      (this.prefixCache.size >= PREFIX_CACHE ||
        this.prefixCacheKeys + keys.size > PREFIX_CACHE_KEYS)
    ) {
      const [oldest, oldKeys] = this.prefixCache.entries().next().value as [
        string,
        ReadonlySet<string>,
      ];
      this.prefixCache.delete(oldest);
      this.prefixCacheKeys -= oldKeys.size;
    }
    this.prefixCache.set(prefix, keys);
    this.prefixCacheKeys += keys.size;
    return keys;
  }

  synonymGroups(): string[][][] {
    return this.groups;
  }

  setSynonyms(groups: string[][]): void {
    this.synonymWords = [...new Set(groups.flat().flatMap((phrase) => queryWords(phrase)))];
    this.groups = groups.map((group) =>
      group.map((phrase) => queryWords(phrase).map((word) => this.key(word))),
    );
    this.sortedWords = null;
    this.wordsByLength = null;
    this.correctionCache.clear();
    this.dropPrefixes();
  }

  /** A word seen for the first time joins the sorted list and the length index in place. */
  learn(word: string): void {
    if (this.rawWords.has(word)) return;
    this.rawWords.add(word);
    if (this.synonymWords.includes(word)) return;
    const sorted = this.sortedWords;
    if (sorted) sorted.splice(lowerBound(sorted, word), 0, word);
    this.addByLength(word);
    if (this.correctionCache.size) this.correctionCache.clear();
    if (this.prefixCache.size) this.dropPrefixes();
  }

  /** Builds the sorted list and the length index now, so that the first searches do not. */
  prepare(): void {
    this.vocabulary();
    this.lengthIndex();
  }

  private dropPrefixes(): void {
    this.prefixCache.clear();
    this.prefixCacheKeys = 0;
  }

  /** Every raw word and synonym word, sorted: built once, then kept sorted as words arrive. */
  private vocabulary(): string[] {
    this.sortedWords ??= [...new Set([...this.rawWords, ...this.synonymWords])].sort();
    return this.sortedWords;
  }

  private lengthIndex(): Map<number, string[]> {
    if (!this.wordsByLength) {
      this.wordsByLength = new Map();
      for (const raw of new Set([...this.rawWords, ...this.synonymWords])) this.addByLength(raw);
    }
    return this.wordsByLength;
  }

  private addByLength(word: string): void {
    if (!this.wordsByLength || !isAlpha(word)) return;
    const list = this.wordsByLength.get(word.length);
    if (list) list.push(word);
    else this.wordsByLength.set(word.length, [word]);
  }
}
