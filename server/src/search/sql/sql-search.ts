// Product search by SQL: every query word in the stemmed full text (name, brand, category, type,
// description), the last one as a prefix; SPEC order; the exact total and facets of what it
// matched.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { byName } from '../documents.ts';
import type { FacetCount, ListPage, ListRequest, ProductSearch, SearchPage, SearchRequest, Suggestions } from '../product-search.ts';
import { queryWords } from '../text.ts';
import { listFromSql, publicOrder, visibleWhere } from './sql-list.ts';
import { summaryPage } from './summaries.ts';

function fullTextQuery(search: string): SQL | null {
  const words = queryWords(search).slice(0, 12);
  if (words.length === 0) return null;
  const parts = words.map((word, i) =>
    i === words.length - 1 && /^[a-z0-9]+$/.test(word) ? sql`to_tsquery('indonesian', ${`${word}:*`})` : sql`plainto_tsquery('indonesian', ${word})`,
  );
  return sql`(${sql.join(parts, sql` && `)})`;
}

const fullTextMatch = (search: string) => {
  const query = fullTextQuery(search);
  return query ? sql`${products.searchVector} @@ ${query}` : sql`false`;
};

export class SqlSearch implements ProductSearch {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  list(request: ListRequest): Promise<ListPage> {
    return listFromSql(this.db, request);
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const { db } = this;
    const where = and(visibleWhere(request), fullTextMatch(request.text));
    const [rows, groups] = await Promise.all([
      summaryPage(db, where, publicOrder(request), request.offset, request.size),
      db
        .select({ categoryId: products.categoryId, categoryName: categories.name, brandId: products.brandId, brandName: brands.name, value: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .groupBy(products.categoryId, categories.name, products.brandId, brands.name),
    ]);
    const tally = (kind: 'category' | 'brand') => {
      const byId = new Map<number, FacetCount>();
      for (const group of groups) {
        const [id, name] = kind === 'category' ? [group.categoryId, group.categoryName] : [group.brandId, group.brandName];
        const entry = byId.get(id) ?? { id, name, count: 0 };
        entry.count += Number(group.value);
        byId.set(id, entry);
      }
      return [...byId.values()].sort((a, b) => b.count - a.count || byName(a.name, b.name));
    };
    const total = groups.reduce((sum, group) => sum + Number(group.value), 0);
    return { rows, total, facets: { category: tally('category'), brand: tally('brand') } };
  }

  async suggest(text: string, limit: number): Promise<Suggestions> {
    const [{ rows }, categoryNames, brandNames] = await Promise.all([
      this.search({ text, offset: 0, size: limit, facets: false }),
      this.named(categories, text),
      this.named(brands, text),
    ]);
    return {
      products: rows.map((row) => ({ id: row.id, name: row.name, harga: row.harga, hargaAkhir: row.hargaAkhir, image: row.isCover ? { path: row.isCover.path } : null })),
      categories: categoryNames,
      brands: brandNames,
    };
  }

  /** Active categories or brands whose name has every word (the last as a prefix), by name. */
  private async named(table: typeof categories | typeof brands, text: string) {
    const query = fullTextQuery(text);
    if (!query) return [];
    const found = await this.db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.isActive, true), sql`to_tsvector('indonesian', ${table.name}) @@ ${query}`))
      .orderBy(table.name)
      .limit(5);
    return found.sort((a, b) => byName(a.name, b.name));
  }
}
