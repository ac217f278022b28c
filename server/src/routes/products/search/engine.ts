// One search index per database handle, built on the first search and kept in step with the
// database through search_changes (migration 0005): before answering, a search applies the rows
// past the last one it saw. Concurrent searches share one check, and a search waits for a check
// that started after it arrived, so a change committed before a search is always in its answer.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { publicPath } from '../../../storage/files-service.ts';
import type { EntityKind, SearchDoc, SearchEntity } from './documents.ts';
import { SearchIndex, type SearchRequest, type SearchResult } from './index.ts';
import { normalise } from './text.ts';

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toDoc(row: Row): SearchDoc {
  return {
    id: Number(row.id),
    name: String(row.name),
    harga: Number(row.harga),
    hargaAkhir: numberOrNull(row.harga_akhir),
    urutan: numberOrNull(row.urutan),
    isBestSeller: Boolean(row.is_best_seller),
    isActive: Boolean(row.is_active),
    createdAt: new Date(row.created_at as string),
    brandId: Number(row.brand_id),
    categoryId: Number(row.category_id),
    typeId: Number(row.type_id),
    cover: row.cover_id ? { id: Number(row.cover_id), path: publicPath(String(row.cover_key)) } : null,
    description: normalise(String(row.keterangan ?? '')),
  };
}

const productsQuery = (where: SQL) => sql`
  select p.id, p.name, p.harga, p.harga_akhir, p.urutan, p.is_best_seller, p.is_active, p.created_at,
    p.brand_id, p.category_id, p.type_id, p.keterangan, i.id as cover_id, f.storage_key as cover_key
  from products p
  left join product_images i on i.product_id = p.id and i.is_cover
  left join files f on f.id = i.file_id
  where ${where}`;

const ENTITY_TABLES: Record<EntityKind, SQL> = { brand: sql`brands`, category: sql`categories`, type: sql`product_types` };

export class SearchEngine {
  private readonly stems = new Map<string, string>();
  private index: SearchIndex | null = null;
  private building: Promise<SearchIndex> | null = null;
  private watermark = 0;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Stems of words by the `indonesian` text-search configuration, asked once per word. */
  private async learnStems(words: string[]): Promise<void> {
    const unknown = words.filter((word) => !this.stems.has(word));
    for (let i = 0; i < unknown.length; i += 5000) {
      const batch = unknown.slice(i, i + 5000);
      const found = await rows(this.db, sql`select w, (ts_lexize('indonesian_stem', w))[1] as stem from unnest(${`{${batch.join(',')}}`}::text[]) as w`);
      for (const row of found) this.stems.set(String(row.w), row.stem ? String(row.stem) : String(row.w));
    }
  }

  private async loadEntities(index: SearchIndex, kind: EntityKind, ids?: number[]): Promise<void> {
    const where = ids ? sql`id = any(${`{${ids.join(',')}}`}::int[])` : sql`true`;
    const found = await rows(this.db, sql`select id, name, is_active from ${ENTITY_TABLES[kind]} where ${where}`);
    await this.learnStems(index.unstemmed(found.map((row) => String(row.name))));
    const seen = new Set<number>();
    for (const row of found) {
      const entity: SearchEntity = { id: Number(row.id), name: String(row.name), isActive: Boolean(row.is_active) };
      index.setEntity(kind, entity, entity.id);
      seen.add(entity.id);
    }
    for (const id of ids ?? []) if (!seen.has(id)) index.setEntity(kind, null, id);
  }

  private async loadProducts(index: SearchIndex, ids?: number[]): Promise<void> {
    const where = ids ? sql`p.id = any(${`{${ids.join(',')}}`}::int[])` : sql`true`;
    const docs = (await rows(this.db, productsQuery(where))).map(toDoc);
    await this.learnStems(index.unstemmed(docs.flatMap((doc) => [doc.name, doc.description])));
    const seen = new Set<number>();
    for (const doc of docs) {
      index.put(doc);
      seen.add(doc.id);
    }
    for (const id of ids ?? []) if (!seen.has(id)) index.remove(id);
    index.compactIfNeeded();
  }

  private async loadSynonyms(index: SearchIndex): Promise<void> {
    const found = await rows(this.db, sql`select words from search_synonyms where is_active order by id`);
    const groups = found.map((row) => (row.words as string[]).map(String));
    await this.learnStems(index.unstemmed(groups.flat()));
    index.setSynonyms(groups);
  }

  private async build(): Promise<SearchIndex> {
    const [last] = await rows(this.db, sql`select coalesce(max(id), 0) as id from search_changes`);
    this.watermark = Number(last?.id ?? 0);
    const index = new SearchIndex(this.stems);
    for (const kind of ['brand', 'category', 'type'] as const) await this.loadEntities(index, kind);
    await this.loadProducts(index);
    await this.loadSynonyms(index);
    this.index = index;
    return index;
  }

  private async applyChanges(): Promise<void> {
    const index = this.index;
    if (!index) return;
    for (;;) {
      const changes = await rows(this.db, sql`select id, entity, entity_id from search_changes where id > ${this.watermark} order by id limit 5000`);
      if (changes.length === 0) return;
      const ids = (entity: string) => [...new Set(changes.filter((row) => row.entity === entity).map((row) => Number(row.entity_id)))];
      for (const kind of ['brand', 'category', 'type'] as const) if (ids(kind).length) await this.loadEntities(index, kind, ids(kind));
      if (ids('product').length) await this.loadProducts(index, ids('product'));
      if (ids('synonym').length) await this.loadSynonyms(index);
      this.watermark = Number(changes[changes.length - 1]?.id ?? this.watermark);
      if (changes.length < 5000) return;
    }
  }

  /** Applies every change committed before this call (one shared check for concurrent callers). */
  private sync(): Promise<void> {
    if (this.queued) return this.queued;
    const run = (): Promise<void> => {
      const current = this.applyChanges().finally(() => {
        if (this.inFlight === current) this.inFlight = null;
      });
      this.inFlight = current;
      return current;
    };
    if (!this.inFlight) return run();
    const queued = this.inFlight.catch(() => undefined).then(() => {
      this.queued = null;
      return run();
    });
    this.queued = queued;
    return queued;
  }

  async ready(): Promise<SearchIndex> {
    if (!this.index) {
      this.building ??= this.build().catch((error: unknown) => {
        this.building = null;
        throw error;
      });
      return this.building;
    }
    await this.sync();
    return this.index;
  }

  async search(request: SearchRequest): Promise<SearchResult & { index: SearchIndex }> {
    const index = await this.ready();
    await this.learnStems(index.unstemmed([request.text]));
    return { ...index.search(request), index };
  }

  async suggest(text: string, limit: number) {
    const { docs, index } = await this.search({ text, offset: 0, size: limit });
    return {
      products: docs.map((doc) => ({ id: doc.id, name: doc.name, harga: doc.harga, hargaAkhir: doc.hargaAkhir, image: doc.cover ? { path: doc.cover.path } : null })),
      categories: index.matchingEntities('category', text, 5),
      brands: index.matchingEntities('brand', text, 5),
    };
  }
}

const engines = new WeakMap<Db, SearchEngine>();

export function searchEngine(db: Db): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SearchEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
