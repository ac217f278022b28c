// The scenario helpers answer what their names say, in the contract's error shape.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateResponse } from '../test/contract/openapi-validator.ts';
import { resetMockDb } from './db.ts';
import { allHandlers } from './handlers/index.ts';
import { everyOperation, operationsOf, scenario, withDefaults } from './scenarios.ts';
import { call, tokens } from './test-helpers.ts';

const server = setupServer(...allHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const auth = { token: tokens.superuser };

async function expectAnswer(method: string, path: string, status: number, options = {}) {
  const result = await call(method, path, { ...auth, ...options });
  expect(result.status).toBe(status);
  expect(validateResponse({ method, path, status, body: result.body })).toEqual({ ok: true });
  return result;
}

describe('scenario', () => {
  it.each([
    [401, scenario.status401, '/admin/type/{id}'],
    [403, scenario.status403, '/admin/user/get/{id}'],
    [404, scenario.status404, '/admin/type/{id}'],
    [500, scenario.status500, '/admin/type/{id}'],
  ] as const)('answers %i', async (status, make, path) => {
    server.use(...make('GET', path));
    await expectAnswer('GET', path.replace('{id}', '1'), status);
  });

  it('answers any status with error()', async () => {
    server.use(...scenario.error(500, 'GET', '/admin/type'));
    await expectAnswer('GET', '/admin/type', 500);
  });

  it('answers 422 with the given field messages', async () => {
    server.use(...scenario.validation422({ name: 'Nama type' }, 'POST', '/admin/type'));
    const result = await expectAnswer('POST', '/admin/type', 422, { json: { name: 'Baru' } });
    expect(result.body).toMatchObject({ data: { errors: { name: 'Nama type' } } });
  });

  it('answers 429 with Retry-After on login', async () => {
    server.use(...scenario.status429('POST', '/auth/login'));
    const result = await expectAnswer('POST', '/auth/login', 429, {
      json: { name: 'admin', password: 'x' },
    });
    expect(result.headers.get('retry-after')).toBe('60');
  });

  it('answers 429 with the per-address message on subscribe', async () => {
    server.use(...scenario.rateLimited429('POST', '/subscribe'));
    const result = await expectAnswer('POST', '/subscribe', 429, {
      json: { nama: 'Budi', email: 'budi@example.com', telp: '0812' },
    });
    expect(result.headers.get('retry-after')).toBe('60');
    expect(result.body).toMatchObject({
      meta: {
        message: 'Terlalu banyak permintaan dari alamat Anda, silahkan coba lagi 1 menit lagi',
      },
    });
  });

  it('answers 503 with Retry-After past capacity', async () => {
    server.use(...scenario.status503('GET', '/product/{id}'));
    const result = await expectAnswer('GET', '/product/1', 503);
    expect(result.headers.get('retry-after')).toBe('2');
    expect(result.body).toMatchObject({
      meta: { message: 'Server sedang sibuk, silakan coba lagi sebentar lagi.' },
    });
  });

  it('answers an empty list, empty options and no banner', async () => {
    server.use(
      ...scenario.empty('GET', '/admin/product'),
      ...scenario.empty('GET', '/admin/lookup/brand'),
      ...scenario.empty('GET', '/new-product'),
    );
    expect((await expectAnswer('GET', '/admin/product', 200)).body).toEqual({
      data: [],
      meta: { total: 0 },
    });
    expect((await expectAnswer('GET', '/admin/lookup/brand', 200)).body).toEqual({ data: [] });
    expect((await expectAnswer('GET', '/new-product', 200)).body).toMatchObject({
      data: { path: null },
    });
  });

  it('fails the network with networkError()', async () => {
    server.use(...scenario.networkError('GET', '/product'));
    await expect(call('GET', '/product')).rejects.toThrow();
  });

  it('never answers with loading()', async () => {
    server.use(...scenario.loading('GET', '/bumper'));
    const outcome = await Promise.race([
      call('GET', '/bumper').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 200)),
    ]);
    expect(outcome).toBe('pending');
  });

  it('answers normally, later, with slow()', async () => {
    server.use(...scenario.slow('GET', '/bumper', 120));
    const started = Date.now();
    const result = await expectAnswer('GET', '/bumper', 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect((result.body as { meta: { total: number } }).meta.total).toBe(2);
  });
});

describe('groups', () => {
  it('knows the operations of a group', () => {
    expect(operationsOf('types')).toEqual([
      ['GET', '/type/:id'],
      ['POST', '/admin/type/bulk'],
      ['GET', '/admin/type'],
      ['GET', '/admin/type/:id'],
      ['POST', '/admin/type'],
      ['PUT', '/admin/type/:id'],
      ['DELETE', '/admin/type/:id'],
      ['PUT', '/admin/type/is-active/:id'],
    ]);
  });

  it('puts overrides in front of the defaults of one group', async () => {
    const groups = withDefaults('types', scenario.status500('GET', '/admin/type'));
    server.resetHandlers(...Object.values(groups).flat());
    await expectAnswer('GET', '/admin/type', 500);
    await expectAnswer('GET', '/admin/type/1', 200);
  });

  it('applies a scenario to every operation of a group', async () => {
    server.resetHandlers(
      ...Object.values(everyOperation('types', scenario.status500)).flat(),
      ...allHandlers,
    );
    await expectAnswer('GET', '/admin/type/1', 500);
    await expectAnswer('DELETE', '/admin/type/1', 500);
    await expectAnswer('GET', '/admin/brand/1', 200);
  });

  it('empties every list everywhere with all', async () => {
    server.resetHandlers(...Object.values(everyOperation('all', scenario.empty)).flat());
    expect((await expectAnswer('GET', '/product', 200)).body).toEqual({
      data: [],
      meta: { total: 0 },
    });
    expect((await expectAnswer('GET', '/admin/news', 200)).body).toEqual({
      data: [],
      meta: { total: 0 },
    });
    await expectAnswer('GET', '/product/1', 200);
  });
});
