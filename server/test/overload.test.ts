// Overload is shed, not queued: past MAX_IN_FLIGHT a request is answered 503 with Retry-After and
// the error shape while the requests already let in are still working, the liveness probe still
// answers, and the server answers normally again once they finish. Statuses and order are
// asserted, never durations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { MESSAGES } from '../src/lib/errors.ts';
import { validateResponse } from '../../test/contract/openapi-validator.ts';
import { NO_LOOP_SHEDDING } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let database: Database;
let app: FastifyInstance;
let base = '';
let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  database = await openTestDatabase();
  // Capacity here is the in-flight bound alone (NO_LOOP_SHEDDING): the event-loop measure would
  // also shed whenever the shared test machine is slow.
  app = await buildApp({ config: { ...loadConfig({}), seedDemo: false, maxInFlight: 3, ...NO_LOOP_SHEDDING }, database });
  // A request that holds its place until the test lets it go.
  app.get('/uji/tahan', async () => {
    await gate;
    return { ok: true };
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  release();
  await app.close();
  await database.close();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('overload', () => {
  it('answers 503 at once past capacity, and normally again once the load is gone', async () => {
    const order: string[] = [];
    const held = [1, 2, 3].map((n) => fetch(`${base}/uji/tahan`).then((response) => (order.push(`held ${n}`), response)));
    await until(() => app.inFlight() === 3);
    expect(app.inFlight()).toBe(3);

    const urls = ['/api-web/config', '/api/product', '/tentang-kami'];
    const shed = await Promise.all(urls.map((url) => fetch(`${base}${url}`)));
    order.push('shed');
    for (const [index, response] of shed.entries()) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      const body: unknown = await response.json();
      expect(body).toEqual({ meta: { message: MESSAGES.busy }, data: { errors: {} } });
      // The contract documents the answer (openapi.yaml, ServiceUnavailable) for the API's operations.
      const api = /^\/api(?:-web)?(\/.*)$/.exec(urls[index] ?? '')?.[1];
      if (api) expect(validateResponse({ method: 'GET', path: api, status: 503, body })).toEqual({ ok: true });
    }
    // The liveness probe is never shed.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    release();
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200, 200]);
    // The shed requests were answered while the held ones were still waiting.
    expect(order[0]).toBe('shed');
    await until(() => app.inFlight() === 0);
    expect((await fetch(`${base}/api-web/config`)).status).toBe(200);
  });
});
