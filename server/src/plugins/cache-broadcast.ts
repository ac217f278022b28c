// Several instances on one PostgreSQL keep their public caches in step (DESIGN "Scale"): each
// invalidation this process makes is announced with NOTIFY, and every other instance LISTENing
// drops the same tags, within the database's notification latency (milliseconds, far under 1 s).
// While the listening connection is down a notice may be missed, so on every (re)connect the
// whole cache is dropped: a cold cache is slower, never stale. PGlite (one process) needs none.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { APPLICATION_NAME } from '../db/client.ts';
import { isCacheTag, PUBLIC_TAGS, type CacheTag } from './public-cache-tags.ts';

export const CACHE_CHANNEL = 'katalog_public_cache';
const RECONNECT_MS = 1000;

interface Notice {
  from: string;
  tags: readonly CacheTag[];
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    if (typeof notice.from !== 'string' || !Array.isArray(notice.tags)) return null;
    return { from: notice.from, tags: notice.tags.filter(isCacheTag) };
  } catch {
    return null;
  }
}

async function cacheBroadcast(app: FastifyInstance, options: { databaseUrl: string }) {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      const notice = parseNotice(message.payload);
      if (notice && notice.from !== instance)
        void app.publicCache.invalidate(notice.tags, 'remote');
    });
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'public cache: the LISTEN connection failed; reconnecting');
      next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    if (closing) {
      await next.end();
      return;
    }
    client = next;
    // Notices sent while no connection listened are lost: start from an empty cache.
    void app.publicCache.invalidate(PUBLIC_TAGS, 'remote');
  };
  const schedule = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        app.log.warn({ err: error }, 'public cache: can not LISTEN; retrying');
        schedule();
      });
    }, RECONNECT_MS);
  };

  app.publicCache.onInvalidate((tags, origin) => {
    if (origin !== 'local') return;
    const payload = JSON.stringify({ from: instance, tags } satisfies Notice);
    app.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`).catch((error: unknown) => {
      app.log.error({ err: error, tags }, 'public cache: could not tell the other instances');
    });
  });
  // A database that is not listening yet must not keep the instance down: retry in the background.
  app.addHook('onReady', async () => {
    await connect().catch((error: unknown) => {
      app.log.warn({ err: error }, 'public cache: can not LISTEN yet; retrying');
      schedule();
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  });
}

export default fp(cacheBroadcast, {
  name: 'cache-broadcast',
  decorators: { fastify: ['db'] },
  dependencies: ['public-cache'],
});
