// The index's documents: one slot per product version (a changed product gets a new slot and the
// old one dies, so postings are only ever appended), posting lists of name and description keys,
// exact names, and the brands, categories and types with the keys of their names. Dead slots are
// compacted away when they pile up. A document is kept by column (a typed array per number, an
// array per name, cover and equivalents), not as an object: 100,000 objects held ~22 MB, and
// sorts read the columns; `doc(slot)` makes the object a page answers.
import {
  ENTITY_KINDS,
  entityIdOf,
  type EntityKind,
  type IndexedDoc,
  type SearchDoc,
  type SearchEntity,
} from '../documents.ts';
import { indexWords, queryWords } from '../text.ts';
import { CodeStore } from './code-store.ts';
import { DocColumns } from './doc-columns.ts';
import { Postings } from './postings.ts';
import { SlotsById } from './slots-by-id.ts';
import { SpecStore } from './spec-store.ts';
import type { Words } from './words.ts';

export type Field = 'name' | 'description';
export type Entity = SearchEntity & { keys: Set<string> };
export type EntityRef = { kind: EntityKind; id: number };

/** A name's words as the exact-name rank compares them ('' for none). */
const exactKey = (name: string) => queryWords(name).join(' ');

/** A 32-bit FNV-1a hash of a string's UTF-16 units. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

const perKind = <T>(make: () => T): Record<EntityKind, T> => ({
  brand: make(),
  category: make(),
  type: make(),
});

export class DocStore extends DocColumns {
  readonly slotOf = new SlotsById();
  readonly postings: Record<Field, Postings<string>> = {
    name: new Postings(),
    description: new Postings(),
  };
  /**
   * Slots by the hash of their name's words (`exactNamed` compares the words themselves): a slot
   * alone, or the slots of names that share a hash. Keeping each name's words as a key and a list
   * per name held ~13 MB at 100,000 products.
   */
  private readonly exactName = new Map<number, number | number[]>();
  /** Equivalent codes and the names' own part numbers (code-store.ts). */
  readonly codes = new CodeStore();
  /** Specification values by attribute (issue 24). */
  readonly spec = new SpecStore();
  readonly entities = perKind(() => new Map<number, Entity>());
  readonly slotsBy = perKind(() => new Postings<number>());
  /** Slots a bit set can hold; grows by a quarter when full (every kept bit set is dropped then). */
  capacity = 0;
  private dead = 0;
  private metaKeys: Map<string, EntityRef[]> | null = null;
  private readonly words: Words;

  constructor(words: Words) {
    super();
    this.words = words;
  }

  get size(): number {
    return this.slotOf.size;
  }

  entityName(kind: EntityKind, id: number): string {
    return this.entities[kind].get(id)?.name ?? '-';
  }

  /** Whether a product is indexed and shown to visitors (its own, brand, category and type active). */
  isVisibleId(productId: number): boolean {
    const slot = this.slotOf.get(productId);
    return slot === undefined ? false : this.isVisible(slot);
  }

  /** Whether the slot is live and shown to visitors. */
  isVisible(slot: number): boolean {
    if (!this.isLiveAndActive(slot)) return false;
    for (const kind of ENTITY_KINDS)
      if (this.entities[kind].get(this.entityOf[kind][slot] as number)?.isActive !== true)
        return false;
    return true;
  }

  setEntity(kind: EntityKind, entity: SearchEntity | null, id: number): void {
    if (!entity) this.entities[kind].delete(id);
    else {
      const words = indexWords(entity.name);
      for (const word of words) this.words.learn(word);
      this.entities[kind].set(id, {
        ...entity,
        keys: new Set(words.map((word) => this.words.key(word))),
      });
    }
    this.metaKeys = null;
  }

  /** The slot a product had, now dead; undefined when it had none. */
  remove(productId: number): number | undefined {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return undefined;
    this.kill(slot);
    this.slotOf.delete(productId);
    this.dead += 1;
    return slot;
  }

  /**
   * A new slot for the product; `posted` hears each posting added (`name:key`, `description:key`,
   * `kind:id`) so kept bit sets follow in place. Call `ensureCapacity` first.
   */
  add(doc: SearchDoc, posted: (cacheKey: string, slot: number) => void): number {
    const { description } = doc;
    const slot = this.length++;
    this.write(slot, doc);
    this.slotOf.set(doc.id, slot);
    const post = (field: Field, key: string) => {
      if (this.postings[field].add(key, slot)) posted(`${field}:${key}`, slot);
    };
    for (const word of indexWords(doc.name)) {
      this.words.learn(word);
      post('name', this.words.key(word));
    }
    for (const word of indexWords(description)) {
      this.words.learn(word);
      post('description', this.words.key(word));
    }
    this.addExact(hashOf(exactKey(doc.name)), slot);
    this.codes.add(slot, doc);
    this.spec.add(slot, doc.specs, (cacheKey) => posted(cacheKey, slot));
    for (const kind of ENTITY_KINDS) {
      const id = entityIdOf(doc, kind);
      this.slotsBy[kind].add(id, slot);
      posted(`${kind}:${id}`, slot);
    }
    return slot;
  }

  private addExact(hash: number, slot: number): void {
    const held = this.exactName.get(hash);
    if (held === undefined) this.exactName.set(hash, slot);
    else if (typeof held === 'number') this.exactName.set(hash, [held, slot]);
    else held.push(slot);
  }

  /** The live slots whose name's words are exactly `words` (joined by spaces); undefined when none. */
  exactNamed(words: string): number[] | undefined {
    const held = this.exactName.get(hashOf(words));
    if (held === undefined) return undefined;
    const slots: number[] = [];
    for (const slot of typeof held === 'number' ? [held] : held)
      if (this.isLive(slot) && exactKey(this.nameAt(slot)) === words) slots.push(slot);
    return slots.length ? slots : undefined;
  }

  /** Appended postings packed (once the whole catalogue is in). */
  pack(): void {
    this.postings.name.pack();
    this.postings.description.pack();
    this.spec.postings.pack();
    for (const kind of ENTITY_KINDS) this.slotsBy[kind].pack();
  }

  /** Room for `slots` slots; answers whether it grew (every kept bit set then has the old size). */
  ensureCapacity(slots: number): boolean {
    if (slots <= this.capacity) return false;
    this.capacity = Math.max(1024, Math.ceil((slots * 1.25) / 32) * 32);
    this.growColumns(this.capacity);
    this.spec.ensureCapacity(this.capacity);
    return true;
  }

  /** Renumbers slots over live documents only when dead slots are a quarter of all; answers whether it did. */
  compactIfNeeded(): boolean {
    if (this.dead < 1000 || this.dead * 4 < this.length) return false;
    const renumber = new Int32Array(this.length).fill(-1);
    const live: IndexedDoc[] = [];
    for (let slot = 0; slot < this.length; slot++) {
      const doc = this.doc(slot);
      if (doc) renumber[slot] = live.push(doc) - 1;
    }
    this.postings.name.remap(renumber);
    this.postings.description.remap(renumber);
    this.exactName.clear();
    live.forEach((doc, slot) => this.addExact(hashOf(exactKey(doc.name)), slot));
    this.codes.remap(renumber);
    this.spec.remap(renumber, live.length);
    for (const kind of ENTITY_KINDS) this.slotsBy[kind].remap(renumber);
    this.dead = 0;
    this.slotOf.clear();
    this.capacity = 0;
    this.ensureCapacity(live.length);
    this.clearColumns();
    this.length = live.length;
    live.forEach((doc, slot) => {
      this.write(slot, doc);
      this.slotOf.set(doc.id, slot);
    });
    return true;
  }

  /** The live slots (ascending). */
  liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.length; slot++) if (this.isLive(slot)) slots.push(slot);
    return slots;
  }

  /** Brands, categories and types by the keys of their names. */
  metaKeyIndex(): Map<string, EntityRef[]> {
    if (!this.metaKeys) {
      const index = new Map<string, EntityRef[]>();
      for (const kind of ENTITY_KINDS) {
        for (const entity of this.entities[kind].values()) {
          for (const key of entity.keys) {
            const list = index.get(key);
            if (list) list.push({ kind, id: entity.id });
            else index.set(key, [{ kind, id: entity.id }]);
          }
        }
      }
      this.metaKeys = index;
    }
    return this.metaKeys;
  }

  /** Brands, categories and types whose name carries any of `keys`, each once. */
  entitiesCarrying(parts: ReadonlySet<string>[]): EntityRef[] {
    const index = this.metaKeyIndex();
    const out: EntityRef[] = [];
    const seen = new Set<string>();
    for (const keys of parts)
      for (const key of keys) {
        for (const entity of index.get(key) ?? []) {
          if (seen.has(`${entity.kind}:${entity.id}`)) continue;
          seen.add(`${entity.kind}:${entity.id}`);
          out.push(entity);
        }
      }
    return out;
  }
}
