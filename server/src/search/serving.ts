// The search the server answers with: the in-process index once it is built, SQL while it builds
// (after a short wait) and for the list orders the index does not keep (name and price, the API
// only). Both rank by the same rules, so a visitor can not tell which one answered.
import type { IndexSearch } from './in-process/index-search.ts';
import type {
  ListPage,
  ListRequest,
  ProductSearch,
  SearchPage,
  SearchReadiness,
  SearchRequest,
  Suggestions,
} from './product-search.ts';

/** How long a search waits for an index being built before it answers from SQL instead. */
const BUILD_WAIT_MS = 500;

/** The list orders the index keeps: SPEC order, and newest first (new products). */
const indexKeeps = (request: ListRequest) =>
  !request.sortBy || (request.sortBy === 'created_at' && request.orderBy !== 'asc');

export class ServingSearch implements ProductSearch {
  readonly index: IndexSearch;
  readonly sql: ProductSearch;

  constructor(index: IndexSearch, sql: ProductSearch) {
    this.index = index;
    this.sql = sql;
  }

  get readiness(): SearchReadiness {
    return this.index.state === 'ready' ? 'ready' : 'indexing';
  }

  private async serving(): Promise<ProductSearch> {
    return (await this.index.built(BUILD_WAIT_MS)) ? this.index : this.sql;
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    return (await this.serving()).search(request);
  }

  async list(request: ListRequest): Promise<ListPage> {
    if (!indexKeeps(request)) return this.sql.list(request);
    return (await this.serving()).list(request);
  }

  async suggest(text: string, limit: number): Promise<Suggestions> {
    return (await this.serving()).suggest(text, limit);
  }
}
