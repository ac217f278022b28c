// How text becomes search words, the same for products, staff synonyms and queries: lower case
// without accents; chunks split at spaces; each chunk's parts ("SC-20" → sc, 20) and the whole
// chunk joined ("sc20"), so a code matches however it is typed; "1/4" and "5/2" stay one word.

/** Lower case, accents and control characters (NUL included) removed, markup dropped. */
export function normalise(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ');
}

/** The parts of one chunk: letters/digits runs, with "/" kept between digits. */
function partsOf(chunk: string): string[] {
  return (chunk.match(/[a-z0-9]+(?:\/[0-9]+)*/g) ?? []).filter(Boolean);
}

/** Chunks of a text as their joined form ("sc20") and parts (["sc", "20"]). */
export function chunks(text: string): { joined: string; parts: string[] }[] {
  return normalise(text)
    .split(/\s+/)
    .map((chunk) => {
      const parts = partsOf(chunk);
      return { joined: parts.join(''), parts };
    })
    .filter((chunk) => chunk.joined.length > 0);
}

/** Every word a text is found by: each chunk's parts and its joined form. */
export function indexWords(text: string): string[] {
  const words = new Set<string>();
  for (const chunk of chunks(text)) {
    for (const part of chunk.parts) words.add(part);
    words.add(chunk.joined);
  }
  return [...words];
}

/** The words of a query, one per chunk ("SC-20" is one word, "sc20"). */
export function queryWords(text: string): string[] {
  return chunks(text).map((chunk) => chunk.joined);
}

/** A word of letters only can be stemmed and corrected; codes and numbers are matched as typed. */
export const isAlpha = (word: string) => /^[a-z]+$/.test(word);

/**
 * Optimal-string-alignment distance (a swap of two letters is one typo), or `max + 1` as soon as
 * it must exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Typos allowed in a word (Meilisearch's defaults): one from 5 letters, two from 9. */
export const typosAllowed = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);
