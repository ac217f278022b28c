// The index's documents: one slot per product version (a changed product gets a new slot and the
// old one dies, so postings are only ever appended), posting lists of name and description keys,
// exact names, and the brands, categories and types with the keys of their names. Dead slots are
// compacted away when they pile up.
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
import { Postings } from './postings.ts';
import { SlotsById } from './slots-by-id.ts';
import { SpecStore } from './spec-store.ts';
import type { Words } from './words.ts';

export type Field = 'name' | 'description';
export type Entity = SearchEntity & { keys: Set<string> };
export type EntityRef = { kind: EntityKind; id: number };

/** What a product without other makers' part numbers keeps (one array for all of them). */
const NO_EQUIVALENTS: IndexedDoc['equivalents'] = [];
Object.freeze(NO_EQUIVALENTS);

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

export class DocStore {
  docs: (IndexedDoc | null)[] = [];
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
  /** Brand, category and type id per slot. */
  readonly entityOf = perKind(() => new Int32Array(0));
  /** Slots a bit set can hold; grows by a quarter when full (every kept bit set is dropped then). */
  capacity = 0;
  private dead = 0;
  /** Other makers' names, one string each (every row read brings its own copy: 2.5 MB at 100,000). */
  private readonly makers = new Map<string, string>();
  private metaKeys: Map<string, EntityRef[]> | null = null;
  private readonly words: Words;

  constructor(words: Words) {
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
    const doc = slot === undefined ? null : this.docs[slot];
    return doc ? this.isVisible(doc) : false;
  }

  isVisible(doc: IndexedDoc): boolean {
    const active = (kind: EntityKind, id: number) => this.entities[kind].get(id)?.isActive === true;
    return (
      doc.isActive &&
      active('brand', doc.brandId) &&
      active('category', doc.categoryId) &&
      active('type', doc.typeId)
    );
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
    this.docs[slot] = null;
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
    // Written out (not a rest copy of the document) so every kept document has one shape.
    const stored: IndexedDoc = {
      id: doc.id,
      name: doc.name,
      harga: doc.harga,
      hargaAkhir: doc.hargaAkhir,
      urutan: doc.urutan,
      isBestSeller: doc.isBestSeller,
      isActive: doc.isActive,
      createdAt: doc.createdAt,
      brandId: doc.brandId,
      categoryId: doc.categoryId,
      typeId: doc.typeId,
      cover: doc.cover,
      equivalents: doc.equivalents.length
        ? doc.equivalents.map(({ brand, code, normalised }) => ({
            brand: this.maker(brand),
            code,
            normalised,
          }))
        : NO_EQUIVALENTS,
    };
    const slot = this.docs.length;
    this.docs.push(stored);
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
      const id = entityIdOf(stored, kind);
      this.entityOf[kind][slot] = id;
      this.slotsBy[kind].add(id, slot);
      posted(`${kind}:${id}`, slot);
    }
    return slot;
  }

  private maker(name: string): string {
    const held = this.makers.get(name);
    if (held !== undefined) return held;
    this.makers.set(name, name);
    return name;
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
    for (const slot of typeof held === 'number' ? [held] : held) {
      const doc = this.docs[slot];
      if (doc && exactKey(doc.name) === words) slots.push(slot);
    }
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
    for (const kind of ENTITY_KINDS) {
      const grown = new Int32Array(this.capacity);
      grown.set(
        this.entityOf[kind].subarray(0, Math.min(this.entityOf[kind].length, this.capacity)),
      );
      this.entityOf[kind] = grown;
    }
    this.spec.ensureCapacity(this.capacity);
    return true;
  }

  /** Renumbers slots over live documents only when dead slots are a quarter of all; answers whether it did. */
  compactIfNeeded(): boolean {
    if (this.dead < 1000 || this.dead * 4 < this.docs.length) return false;
    const renumber = new Int32Array(this.docs.length).fill(-1);
    const live: IndexedDoc[] = [];
    this.docs.forEach((doc, slot) => {
      if (doc) renumber[slot] = live.push(doc) - 1;
    });
    this.postings.name.remap(renumber);
    this.postings.description.remap(renumber);
    this.exactName.clear();
    live.forEach((doc, slot) => this.addExact(hashOf(exactKey(doc.name)), slot));
    this.codes.remap(renumber);
    this.spec.remap(renumber, live.length);
    for (const kind of ENTITY_KINDS) this.slotsBy[kind].remap(renumber);
    this.docs = live;
    this.dead = 0;
    this.slotOf.clear();
    live.forEach((doc, slot) => this.slotOf.set(doc.id, slot));
    this.capacity = 0;
    this.ensureCapacity(live.length);
    for (const kind of ENTITY_KINDS)
      live.forEach((doc, slot) => (this.entityOf[kind][slot] = entityIdOf(doc, kind)));
    return true;
  }

  /** The live slots (ascending). */
  liveSlots(): number[] {
    const slots: number[] = [];
    this.docs.forEach((doc, slot) => {
      if (doc) slots.push(slot);
    });
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
