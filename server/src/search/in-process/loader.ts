// Fills an index from the database: the whole catalogue when it is built, and the products,
// brands, categories, types and synonym groups the change log names afterwards.
import type { PublicFiles } from '../../storage/files-service.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EntityKind, SearchDoc, SearchEntity } from '../documents.ts';
import {
  ENTITY_TABLES,
  attributesQuery,
  idArray,
  productsQuery,
  rows,
  toAttribute,
  toDoc,
} from '../rows.ts';
import type { Stems } from '../stems.ts';
import { SearchIndex } from './search-index.ts';

/** Products read per query while building. */
const BUILD_PAGE = 2000;

export class Loader {
  private readonly db: Db;
  private readonly stems: Stems;
  /** Throws when the server is closing (a build under way stops between pages). */
  private readonly checkStopped: () => void;

  /** Where cover URLs point (app.publicFiles). */
  private readonly files: Pick<PublicFiles, 'pathOf'>;

  constructor(db: Db, stems: Stems, checkStopped: () => void, files: Pick<PublicFiles, 'pathOf'>) {
    this.db = db;
    this.stems = stems;
    this.checkStopped = checkStopped;
    this.files = files;
  }

  /** A new index of the whole catalogue. */
  async build(): Promise<SearchIndex> {
    const index = new SearchIndex(this.stems.map);
    for (const kind of ['brand', 'category', 'type'] as const) await this.entities(index, kind);
    await this.attributes(index);
    await this.allProducts(index);
    await this.synonyms(index);
    index.prepare();
    return index;
  }

  async entities(index: SearchIndex, kind: EntityKind, ids?: number[]): Promise<void> {
    const where = ids ? sql`id = any(${idArray(ids)})` : sql`true`;
    const found = await rows(
      this.db,
      sql`select id, name, is_active from ${ENTITY_TABLES[kind]} where ${where}`,
    );
    await this.stems.learn(index.words.unstemmed(found.map((row) => String(row.name))));
    const seen = new Set<number>();
    for (const row of found) {
      const entity: SearchEntity = {
        id: Number(row.id),
        name: String(row.name),
        isActive: Boolean(row.is_active),
      };
      index.setEntity(kind, entity, entity.id);
      seen.add(entity.id);
    }
    for (const id of ids ?? []) if (!seen.has(id)) index.setEntity(kind, null, id);
  }

  /** Specification attributes (all, or those of `ids`; one not found was deleted). */
  async attributes(index: SearchIndex, ids?: number[]): Promise<void> {
    const where = ids ? sql`a.id = any(${idArray(ids)})` : sql`true`;
    const found = (await rows(this.db, attributesQuery(where))).map(toAttribute);
    for (const attribute of found) index.setAttribute(attribute.id, attribute);
    const seen = new Set(found.map((attribute) => attribute.id));
    for (const id of ids ?? []) if (!seen.has(id)) index.setAttribute(id, null);
  }

  async products(index: SearchIndex, ids: number[]): Promise<void> {
    const docs = (await rows(this.db, productsQuery(sql`p.id = any(${idArray(ids)})`))).map((row) =>
      toDoc(row, this.files),
    );
    await this.put(index, docs);
    const seen = new Set(docs.map((doc) => doc.id));
    for (const id of ids) if (!seen.has(id)) index.remove(id);
    index.compactIfNeeded();
  }

  async synonyms(index: SearchIndex): Promise<void> {
    const found = await rows(
      this.db,
      sql`select words from search_synonyms where is_active order by id`,
    );
    const groups = found.map((row) => (row.words as string[]).map(String));
    await this.stems.learn(index.words.unstemmed(groups.flat()));
    index.setSynonyms(groups);
  }

  private async put(index: SearchIndex, docs: SearchDoc[]): Promise<void> {
    this.checkStopped();
    await this.stems.learn(
      index.words.unstemmed(docs.flatMap((doc) => [doc.name, doc.description])),
    );
    this.checkStopped();
    for (const doc of docs) index.put(doc);
  }

  /**
   * Every product, a type at a time and a page at a time, giving the event loop a turn between
   * pages so requests go on meanwhile. Slots follow the order read, so a type's products sit in
   * adjacent slots (a list of a type then touches only its words of a bit set: spec-filtering.ts);
   * products added or moved later land past them, which the type's word range takes in.
   */
  private async allProducts(index: SearchIndex): Promise<void> {
    const types = await rows(this.db, sql`select distinct type_id from products order by 1`);
    for (const { type_id: type } of types)
      for (let after = 0; ;) {
        const page = (
          await rows(
            this.db,
            productsQuery(
              sql`p.type_id = ${Number(type)} and p.id > ${after}`,
              sql`order by p.id limit ${BUILD_PAGE}`,
            ),
          )
        ).map((row) => toDoc(row, this.files));
        await this.put(index, page);
        await new Promise((resolve) => setImmediate(resolve));
        if (page.length < BUILD_PAGE) break;
        after = (page[page.length - 1] as SearchDoc).id;
      }
  }
}
