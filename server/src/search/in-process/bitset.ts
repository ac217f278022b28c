// Fixed-size bit sets over document slots: the engine combines matches word by word with AND/OR
// over a few thousand machine words instead of sets of ids. Every set of one index has the same
// capacity; operations take `n`, the machine words in use, so buffers outlive index growth up to
// that capacity and are reused across queries. Most also take `from`, the first word to read: a
// list narrowed to words [from, n) (a type's products in adjacent slots) reads only those.
export type Bits = Uint32Array;

/** A set with its non-zero words listed (null: too many to be worth it): BitStore.sparse. */
export interface Counted {
  bits: Bits;
  at: Int32Array | null;
  /** The words listed in `at` (unspecified when `at` is null). */
  count: number;
  /** The words [from, to) that may hold its slots (read all of them when `at` is null). */
  from: number;
  to: number;
}

/** Machine words for `slots` slots. */
export const wordsFor = (slots: number) => (slots + 31) >>> 5;

export const makeBits = (slots: number): Bits => new Uint32Array(wordsFor(slots));

export function setAll(bits: Bits, slots: ArrayLike<number>): Bits {
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as number;
    bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  return bits;
}

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) & ~(1 << (slot & 31));
}

export const has = (bits: Bits, slot: number) =>
  (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;

export function copyInto(target: Bits, source: Bits, n: number): Bits {
  target.set(n === source.length ? source : source.subarray(0, n));
  return target;
}

export function orInto(target: Bits, source: Bits, n: number, from = 0): Bits {
  for (let i = from; i < n; i++) target[i] = (target[i] as number) | (source[i] as number);
  return target;
}

export function andInto(target: Bits, source: Bits, n: number, from = 0): Bits {
  for (let i = from; i < n; i++) target[i] = (target[i] as number) & (source[i] as number);
  return target;
}

export function andNotInto(target: Bits, source: Bits, n: number): Bits {
  for (let i = 0; i < n; i++) target[i] = (target[i] as number) & ~(source[i] as number);
  return target;
}

const count32 = (word: number) => {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
};

export function popcount(bits: Bits, n: number, from = 0): number {
  let total = 0;
  // Matches are often sparse: an empty word costs a comparison, not a count.
  for (let i = from; i < n; i++) if (bits[i] !== 0) total += count32(bits[i] as number);
  return total;
}

/** The size of the intersection, without building it. */
export function popcountAnd(a: Bits, b: Bits, n: number, from = 0): number {
  let total = 0;
  for (let i = from; i < n; i++) total += count32((a[i] as number) & (b[i] as number));
  return total;
}

/** Whether `a` and `b` share a slot (stops at the first shared word). */
export function intersects(a: Bits, b: Bits, n: number, from = 0): boolean {
  for (let i = from; i < n; i++) if (((a[i] as number) & (b[i] as number)) !== 0) return true;
  return false;
}

/** target = base AND every set of `sources`, in one pass; answers its popcount. */
export function andAllInto(
  target: Bits,
  base: Bits,
  sources: readonly Bits[],
  n: number,
  from = 0,
): number {
  let total = 0;
  const [a, b] = sources as [Bits | undefined, Bits | undefined];
  if (sources.length > 2) {
    target.set(base.subarray(from, n), from);
    for (const source of sources) andInto(target, source, n, from);
    return popcount(target, n, from);
  }
  for (let i = from; i < n; i++) {
    let word = base[i] as number;
    if (a) word &= a[i] as number;
    if (b) word &= b[i] as number;
    target[i] = word;
    if (word !== 0) total += count32(word);
  }
  return total;
}

/**
 * Writes the indexes of the non-zero words of `bits` into `out` (room for `n`); answers how many,
 * or stops as soon as there are more than `most` (answering most + 1).
 */
export function nonZeroWords(bits: Bits, n: number, out: Int32Array, most = n, from = 0): number {
  let count = 0;
  for (let i = from; i < n; i++)
    if (bits[i] !== 0) {
      if (count === most) return most + 1;
      out[count++] = i;
    }
  return count;
}

/** The size of the intersection over the words `at[0..count)` only (the non-zero words of one side). */
export function popcountAndAt(a: Bits, b: Bits, at: Int32Array, count: number): number {
  let total = 0;
  for (let k = 0; k < count; k++) {
    const i = at[k] as number;
    total += count32((a[i] as number) & (b[i] as number));
  }
  return total;
}

/** Calls `visit` for every set slot in ascending order. */
export function forEachSlot(bits: Bits, n: number, visit: (slot: number) => void, from = 0): void {
  for (let i = from; i < n; i++) {
    let v = bits[i] as number;
    while (v !== 0) {
      const low = v & -v;
      visit((i << 5) + 31 - Math.clz32(low));
      v ^= low;
    }
  }
}

/** Calls `visit` for every set slot of the words `at[0..count)` (ascending words: ascending slots). */
export function forEachSlotAt(
  bits: Bits,
  at: Int32Array,
  count: number,
  visit: (slot: number) => void,
): void {
  for (let k = 0; k < count; k++) {
    const i = at[k] as number;
    let v = bits[i] as number;
    while (v !== 0) {
      const low = v & -v;
      visit((i << 5) + 31 - Math.clz32(low));
      v ^= low;
    }
  }
}

/**
 * target &= (any of sources): one pass however many sources (a word's name, brand/category/type and
 * description docs). Answers whether any bit is left, so a caller can stop at an empty result.
 */
export function andAnyInto(target: Bits, sources: readonly Bits[], n: number): boolean {
  const [a, b, c] = sources as [Bits, Bits | undefined, Bits | undefined];
  let left = 0;
  if (sources.length === 0) target.fill(0, 0, n);
  else if (!b)
    for (let i = 0; i < n; i++) left |= target[i] = (target[i] as number) & (a[i] as number);
  else if (!c)
    for (let i = 0; i < n; i++)
      left |= target[i] = (target[i] as number) & ((a[i] as number) | (b[i] as number));
  else if (sources.length === 3)
    for (let i = 0; i < n; i++)
      left |= target[i] =
        (target[i] as number) & ((a[i] as number) | (b[i] as number) | (c[i] as number));
  else {
    const any = new Uint32Array(n);
    for (const source of sources) orInto(any, source, n);
    for (let i = 0; i < n; i++) left |= target[i] = (target[i] as number) & (any[i] as number);
  }
  return left !== 0;
}
