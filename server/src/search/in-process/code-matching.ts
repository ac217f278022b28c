// The part numbers a query names (codes.ts), found in the index: the products each tier finds as
// bit sets (ranking.ts ranks them first), and the equivalent a suggestion names.
import { setBit, andInto, type Bits } from './bitset.ts';
import {
  CODE_TIERS,
  codeCandidates,
  codeSynonyms,
  codeTier,
  makerKey,
  segmentMask,
  type CodeCandidate,
} from '../codes.ts';
import type { IndexedDoc } from '../documents.ts';
import type { BitStore } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';
import type { CodeBits } from './ranking.ts';

export class CodeMatching {
  /** Staff synonym groups as codes. */
  private synonyms = new Map<string, string[]>();
  /** Our brands by maker key, until a brand changes. */
  private brandsByKey: Map<string, Set<number>> | null = null;
  private readonly store: DocStore;
  private readonly bitStore: BitStore;

  constructor(store: DocStore, bitStore: BitStore) {
    this.store = store;
    this.bitStore = bitStore;
  }

  setSynonyms(groups: string[][]): void {
    this.synonyms = codeSynonyms(groups);
  }

  brandsChanged(): void {
    this.brandsByKey = null;
  }

  candidates(text: string): CodeCandidate[] {
    return codeCandidates(text, this.synonyms);
  }

  /** Whether the product in a slot is of a brand of ours with that maker key (null: no brand has it). */
  private ourBrand(maker: string): ((slot: number) => boolean) | null {
    if (!this.brandsByKey) {
      this.brandsByKey = new Map();
      for (const brand of this.store.entities.brand.values()) {
        const key = makerKey(brand.name);
        const ids = this.brandsByKey.get(key) ?? new Set<number>();
        this.brandsByKey.set(key, ids.add(brand.id));
      }
    }
    const ids = this.brandsByKey.get(maker);
    const brandOf = this.store.entityOf.brand;
    return ids ? (slot) => ids.has(brandOf[slot] as number) : null;
  }

  /** The products in `scope` the candidates find, by tier (pooled sets: within the search's run); null when none. */
  bits(candidates: CodeCandidate[], scope: Bits): CodeBits | null {
    const n = this.bitStore.n;
    const found: CodeBits = { exact: null, segment: null, prefix: null };
    for (const candidate of candidates) {
      const ourBrand = candidate.maker === null ? null : this.ourBrand(candidate.maker);
      this.store.codes.forEachHit(candidate, ourBrand, (slot, tier) =>
        setBit((found[tier] ??= this.bitStore.zero()), slot),
      );
    }
    let any = false;
    for (const tier of CODE_TIERS) {
      const bits = found[tier];
      if (bits) andInto(bits, scope, n);
      any ||= bits !== null;
    }
    return any ? found : null;
  }

  /** The equivalent through which the candidates find a product ('Padanan untuk <code>'), best tier first; null when none. */
  foundThrough(
    doc: IndexedDoc,
    candidates: CodeCandidate[],
  ): { brand: string; code: string } | null {
    if (doc.equivalents.length === 0) return null;
    const brand = makerKey(this.store.entityName('brand', doc.brandId));
    for (const tier of CODE_TIERS)
      for (const candidate of candidates)
        for (const equivalent of doc.equivalents) {
          const { maker } = candidate;
          if (maker !== null && maker !== brand && makerKey(equivalent.brand) !== maker) continue;
          if (
            codeTier(equivalent.normalised, segmentMask(equivalent.code), candidate.code) === tier
          )
            return { brand: equivalent.brand, code: equivalent.code };
        }
    return null;
  }
}
