// Visitor events (issue 26) as a Fastify plugin: `app.insights.record` counts one event in memory
// (bots and prefetches ignored, a product that is not public refused, a personal query dropped),
// a timer writes the counts every `flushMs` (sooner past a size, and once more at close), and
// once a day the counts past two years are deleted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { EventBuffer } from '../insights/event-buffer.ts';
import { pruneDays } from '../insights/figures.ts';
import { PublicProducts } from '../insights/public-products.ts';
import { notFound } from '../lib/errors.ts';
import {
  RETENTION_DAYS,
  addDays,
  jakartaDay,
  normaliseQuery,
  type VisitorEvent,
} from '#domain/insights/insights.ts';

export interface InsightsOptions {
  /** How often counted events are written (ms). */
  flushMs: number;
}

/** Distinct rows in memory past which a write starts at once. */
const FLUSH_AT_ROWS = 20_000;
/** How long a product's public flag is trusted without a write heard of (ms). */
const VISIBILITY_MAX_AGE_MS = 30_000;
const INVALIDATING_TAGS = new Set(['products', 'brands', 'categories', 'types']);

export type EventOutcome = 'counted' | 'ignored';

export interface Insights {
  record(event: VisitorEvent, request: Pick<FastifyRequest, 'headers'>): Promise<EventOutcome>;
  /** A sent quote request (the site's leads): called by `POST quote` once it succeeds. */
  countQuoteRequest(): void;
  /** Writes what is counted (tests and close). */
  flush(): Promise<void>;
  /** Deletes the counts past the retention (run daily). */
  prune(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    insights: Insights;
  }
}

/** A known crawler, or a page the browser fetches ahead of a visit (not a visit yet). */
export function isIgnoredVisitor(headers: FastifyRequest['headers']): boolean {
  const agent = headers['user-agent'];
  if (typeof agent === 'string' && isbot(agent)) return true;
  const purposes = [
    headers['sec-purpose'],
    headers.purpose,
    headers['x-purpose'],
    headers['x-moz'],
  ];
  return purposes.some(
    (value) => typeof value === 'string' && /prefetch|prerender|preview/i.test(value),
  );
}

async function insights(app: FastifyInstance, options: InsightsOptions) {
  const buffer = new EventBuffer();
  const visibility = new PublicProducts(app.db, () => Date.now(), VISIBILITY_MAX_AGE_MS);
  const today = () => jakartaDay(app.now());

  const flush = async () => {
    await buffer.flush(app.db);
  };
  const flushQuietly = () =>
    flush().catch((error: unknown) => app.log.error({ err: error }, 'insights: write failed'));

  // The search index answers from memory once built (no query queued behind the pages' queries
  // under load); the database's is_public answers before that.
  const isPublic = async (productId: number) =>
    (await app.productSearch.index.visible(productId)) ?? (await visibility.isPublic(productId));
  const requirePublic = async (productId: number | undefined) => {
    if (!productId || !(await isPublic(productId))) throw notFound();
  };

  const service: Insights = {
    async record(event, request) {
      if (isIgnoredVisitor(request.headers)) return 'ignored';
      const day = today();
      if (event.kind === 'search') {
        const query = normaliseQuery(event.query ?? '');
        if (query === null) return 'ignored';
        buffer.countSearch(day, query, {
          searches: 1,
          zeroResults: event.resultCount === 0 ? 1 : 0,
        });
      } else if (event.kind === 'result_click') {
        await requirePublic(event.productId);
        const query = normaliseQuery(event.query ?? '');
        if (query === null) return 'ignored';
        buffer.countSearch(day, query, { clicks: 1, positionSum: event.position ?? 0 });
      } else {
        await requirePublic(event.productId);
        const marketplace = event.kind === 'marketplace' ? (event.marketplace ?? 0) : 0;
        buffer.countProduct(day, event.productId ?? 0, event.kind, marketplace);
      }
      if (buffer.size >= FLUSH_AT_ROWS) void flushQuietly();
      return 'counted';
    },
    countQuoteRequest() {
      buffer.countProduct(today(), 0, 'quote_request');
    },
    flush,
    async prune() {
      await pruneDays(app.db, addDays(today(), -RETENTION_DAYS));
    },
  };
  app.decorate('insights', service);

  let timer: NodeJS.Timeout | undefined;
  let prunedOn = '';
  const tick = () => {
    void flushQuietly();
    if (prunedOn === today()) return;
    prunedOn = today();
    void service.prune().catch((error: unknown) => {
      prunedOn = '';
      app.log.error({ err: error }, 'insights: retention failed');
    });
  };
  app.addHook('onReady', async () => {
    app.publicCache.onInvalidate((tags) => {
      if (tags.some((tag) => INVALIDATING_TAGS.has(tag))) visibility.forget();
    });
    timer = setInterval(tick, options.flushMs);
    timer.unref();
  });
  // Before the database closes: the last counts are written, not lost.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flushQuietly();
  });
}

export default fp(insights, {
  name: 'insights',
  decorators: { fastify: ['db', 'now'] },
  dependencies: ['public-cache', 'product-search'],
});
