// Operations' two questions, outside the API contract: `/healthz` (is the process alive?) and
// `/readyz` (may it take traffic: database and storage reachable, not starting, not stopping, no
// plugin holding it: search answers `indexing` until its index is built). Plugins may add figures
// to the answer (the page store: pages stored and waiting), which never make it fail.
// A load balancer or an orchestrator asks them; neither needs a session nor touches the cache.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The liveness probe's path (the process answers). */
export const LIVENESS_PATH = '/healthz';
/** The readiness probe's path (the app may take visitors). */
export const READINESS_PATH = '/readyz';

export type Lifecycle = 'starting' | 'ready' | 'stopping';

/** A check that has not answered by then counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(work: () => Promise<unknown>): Promise<string> {
  try {
    await within(work(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A plugin's hold on readiness: its status while `isReady` answers false. */
interface Hold {
  status: string;
  isReady: () => boolean;
}

function health(app: FastifyInstance) {
  let state: Lifecycle = 'starting';
  const holds: Hold[] = [];
  const reports = new Map<string, () => Record<string, number>>();
  app.decorate('lifecycle', {
    get state() {
      return state;
    },
    stopping() {
      state = 'stopping';
    },
    holdUntil(status: string, isReady: () => boolean) {
      holds.push({ status, isReady });
    },
    report(name: string, figures: () => Record<string, number>) {
      reports.set(name, figures);
    },
  });
  // Everything registered and the database migrated: ready unless a check below says otherwise.
  app.addHook('onReady', async () => {
    if (state === 'starting') state = 'ready';
  });
  app.addHook('preClose', async () => {
    state = 'stopping';
  });

  const noStore = { 'cache-control': 'no-store' };
  // Probes come often: their requests are not logged, failures still are.
  const quiet = { logLevel: 'warn' as const };
  app.get(LIVENESS_PATH, quiet, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );
  app.get(READINESS_PATH, quiet, async (_request, reply) => {
    if (state !== 'ready') return reply.status(503).headers(noStore).send({ status: state });
    const held = holds.find((hold) => !hold.isReady());
    if (held) return reply.status(503).headers(noStore).send({ status: held.status });
    const [database, storage] = await Promise.all([
      check(() => app.db.execute(sql`select 1`)),
      check(() => app.storage.check()),
    ]);
    const ok = database === 'ok' && storage === 'ok' && state === 'ready';
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({
        status: ok ? 'ready' : state === 'ready' ? 'unavailable' : state,
        database,
        storage,
        ...Object.fromEntries([...reports].map(([name, figures]) => [name, figures()])),
      });
  });
}

export default fp(health, { name: 'health', decorators: { fastify: ['db', 'storage'] } });
