// Product search by SQL, ranked by the same rules as the in-process index: PostgreSQL finds the
// products the query can match (candidates.ts: full text, pg_trgm, brand/category/type ids), and
// the index's own code ranks them, counts the facets and picks the page, over an index of those
// candidates alone. So an exact name or part number comes first here too, typos, prefixes,
// affixes and synonyms match the same, and no second set of rules can drift. It answers while the
// in-process index is being built (serving.ts) and needs no memory between searches.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SERVED_FILES, type PublicFiles } from '../../storage/files-service.ts';
import { ENTITY_KINDS, toSuggestion, toSummary, type SearchDoc } from '../documents.ts';
import { SearchIndex } from '../in-process/search-index.ts';
import {
  NO_FACETS,
  type ListPage,
  type ListRequest,
  type ProductSearch,
  type SearchPage,
  type SearchRequest,
  type Suggestions,
} from '../product-search.ts';
import { idArray, productsQuery, rows, toDoc } from '../rows.ts';
import type { Stems } from '../stems.ts';
import { candidatesWhere, codeCondition, readCatalogue } from './candidates.ts';
import { listFromSql } from './sql-list.ts';
import { readAttributes } from './sql-specs.ts';
import { codeCandidates, codeSynonyms } from '../codes.ts';

/** Candidates indexed per turn of the event loop. */
const PUT_SLICE = 1000;

export class SqlSearch implements ProductSearch {
  private readonly db: Db;
  private readonly stems: Stems;
  private readonly files: Pick<PublicFiles, 'pathOf'>;

  /** `files`: where cover URLs point (app.publicFiles; tests and benches take /storage). */
  constructor(db: Db, stems: Stems, files: Pick<PublicFiles, 'pathOf'> = SERVED_FILES) {
    this.db = db;
    this.stems = stems;
    this.files = files;
  }

  list(request: ListRequest): Promise<ListPage> {
    return listFromSql(this.db, this.files, request);
  }

  /**
   * An index of the visible products (of the filter) the query can match, or null when it has no
   * word. Descriptions matter only to products that match nowhere else (rank 4): the candidates are
   * read without them, and only those that do not match by name, brand, category or type are read
   * again with theirs.
   */
  private async candidates(
    text: string,
    filter: Pick<SearchRequest, 'category' | 'brand' | 'type'> = {},
  ): Promise<SearchIndex | null> {
    const [catalogue, attributes] = await Promise.all([
      readCatalogue(this.db),
      readAttributes(this.db),
    ]);
    const words = await candidatesWhere(this.db, this.stems, catalogue, text);
    if (!words) return null;
    // A code the text names (codes.ts), another maker's or a part number in the name, finds its
    // product whatever its words, as the index's codes do: here every product whose code is or
    // starts with one the text may name, whoever the maker; the index below keeps those it names.
    const where = sql`(${words}${codeCondition(codeCandidates(text, codeSynonyms(catalogue.synonyms)))})`;
    const filters = [sql`p.is_public`, where];
    if (filter.category) filters.push(sql`p.category_id = ${filter.category}`);
    if (filter.brand) filters.push(sql`p.brand_id = ${filter.brand}`);
    if (filter.type) filters.push(sql`p.type_id = ${filter.type}`);
    const docs = (
      await rows(this.db, productsQuery(sql.join(filters, sql` and `), sql``, false))
    ).map((row) => toDoc(row, this.files));
    const index = new SearchIndex(this.stems.map);
    const texts = [
      ...ENTITY_KINDS.flatMap((kind) => catalogue.entities[kind].map((entity) => entity.name)),
      ...catalogue.synonyms.flat(),
      text,
    ];
    await this.stems.learn(index.words.unstemmed([...texts, ...docs.map((doc) => doc.name)]));
    for (const kind of ENTITY_KINDS)
      for (const entity of catalogue.entities[kind]) index.setEntity(kind, entity, entity.id);
    for (const attribute of attributes) index.setAttribute(attribute.id, attribute);
    index.setSynonyms(catalogue.synonyms);
    await this.put(index, docs);
    const matched = index.matchingIds(text);
    const rest = docs.filter((doc) => !matched.has(doc.id)).map((doc) => doc.id);
    if (rest.length === 0) return index;
    const described = (await rows(this.db, productsQuery(sql`p.id = any(${idArray(rest)})`))).map(
      (row) => toDoc(row, this.files),
    );
    await this.stems.learn(index.words.unstemmed(described.map((doc) => doc.description)));
    await this.put(index, described);
    return index;
  }

  /** Many candidates (a common word in a large catalogue) are indexed a slice per turn of the event loop, so other requests go on. */
  private async put(index: SearchIndex, docs: SearchDoc[]): Promise<void> {
    for (let i = 0; i < docs.length; i += PUT_SLICE) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const doc of docs.slice(i, i + PUT_SLICE)) index.put(doc);
    }
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const index = await this.candidates(request.text, request);
    if (!index) return { rows: [], total: 0, facets: NO_FACETS };
    const { docs, total, facets } = index.search(request);
    const nameOf = index.entityName.bind(index);
    return { rows: docs.map((doc) => toSummary(doc, nameOf)), total, facets };
  }

  async suggest(text: string, limit: number): Promise<Suggestions> {
    const index = await this.candidates(text);
    if (!index) return { products: [], categories: [], brands: [] };
    const { docs, equivalents, categories, brands } = index.suggest(text, limit);
    return {
      products: docs.map((doc, i) => toSuggestion(doc, equivalents[i])),
      categories,
      brands,
    };
  }
}
