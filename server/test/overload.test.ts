// Overload is shed, not queued: past MAX_IN_FLIGHT a request is answered 503 with Retry-After and
// the error shape while the requests already let in are still working, the liveness probe still
// answers, and the server answers normally again once they finish. Staff work (sign-in, admin
// writes with a token) is never shed. Statuses and order are asserted, never durations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { MESSAGES } from '../src/lib/errors.ts';
import { validateResponse } from '../../test/contract/openapi-validator.ts';
import { isStaffWork, loopDelayOf } from '../src/plugins/overload.ts';
import { ensureBaseData } from '../src/seed/base.ts';
import {
  ADMIN,
  createClient,
  NO_LOOP_SHEDDING,
  NO_RATE_LIMITS,
  NO_REQUIRED_MFA,
} from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let database: Database;
let app: FastifyInstance;
let base = '';
let release: () => void = () => undefined;
let gate = Promise.resolve();

/** Holds the next requests to /uji/tahan until `release()`. */
function hold() {
  gate = new Promise<void>((resolve) => (release = resolve));
}

beforeAll(async () => {
  database = await openTestDatabase();
  // Capacity here is the in-flight bound alone (NO_LOOP_SHEDDING): the event-loop measure would
  // also shed whenever the shared test machine is slow.
  const config = {
    ...loadConfig({}),
    seedDemo: false,
    adminPassword: ADMIN.password,
    maxInFlight: 3,
    ...NO_LOOP_SHEDDING,
    ...NO_RATE_LIMITS,
    ...NO_REQUIRED_MFA,
  };
  app = await buildApp({ config, database });
  await ensureBaseData(app, () => undefined);
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
  for (let i = 0; i < 200 && !check(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('overload', () => {
  it('answers 503 at once past capacity, and normally again once the load is gone', async () => {
    hold();
    const order: string[] = [];
    const held = [1, 2, 3].map((n) =>
      fetch(`${base}/uji/tahan`).then((response) => (order.push(`held ${n}`), response)),
    );
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
      if (api)
        expect(validateResponse({ method: 'GET', path: api, status: 503, body })).toEqual({
          ok: true,
        });
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

describe('how long the server has been quiet (the background renderer pace)', () => {
  it('counts a visitor, not the readiness probe a load balancer polls', async () => {
    await (await fetch(`${base}/uji/tahan`)).text();
    await until(() => app.inFlight() === 0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await (await fetch(`${base}/readyz`)).text();
    await until(() => app.inFlight() === 0);
    // The probe did not start the quiet again: the visitor, 60 ms ago, is still the last.
    expect(app.quietFor()).toBeGreaterThanOrEqual(50);
  });
});

describe("the event loop's delay", () => {
  it('reads a second of samples as @fastify/under-pressure did: the mean less the resolution', () => {
    // The histogram's mean is in nanoseconds; its 10 ms resolution is counted in every sample.
    expect(loopDelayOf(12e6)).toBe(2);
    expect(loopDelayOf(250e6)).toBe(240);
    expect(loopDelayOf(4e6)).toBe(0);
    // A second without one sample (the loop blocked all along) is past any bound.
    expect(loopDelayOf(Number.NaN)).toBe(Infinity);
  });
});

describe('staff work under a visitor burst', () => {
  it('tells staff work from what may be shed', () => {
    const bearer = 'Bearer abc';
    expect(isStaffWork('PUT', '/api-web/admin/type/1', bearer)).toBe(true);
    expect(isStaffWork('POST', '/api/admin/product/update/1?x=1', bearer)).toBe(true);
    expect(isStaffWork('DELETE', '/api-web/admin/news/1', bearer)).toBe(true);
    expect(isStaffWork('POST', '/api-web/auth/login', undefined)).toBe(true);
    expect(isStaffWork('GET', '/api-web/admin/auth/fetch', bearer)).toBe(true);
    // Staff reads, writes without a token, public calls and pages may be shed.
    expect(isStaffWork('GET', '/api-web/admin/type', bearer)).toBe(false);
    expect(isStaffWork('PUT', '/api-web/admin/type/1', undefined)).toBe(false);
    expect(isStaffWork('PUT', '/api-web/admin/type/1', 'Basic abc')).toBe(false);
    expect(isStaffWork('POST', '/api-web/subscribe', bearer)).toBe(false);
    expect(isStaffWork('POST', '/admin/type', bearer)).toBe(false);
    expect(isStaffWork('GET', '/api-web/product?search=admin/', bearer)).toBe(false);
  });

  it('lets a staff sign-in and save through while 300 visitor reads are shed', async () => {
    const call = await createClient(base);
    const created = await call<{ data: { id: number } }>('POST', '/admin/type', {
      token: await signIn(call),
      json: { name: 'Silinder Standar' },
    });
    expect(created.status).toBe(200);

    hold();
    const held = [1, 2, 3].map(() => fetch(`${base}/uji/tahan`));
    await until(() => app.inFlight() === 3);
    expect(app.inFlight()).toBe(3);

    // 300 visitor reads at once, each a different page, with a sign-in and a save among them.
    const burst = Array.from({ length: 300 }, (_, index) =>
      fetch(`${base}/api-web/product?page=${index + 1}`),
    );
    const token = await signIn(call);
    const saved = await call('PUT', `/admin/type/${created.body.data.id}`, {
      token,
      json: { name: 'Silinder Kompak' },
    });
    const visitors = await Promise.all(burst);

    expect(saved.status).toBe(200);
    expect(new Set(visitors.map((response) => response.status))).toEqual(new Set([503]));
    // A staff read is not exempt: it waits its turn like a visitor's.
    expect(
      (await call('GET', `/admin/type/${created.body.data.id}`, { token, unchecked: true })).status,
    ).toBe(503);

    release();
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200, 200]);
    await until(() => app.inFlight() === 0);
    const read = await call<{ data: { name: string } }>(
      'GET',
      `/admin/type/${created.body.data.id}`,
      { token },
    );
    expect(read.body.data.name).toBe('Silinder Kompak');
  });
});

async function signIn(call: Awaited<ReturnType<typeof createClient>>): Promise<string> {
  const answer = await call<{ data: { accessToken: string } }>('POST', '/auth/login', {
    json: ADMIN,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken;
}
