// Product search as a Fastify plugin: `app.productSearch` answers searches, list pages and
// suggestions (serving.ts). The index is built in the background from the server's start
// (/readyz answers `indexing` meanwhile) and stopped at close. A staff write that changes products
// (or their brands, categories, types, synonyms) makes the next search read the change log: this
// instance's at once, another instance's when its notice arrives (cache-broadcast's LISTEN, which
// also counts as a change on every reconnect); writes nobody announces are read within
// `maxStaleMs`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IndexSearch } from './in-process/index-search.ts';
import { ServingSearch } from './serving.ts';
import { SqlSearch } from './sql/sql-search.ts';
import { Stems } from './stems.ts';

// The public cache's tags (plugins/public-cache-tags.ts) that change what search finds: the coarse
// ones, and one product's record tag (a write that names one product drops `product:<id>`).
const INVALIDATING_TAGS = new Set(['products', 'brands', 'categories', 'types']);
const changesProducts = (tags: readonly string[]) =>
  tags.some((tag) => INVALIDATING_TAGS.has(tag) || tag.startsWith('product:'));

export interface SearchPluginOptions {
  /** Without a change heard of, how old the index's last read of the change log may be. */
  maxStaleMs: number;
  /** Runs before the index build starts (tests hold the build here). */
  beforeBuild?: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Product search: the index once built, SQL meanwhile (search/serving.ts). */
    productSearch: ServingSearch;
  }
}

async function productSearch(app: FastifyInstance, options: SearchPluginOptions) {
  const stems = new Stems(app.db);
  const index = new IndexSearch(app.db, stems, app.publicFiles);
  const search = new ServingSearch(index, new SqlSearch(app.db, stems, app.publicFiles));
  app.decorate('productSearch', search);
  const start = () => index.start({ log: app.log, maxStaleMs: options.maxStaleMs });
  // Not ready for traffic until the index is built; asking again retries a failed build.
  app.lifecycle.holdUntil('indexing', () => {
    void index.built(0);
    return index.state === 'ready';
  });
  app.addHook('onReady', async () => {
    app.publicCache.onInvalidate((tags) => {
      if (changesProducts(tags)) index.changed();
    });
    if (options.beforeBuild) void options.beforeBuild().then(start);
    else start();
  });
  app.addHook('onClose', async () => index.stop());
}

export default fp(productSearch, {
  name: 'product-search',
  decorators: { fastify: ['db', 'publicFiles'] },
  dependencies: ['health', 'public-cache'],
});
