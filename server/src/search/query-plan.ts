// A query as the index evaluates it: units that must all match. A unit is one query word, or a
// phrase of a synonym group; its alternatives are the word itself (with its stem, typo
// corrections and, for the last word, prefix completions) or the other members of its group.
// Each alternative is a list of slots that must all match; a slot is a set of interchangeable keys.
import { isAlpha, queryWords, typoDistance, typosAllowed } from './text.ts';

export interface Slot {
  /** What the keys were made from (the word, as typed or as a prefix, or a fixed key): caches use it. */
  id: string;
  /** Keys of whole words: the stem, typo corrections. */
  whole: Set<string>;
  /** Keys of words the last query word is a prefix of (may be shared with other queries: read only). */
  prefix: ReadonlySet<string>;
}

export type Alternative = Slot[];
export type Unit = Alternative[];

export interface Vocabulary {
  /** The index key of a word: its `indonesian` stem for letters, the word itself otherwise. */
  key(word: string): string;
  /** Whether any product, brand, category or type has this key. */
  known(key: string): boolean;
  /** Known words within `max` typos of `word`. */
  corrections(word: string, max: number): string[];
  /** Keys of known words that start with `prefix` (bounded; read only). */
  prefixKeys(prefix: string): ReadonlySet<string>;
  /** Active synonym groups, each a list of phrases as key lists. */
  synonymGroups(): string[][][];
}

const NO_KEYS: ReadonlySet<string> = new Set();

function ownSlot(vocabulary: Vocabulary, word: string, last: boolean): Slot {
  const key = vocabulary.key(word);
  const whole = new Set([key]);
  if (!vocabulary.known(key) && isAlpha(word) && typosAllowed(word) > 0) {
    for (const correction of vocabulary.corrections(word, typosAllowed(word)))
      whole.add(vocabulary.key(correction));
  }
  const prefix = last ? vocabulary.prefixKeys(word) : NO_KEYS;
  return { id: `${last ? 'p' : 'w'}:${word}`, whole, prefix };
}

const fixedSlot = (key: string): Slot => ({
  id: `f:${key}`,
  whole: new Set([key]),
  prefix: new Set(),
});

/** The units of a query; an empty list when it has no word at all. */
export function planQuery(
  vocabulary: Vocabulary,
  text: string,
): { units: Unit[]; words: string[] } {
  const words = queryWords(text).slice(0, 12);
  const slots = words.map((word, i) => ownSlot(vocabulary, word, i === words.length - 1));
  const groups = vocabulary.synonymGroups();
  const units: Unit[] = [];
  for (let i = 0; i < words.length;) {
    let matched: { length: number; group: string[][]; phrase: string[] } | null = null;
    for (const group of groups) {
      for (const phrase of group) {
        if (phrase.length === 0 || i + phrase.length > words.length) continue;
        if (matched && phrase.length <= matched.length) continue;
        if (phrase.every((key, j) => slots[i + j]?.whole.has(key)))
          matched = { length: phrase.length, group, phrase };
      }
    }
    const length = matched?.length ?? 1;
    const own: Alternative = slots.slice(i, i + length);
    const others = (matched?.group ?? [])
      .filter((phrase) => phrase !== matched?.phrase)
      .map((phrase) => phrase.map(fixedSlot));
    units.push([own, ...others]);
    i += length;
  }
  return { units, words };
}

/** Bounded search of a word list for typo corrections. */
export function closeWords(candidates: readonly string[], word: string, max: number): string[] {
  return candidates.filter(
    (candidate) => candidate !== word && typoDistance(word, candidate, max) <= max,
  );
}
