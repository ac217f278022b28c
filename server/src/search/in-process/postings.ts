// Slots per key (a word's, a specification value's, a brand's...), ascending, kept compact: the
// lists are packed end to end in one Int32Array, and the slots appended since the last pack are a
// chain per key in two more (each entry points to the key's previous one), repacked once they
// are a quarter of the packed ones. A `number[]` per key took 8 bytes a slot plus the slack
// `push` leaves and a header per list: the name and description postings of 100,000 products
// held ~31 MB that way (docs/decisions.md, "Search index memory").
//
// Keys keep the order they first arrived in (as a Map's keys did), and a key exists while it has
// a slot, dead or alive: `remap` renumbers slots as the store compacts and drops the empty keys.

const NONE = -1;
/** Appended slots kept as chains before a repack, at least. */
const MIN_TAIL = 4096;

export class Postings<K> {
  /** The number of each key (its place in `start`, `chainLast`, `chainCount`). */
  private ids = new Map<K, number>();
  /** Key `i`'s packed slots are `packed[start[i]]` to `packed[start[i + 1]]` (keys packed so far). */
  private start = new Int32Array(1);
  private packed = new Int32Array(0);
  private packedKeys = 0;
  /** Per key: its last appended entry (NONE: none) and how many it has. */
  private chainLast = new Int32Array(0);
  private chainCount = new Int32Array(0);
  /** Appended entries: the slot, and the key's entry before it (NONE: the first). */
  private entrySlot = new Int32Array(0);
  private entryPrevious = new Int32Array(0);
  private entries = 0;

  get size(): number {
    return this.ids.size;
  }

  has(key: K): boolean {
    return this.ids.has(key);
  }

  keys(): IterableIterator<K> {
    return this.ids.keys();
  }

  /** How many slots the key has (0: none). */
  count(key: K): number {
    const id = this.ids.get(key);
    return id === undefined ? 0 : this.packedCount(id) + (this.chainCount[id] as number);
  }

  /** The key's slots, ascending (a view of the packed ones, or a copy when some were appended since). */
  get(key: K): Int32Array | undefined {
    const id = this.ids.get(key);
    if (id === undefined) return undefined;
    const from = id < this.packedKeys ? (this.start[id] as number) : 0;
    const packed = this.packedCount(id);
    const appended = this.chainCount[id] as number;
    if (appended === 0) return this.packed.subarray(from, from + packed);
    const slots = new Int32Array(packed + appended);
    slots.set(this.packed.subarray(from, from + packed));
    for (let at = this.chainLast[id] as number, i = slots.length - 1; at !== NONE; i--) {
      slots[i] = this.entrySlot[at] as number;
      at = this.entryPrevious[at] as number;
    }
    return slots;
  }

  /** The key's last slot (undefined: no slot). */
  last(key: K): number | undefined {
    const id = this.ids.get(key);
    return id === undefined ? undefined : this.lastOf(id);
  }

  private lastOf(id: number): number {
    const at = this.chainLast[id] as number;
    if (at !== NONE) return this.entrySlot[at] as number;
    return this.packed[(this.start[id + 1] as number) - 1] as number;
  }

  /** The key's first slot (undefined: no slot). */
  first(key: K): number | undefined {
    const id = this.ids.get(key);
    if (id === undefined) return undefined;
    if (this.packedCount(id) > 0) return this.packed[this.start[id] as number];
    let at = this.chainLast[id] as number;
    while ((this.entryPrevious[at] as number) !== NONE) at = this.entryPrevious[at] as number;
    return this.entrySlot[at];
  }

  /** Adds a slot to the key's (slots arrive ascending); answers false when it was its last already. */
  add(key: K, slot: number): boolean {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
      if (id >= this.chainLast.length) this.growKeys(id + 1);
      this.chainLast[id] = NONE;
      this.chainCount[id] = 0;
    } else if (this.lastOf(id) === slot) return false;
    if (this.entries >= Math.max(MIN_TAIL, this.packed.length >>> 2)) this.pack();
    if (this.entries === this.entrySlot.length) this.growEntries();
    const at = this.entries++;
    this.entrySlot[at] = slot;
    this.entryPrevious[at] = this.chainLast[id] as number;
    this.chainLast[id] = at;
    this.chainCount[id] = (this.chainCount[id] as number) + 1;
    return true;
  }

  /** Slots renumbered over live documents (`renumber[old]` is the new slot, or -1); keys left empty go. */
  remap(renumber: Int32Array): void {
    this.pack();
    const { packed, start } = this;
    const keys = [...this.ids.keys()];
    const kept = new Int32Array(packed.length);
    const keptStart: number[] = [0];
    const ids = new Map<K, number>();
    let length = 0;
    keys.forEach((key, id) => {
      const before = length;
      for (let i = start[id] as number; i < (start[id + 1] as number); i++) {
        const to = renumber[packed[i] as number] as number;
        if (to >= 0) kept[length++] = to;
      }
      if (length === before) return;
      ids.set(key, ids.size);
      keptStart.push(length);
    });
    this.ids = ids;
    this.packed = kept.slice(0, length);
    this.start = Int32Array.from(keptStart);
    this.packedKeys = ids.size;
    this.chainLast = new Int32Array(ids.size).fill(NONE);
    this.chainCount = new Int32Array(ids.size);
  }

  /** Every appended slot moved into the packed lists. */
  pack(): void {
    const keys = this.ids.size;
    if (this.entries === 0 && this.packedKeys === keys) return;
    const start = new Int32Array(keys + 1);
    const packed = new Int32Array(this.packed.length + this.entries);
    let length = 0;
    for (let id = 0; id < keys; id++) {
      start[id] = length;
      const from = id < this.packedKeys ? (this.start[id] as number) : 0;
      const count = this.packedCount(id);
      packed.set(this.packed.subarray(from, from + count), length);
      length += count;
      const appended = this.chainCount[id] as number;
      for (let at = this.chainLast[id] as number, i = length + appended - 1; at !== NONE; i--) {
        packed[i] = this.entrySlot[at] as number;
        at = this.entryPrevious[at] as number;
      }
      length += appended;
      this.chainLast[id] = NONE;
      this.chainCount[id] = 0;
    }
    start[keys] = length;
    this.start = start;
    this.packed = packed;
    this.packedKeys = keys;
    this.entries = 0;
    this.entrySlot = new Int32Array(0);
    this.entryPrevious = new Int32Array(0);
  }

  private packedCount(id: number): number {
    return id < this.packedKeys ? (this.start[id + 1] as number) - (this.start[id] as number) : 0;
  }

  private growKeys(keys: number): void {
    const length = Math.max(64, keys + (keys >>> 1));
    const grow = (old: Int32Array) => {
      const grown = new Int32Array(length);
      grown.set(old);
      return grown;
    };
    this.chainLast = grow(this.chainLast);
    this.chainCount = grow(this.chainCount);
  }

  private growEntries(): void {
    const length = Math.max(64, this.entries * 2);
    const grow = (old: Int32Array) => {
      const grown = new Int32Array(length);
      grown.set(old.subarray(0, this.entries));
      return grown;
    };
    this.entrySlot = grow(this.entrySlot);
    this.entryPrevious = grow(this.entryPrevious);
  }
}
