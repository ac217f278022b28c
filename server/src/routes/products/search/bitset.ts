// Fixed-size bit sets over document slots: the engine combines matches word by word with AND/OR
// over a few thousand machine words instead of sets of ids.
export type Bits = Uint32Array;

export const makeBits = (size: number): Bits => new Uint32Array((size >>> 5) + 1);

export function setAll(bits: Bits, slots: ArrayLike<number>): Bits {
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as number;
    bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  return bits;
}

export const has = (bits: Bits, slot: number) => (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;

export function orInto(target: Bits, source: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (source[i] as number);
  return target;
}

export function andInto(target: Bits, source: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (source[i] as number);
  return target;
}

export function andNotInto(target: Bits, source: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & ~(source[i] as number);
  return target;
}

export function popcount(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
  }
  return total;
}

/** Calls `visit` for every set slot in ascending order. */
export function forEachSlot(bits: Bits, visit: (slot: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] as number;
    while (v !== 0) {
      const low = v & -v;
      visit((i << 5) + 31 - Math.clz32(low));
      v ^= low;
    }
  }
}
