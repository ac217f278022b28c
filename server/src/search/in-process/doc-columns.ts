// The index's documents by column, one slot per product version: a typed array per number
// (id, prices, urutan, created, flags; brand, category and type ids), an array per name, cover and
// equivalents. 100,000 documents kept as objects held ~22 MB; by column ~12 MB, and the sorts
// read the columns. A product's other makers' part numbers are one string (their fields joined by
// NUL, which PostgreSQL text cannot hold): as an array of objects they held ~14 MB. `doc(slot)`
// makes the object a page answers.
import { ENTITY_KINDS, entityIdOf, type Equivalent, type IndexedDoc } from '../documents.ts';
import type { Cover } from '../summaries.ts';

/** Between the fields of a product's equivalents (brand, code, normalised; then the next one's). */
const SEPARATOR = '\u0000';

function joinEquivalents(equivalents: readonly Equivalent[]): string {
  return equivalents
    .map(({ brand, code, normalised }) => [brand, code, normalised].join(SEPARATOR))
    .join(SEPARATOR);
}

function splitEquivalents(joined: string): Equivalent[] {
  if (!joined) return [];
  const fields = joined.split(SEPARATOR);
  const out: Equivalent[] = [];
  for (let i = 0; i + 2 < fields.length; i += 3)
    out.push({
      brand: fields[i] as string,
      code: fields[i + 1] as string,
      normalised: fields[i + 2] as string,
    });
  return out;
}

/** Flags per slot. */
const LIVE = 1;
const ACTIVE = 2;
const BEST_SELLER = 4;

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

function grownTo<T extends Float64Array | Uint8Array | Int32Array>(old: T, length: number): T {
  const grown = new (old.constructor as new (length: number) => T)(length);
  grown.set(old.subarray(0, Math.min(old.length, length)));
  return grown;
}

export class DocColumns {
  /** Slots in use, live or dead. */
  length = 0;
  // The columns (capacity long; hargaAkhir and urutan NaN for null).
  private ids = new Float64Array(0);
  private harga = new Float64Array(0);
  private hargaAkhir = new Float64Array(0);
  private urutan = new Float64Array(0);
  private createdAt = new Float64Array(0);
  private flags = new Uint8Array(0);
  private names: string[] = [];
  private covers: Cover[] = [];
  /** Joined (joinEquivalents); '' for none. */
  private equivalents: string[] = [];
  /** Brand, category and type id per slot. */
  readonly entityOf = {
    brand: new Int32Array(0),
    category: new Int32Array(0),
    type: new Int32Array(0),
  };

  isLive(slot: number): boolean {
    return ((this.flags[slot] as number) & LIVE) !== 0;
  }

  /** Live, and active itself (its brand, category and type aside). */
  protected isLiveAndActive(slot: number): boolean {
    return ((this.flags[slot] as number) & (LIVE | ACTIVE)) === (LIVE | ACTIVE);
  }

  /** The product id of a slot (live or dead). */
  idAt(slot: number): number {
    return this.ids[slot] as number;
  }

  nameAt(slot: number): string {
    return this.names[slot] as string;
  }

  hargaAt(slot: number): number {
    return this.harga[slot] as number;
  }

  urutanAt(slot: number): number | null {
    return orNull(this.urutan[slot] as number);
  }

  createdAtOf(slot: number): number {
    return this.createdAt[slot] as number;
  }

  /** SPEC's public order of two slots: urutan ascending with empty last, then newest, then highest id. */
  compareSpec(a: number, b: number): number {
    const ua = this.urutan[a] as number;
    const ub = this.urutan[b] as number;
    if (ua !== ub) {
      if (Number.isNaN(ua)) return Number.isNaN(ub) ? this.compareNewest(a, b) : 1;
      if (Number.isNaN(ub)) return -1;
      return ua - ub;
    }
    return this.compareNewest(a, b);
  }

  /** Newest first, then highest id. */
  compareNewest(a: number, b: number): number {
    return (
      (this.createdAt[b] as number) - (this.createdAt[a] as number) ||
      (this.ids[b] as number) - (this.ids[a] as number)
    );
  }

  /** The slot's document as a page answers it (null: dead). */
  doc(slot: number): IndexedDoc | null {
    const flags = this.flags[slot] as number;
    if (!(flags & LIVE)) return null;
    return {
      id: this.ids[slot] as number,
      name: this.names[slot] as string,
      harga: this.harga[slot] as number,
      hargaAkhir: orNull(this.hargaAkhir[slot] as number),
      urutan: orNull(this.urutan[slot] as number),
      isBestSeller: (flags & BEST_SELLER) !== 0,
      isActive: (flags & ACTIVE) !== 0,
      createdAt: this.createdAt[slot] as number,
      brandId: this.entityOf.brand[slot] as number,
      categoryId: this.entityOf.category[slot] as number,
      typeId: this.entityOf.type[slot] as number,
      cover: this.covers[slot] ?? null,
      equivalents: splitEquivalents(this.equivalents[slot] ?? ''),
    };
  }

  /** The slot is dead: what it held is let go (its name stays until the slots are renumbered). */
  protected kill(slot: number): void {
    this.flags[slot] = 0;
    this.covers[slot] = null;
    this.equivalents[slot] = '';
  }

  /** Room for `capacity` slots in every typed column. */
  protected growColumns(capacity: number): void {
    for (const kind of ENTITY_KINDS) this.entityOf[kind] = grownTo(this.entityOf[kind], capacity);
    this.ids = grownTo(this.ids, capacity);
    this.harga = grownTo(this.harga, capacity);
    this.hargaAkhir = grownTo(this.hargaAkhir, capacity);
    this.urutan = grownTo(this.urutan, capacity);
    this.createdAt = grownTo(this.createdAt, capacity);
    this.flags = grownTo(this.flags, capacity);
  }

  /** Every column emptied (the documents are written again, renumbered). */
  protected clearColumns(): void {
    this.flags.fill(0);
    this.names = [];
    this.covers = [];
    this.equivalents = [];
    this.length = 0;
  }

  /** A document's columns at a slot (its brand, category and type too). */
  protected write(slot: number, doc: IndexedDoc): void {
    this.ids[slot] = doc.id;
    this.harga[slot] = doc.harga;
    this.hargaAkhir[slot] = doc.hargaAkhir ?? NaN;
    this.urutan[slot] = doc.urutan ?? NaN;
    this.createdAt[slot] = doc.createdAt;
    this.flags[slot] = LIVE | (doc.isActive ? ACTIVE : 0) | (doc.isBestSeller ? BEST_SELLER : 0);
    this.names[slot] = doc.name;
    this.covers[slot] = doc.cover;
    this.equivalents[slot] = joinEquivalents(doc.equivalents);
    for (const kind of ENTITY_KINDS) this.entityOf[kind][slot] = entityIdOf(doc, kind);
  }
}
