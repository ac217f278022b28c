// The index's part numbers (codes.ts): every normalised code a slot carries, an equivalent's
// (with its maker) or one of its name's own ('SC-20'), with where the code as written has
// separators, and the codes sorted so that a code's start finds them.
import { normalisePartCode } from '#domain/spec/equivalents.ts';
import {
  codeTier,
  makerKey,
  segmentMask,
  startsCodes,
  type CodeCandidate,
  type CodeTier,
} from '../codes.ts';
import type { SearchDoc } from '../documents.ts';
import { lowerBound } from './words.ts';

/** The carriers of one code: per carrier its slot, maker (an id of `makerIds`; OWN for a name's own) and segment mask. */
interface Carriers {
  slots: number[];
  makers: number[];
  masks: number[];
}

/** The maker of a name's own part number: the product's brand. */
const OWN = -1;

/** A name's own part numbers: its words of letters and digits both ('SC-20', '32x50'). */
export function ownCodes(name: string): string[] {
  return name.split(/\s+/).filter((word) => /\d/.test(word) && /\p{L}/u.test(word));
}

export class CodeStore {
  private byCode = new Map<string, Carriers>();
  /** The codes sorted (built when a code's start is first asked for, then kept sorted in place). */
  private sorted: string[] | null = null;
  private readonly makerIds = new Map<string, number>();

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  add(slot: number, doc: Pick<SearchDoc, 'name' | 'equivalents'>): void {
    for (const { brand, code, normalised } of doc.equivalents)
      this.carry(normalised, slot, this.makerId(makerKey(brand)), segmentMask(code));
    for (const word of ownCodes(doc.name))
      this.carry(normalisePartCode(word), slot, OWN, segmentMask(word));
  }

  private makerId(key: string): number {
    let id = this.makerIds.get(key);
    if (id === undefined) this.makerIds.set(key, (id = this.makerIds.size));
    return id;
  }

  private carry(code: string, slot: number, maker: number, mask: number): void {
    if (!code) return;
    let carriers = this.byCode.get(code);
    if (!carriers) {
      this.byCode.set(code, (carriers = { slots: [], makers: [], masks: [] }));
      if (this.sorted) this.sorted.splice(lowerBound(this.sorted, code), 0, code);
    }
    carriers.slots.push(slot);
    carriers.makers.push(maker);
    carriers.masks.push(mask);
  }

  /** Slots renumbered (-1: dropped), as the store compacts. */
  remap(renumber: Int32Array): void {
    for (const [code, carriers] of this.byCode) {
      const kept: Carriers = { slots: [], makers: [], masks: [] };
      carriers.slots.forEach((slot, i) => {
        const to = renumber[slot] as number;
        if (to < 0) return;
        kept.slots.push(to);
        kept.makers.push(carriers.makers[i] as number);
        kept.masks.push(carriers.masks[i] as number);
      });
      if (kept.slots.length) this.byCode.set(code, kept);
      else this.byCode.delete(code);
    }
    this.sorted = null;
  }

  /**
   * Every carrier a candidate finds, with its tier. A candidate that names a maker finds only the
   * codes of that maker, or any code of a product whose brand `ourBrand(slot)` says it names
   * (null: no brand of ours has that name).
   */
  forEachHit(
    candidate: CodeCandidate,
    ourBrand: ((slot: number) => boolean) | null,
    hit: (slot: number, tier: CodeTier) => void,
  ): void {
    const maker = candidate.maker === null ? null : (this.makerIds.get(candidate.maker) ?? -2);
    if (maker === -2 && !ourBrand) return;
    const visit = (stored: string) => {
      const carriers = this.byCode.get(stored) as Carriers;
      carriers.slots.forEach((slot, i) => {
        if (maker !== null && carriers.makers[i] !== maker && !ourBrand?.(slot)) return;
        const tier = codeTier(stored, carriers.masks[i] as number, candidate.code);
        if (tier) hit(slot, tier);
      });
    };
    const { code } = candidate;
    if (!startsCodes(code)) {
      if (this.byCode.has(code)) visit(code);
      return;
    }
    this.sorted ??= [...this.byCode.keys()].sort();
    const sorted = this.sorted;
    for (let i = lowerBound(sorted, code); i < sorted.length; i++) {
      const stored = sorted[i] as string;
      if (!stored.startsWith(code)) break;
      visit(stored);
    }
  }
}
