// The tags of many kept entries, held compactly (the page store's disk tier, which indexes every
// page of the catalogue in memory). A rendered page carries a few hundred tags, nearly all of them
// its frame's (the menus name each brand's newest products: `product-name:<id>`, `in:brand:<id>`,
// …), the same on every page: kept as arrays of strings they cost kilobytes a page, ~1 GB at
// 100,000 pages. Here each tag name is kept once and numbered, and an entry's tags are a shared
// part (a "base", the tags it has in common with one of the last entries kept before it, kept
// once for all the entries that have it) and its own few numbers. Which tags are shared is only a way of storing:
// an entry's tags are exactly what it was given.

/** Tags in common with an entry before, below which they are not worth a shared part. */
const MIN_BASE = 8;
/** Recent entries and shared parts looked at for a new entry. */
const RECENT = 4;

export interface TagBase {
  ids: Uint32Array;
  key: string;
  users: number;
}

/** An entry's tags: a shared part (or none) and its own. */
export interface TagSet {
  readonly base: TagBase | null;
  /** A plain array: a typed array's own overhead is larger than the one or two ids it holds. */
  readonly own: ArrayLike<number>;
}

/**
 * A product's own tag (`product:<id>`, one on nearly every page and answer: 100,000 names at
 * 100,000 products) is numbered by its id past this, not kept as a name: ~40 bytes an entry less.
 */
const PRODUCT_IDS = 2 ** 31;
const PRODUCT_TAG = /^product:([1-9][0-9]{0,9})$/;

/** Sorted, without repeats. */
function sortedIds(ids: Iterable<number>): Uint32Array {
  return Uint32Array.from(new Set(ids)).sort();
}

/** Whether every id of `part` is in `whole` (both sorted). */
function within(part: Uint32Array, whole: Uint32Array): boolean {
  let j = 0;
  for (const id of part) {
    while (j < whole.length && (whole[j] as number) < id) j += 1;
    if (whole[j] !== id) return false;
  }
  return true;
}

/** The ids of `a` that are (`keep` true) or are not (false) in `b` (both sorted). */
function filterBy(a: Uint32Array, b: Uint32Array, keep: boolean): number[] {
  const out: number[] = [];
  let j = 0;
  for (const id of a) {
    while (j < b.length && (b[j] as number) < id) j += 1;
    if ((b[j] === id) === keep) out.push(id);
  }
  return out;
}

export class TagSets {
  private readonly numbers = new Map<string, number>();
  private readonly tagNames: string[] = [];
  private readonly bases = new Map<string, TagBase>();
  /** The shared parts used last, most recent first (entries of several kinds come in turns). */
  private recentBases: TagBase[] = [];
  /** The last sets large enough to share a part with, most recent first. */
  private recentSets: Uint32Array[] = [];

  /** The tag set of `tags`, sharing what it has in common with the entries kept before. */
  make(tags: readonly string[]): TagSet {
    const ids = sortedIds(tags.map((tag) => this.number(tag)));
    if (ids.length < MIN_BASE) return { base: null, own: [...ids] };
    let base = this.recentBases.find((recent) => within(recent.ids, ids)) ?? null;
    if (!base) {
      let common: number[] = [];
      for (const recent of this.recentSets) {
        const shared = filterBy(ids, recent, true);
        if (shared.length > common.length) common = shared;
      }
      if (common.length >= MIN_BASE) base = this.base(Uint32Array.from(common));
    }
    this.recentSets = [ids, ...this.recentSets.slice(0, RECENT - 1)];
    if (!base) return { base: null, own: [...ids] };
    base.users += 1;
    const dropped = this.recentBases.filter((recent) => recent !== base);
    this.recentBases = [base, ...dropped.slice(0, RECENT - 1)];
    for (const old of dropped.slice(RECENT - 1)) if (old.users === 0) this.bases.delete(old.key);
    return { base, own: filterBy(ids, base.ids, false) };
  }

  /** Forgets an entry's tag set (its shared part goes with its last user). */
  release(set: TagSet): void {
    const { base } = set;
    if (!base) return;
    base.users -= 1;
    if (base.users === 0 && !this.recentBases.includes(base)) this.bases.delete(base.key);
  }

  /** The tag names of `set`. */
  names(set: TagSet): string[] {
    const ids = [...(set.base?.ids ?? []), ...Array.from(set.own)];
    return ids.map((id) =>
      id >= PRODUCT_IDS ? `product:${id - PRODUCT_IDS}` : (this.tagNames[id] as string),
    );
  }

  /** A test for the sets that have any of `tags` (each shared part looked at once). */
  matcher(tags: readonly string[]): (set: TagSet) => boolean {
    const changed = new Set<number>();
    for (const tag of tags) {
      const id = this.known(tag);
      if (id !== undefined) changed.add(id);
    }
    if (changed.size === 0) return () => false;
    const hits = new Map<TagBase, boolean>();
    const any = (ids: ArrayLike<number>) => {
      for (let i = 0; i < ids.length; i++) if (changed.has(ids[i] as number)) return true;
      return false;
    };
    return ({ base, own }) => {
      if (base) {
        let hit = hits.get(base);
        if (hit === undefined) hits.set(base, (hit = any(base.ids)));
        if (hit) return true;
      }
      return any(own);
    };
  }

  /** Shared parts kept (for tests). */
  get baseCount(): number {
    return this.bases.size;
  }

  /** The number of `tag` if it has one (a product's own tag always has). */
  private known(tag: string): number | undefined {
    const product = PRODUCT_TAG.exec(tag);
    if (product && Number(product[1]) < PRODUCT_IDS) return PRODUCT_IDS + Number(product[1]);
    return this.numbers.get(tag);
  }

  private number(tag: string): number {
    let id = this.known(tag);
    if (id === undefined) {
      id = this.tagNames.length;
      this.tagNames.push(tag);
      this.numbers.set(tag, id);
    }
    return id;
  }

  private base(ids: Uint32Array): TagBase {
    const key = ids.join(',');
    let base = this.bases.get(key);
    if (!base) this.bases.set(key, (base = { ids, key, users: 0 }));
    return base;
  }
}
