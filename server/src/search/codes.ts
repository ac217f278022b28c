// Part numbers as a query names them (issue 32): our own (a name's words of letters and digits,
// 'SC-20') and other makers' (equivalents, 'SMC CDQ2B12-25'), the same for the index and SQL.
// A query names a code
// - whole, however spaced or dashed ('adn 12 25' ≡ 'ADN-12-25' ≡ 'adn1225': src/lib/spec/equivalents.ts),
// - after a maker's name, or before it ('SMC CDQ2B12-25', 'CDQ2B12-25 smc'): the maker of the
//   equivalent or the brand of our product, up to three words at either end,
// - through a staff synonym group one of whose phrases it is ('adn-12-25, ADN-12-25-A-P-A'), as
//   if the other phrases had been typed,
// - by its start, from MIN_PREFIX characters with a digit: ranked higher when the start ends
//   where the stored code has a separator ('ADN-12-25' of 'ADN-12-25-A-P-A': the option suffix
//   missing) than when it does not ('CDQ2B12' of 'CDQ2B12-25' is both; 'CDQ2B1' only the latter).
import { normalisePartCode } from '#domain/spec/equivalents.ts';
import { chunks } from './text.ts';

/** Shortest code start (normalised) that finds the codes it starts: shorter ones name whole series. */
export const MIN_PREFIX = 4;
/** Most words a maker's name takes at either end of a query. */
const MAKER_WORDS = 3;

/** How a code was found, best first: whole, its option suffix missing, or only its start. */
export const CODE_TIERS = ['exact', 'segment', 'prefix'] as const;
export type CodeTier = (typeof CODE_TIERS)[number];

/** One code a query may name: `maker` (maker key) qualifies it, when the query names one. */
export interface CodeCandidate {
  code: string;
  maker: string | null;
}

/** A maker or brand name as queries are compared with it: its words, each with the separators dropped ('Parker-Hannifin' → 'parkerhannifin'). */
export function makerKey(name: string): string {
  return chunks(name)
    .map((chunk) => chunk.joined)
    .join(' ');
}

/** Whether a code start may find the codes it starts (MIN_PREFIX characters, a digit among them). */
export const startsCodes = (code: string) => code.length >= MIN_PREFIX && /\d/.test(code);

/**
 * Where a stored code has a separator, as a mask over its normalised characters: bit i is set when
 * a separator follows character i ('ADN-12-25' → after 'n', '2': bits 2 and 4). Positions past 52
 * are left out (a code is at most 60 characters).
 */
export function segmentMask(code: string): number {
  const ends: number[] = [];
  let length = 0;
  for (const part of code.normalize('NFKC').split(/[\s\p{Pd}\u2212._/]+/u)) {
    const grown = length + normalisePartCode(part).length;
    if (grown > length) ends.push((length = grown));
  }
  // The code's own end is no separator.
  ends.pop();
  return ends.reduce((mask, end) => (end <= 53 ? mask + 2 ** (end - 1) : mask), 0);
}

/** Whether a stored code's separators (segmentMask) include one right after its first `length` characters. */
export const endsSegment = (mask: number, length: number) =>
  length >= 1 && length <= 53 && Math.floor(mask / 2 ** (length - 1)) % 2 === 1;

/** Staff synonym groups as codes: each phrase's normalised form to the others' (the other sides). */
export function codeSynonyms(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const group of groups) {
    const codes = [...new Set(group.map(normalisePartCode).filter(Boolean))];
    for (const code of codes) {
      const partners = out.get(code) ?? [];
      for (const other of codes)
        if (other !== code && !partners.includes(other)) partners.push(other);
      out.set(code, partners);
    }
  }
  return out;
}

/**
 * The codes a query may name: the whole text; the text less a maker's name of one to three words
 * at its start or end (qualified by it); and each one's synonym partners, qualified alike.
 */
export function codeCandidates(
  text: string,
  synonyms: ReadonlyMap<string, string[]>,
): CodeCandidate[] {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 12);
  const out: CodeCandidate[] = [];
  const seen = new Set<string>();
  const add = (code: string, maker: string | null) => {
    const id = `${maker ?? ''}\u0001${code}`;
    if (!code || seen.has(id)) return;
    seen.add(id);
    out.push({ code, maker });
  };
  const withSynonyms = (code: string, maker: string | null) => {
    add(code, maker);
    for (const partner of synonyms.get(code) ?? []) add(partner, maker);
  };
  withSynonyms(normalisePartCode(words.join(' ')), null);
  for (let k = 1; k <= Math.min(MAKER_WORDS, words.length - 1); k++) {
    const head = makerKey(words.slice(0, k).join(' '));
    if (head) withSynonyms(normalisePartCode(words.slice(k).join(' ')), head);
    const tail = makerKey(words.slice(words.length - k).join(' '));
    if (tail) withSynonyms(normalisePartCode(words.slice(0, words.length - k).join(' ')), tail);
  }
  return out;
}

/** The tier at which a stored code (normalised, with its segmentMask) answers a candidate code; null when it does not. */
export function codeTier(stored: string, mask: number, code: string): CodeTier | null {
  if (stored === code) return 'exact';
  if (!startsCodes(code) || !stored.startsWith(code)) return null;
  return endsSegment(mask, code.length) ? 'segment' : 'prefix';
}
