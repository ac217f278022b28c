// The per-address limit on the operations the contract marks `x-rate-limit: per-ip` (login and
// subscribe): @fastify/rate-limit with its counts in the database, so every instance counts the
// same requests; the client address is Fastify's `request.ip`, which follows TRUST_PROXY.
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { ApiError, MESSAGES } from '../lib/errors.ts';
import type { Operation } from '../openapi/document.ts';

export const RATE_WINDOW_MS = 60_000;

type Counted = { current: number; ttl: number };

/** Counts one request for a key in one atomic upsert: a new window when the last one ended. */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ended = sql`${rateLimits.windowEnds} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEnds: sql`now() + ${`${windowMs} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${rateLimits.windowEnds} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttl: sql<number>`greatest(0, extract(epoch from ${rateLimits.windowEnds} - now()) * 1000)::float8`,
    });
  // Ended windows of addresses that never came back go now and then.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(sql`${rateLimits.windowEnds} < now() - interval '1 hour'`);
  return { current: row?.hits ?? 1, ttl: Math.ceil(Number(row?.ttl ?? windowMs)) };
}

/** A @fastify/rate-limit store over the `rate_limits` table. */
function databaseStore(db: Db) {
  return class DatabaseStore {
    incr(
      key: string,
      callback: (error: Error | null, counted?: Counted) => void,
      timeWindow: number,
    ): void {
      countRequest(db, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error as Error),
      );
    }

    child(): DatabaseStore {
      return this;
    }
  };
}

/** Operations that count toward another one's per-address limit. */
const SHARED_COUNTERS: Readonly<Record<string, string>> = { verifyMfa: 'login' };

/** The route options of a rate-limited operation: its counter is shared by both URL prefixes. */
export function rateLimitOf(
  app: FastifyInstance,
  op: Operation,
): { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string } | null {
  // The code step of a sign-in counts toward the login's limit (issue 27): one counter, one number.
  const counter = SHARED_COUNTERS[op.operationId] ?? op.operationId;
  const max = app.config.rateLimits[counter] ?? 0;
  if (!op.rateLimitedPerIp || max <= 0) return null;
  return { max, timeWindow: RATE_WINDOW_MS, keyGenerator: (request) => `${counter}:${request.ip}` };
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      errorResponseBuilder: () => new ApiError(429, MESSAGES.tooManyRequests),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['config', 'db'] } },
);
