// /healthz and /readyz: alive, ready when the database and the storage answer, 503 otherwise and
// while the process shuts down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = t.baseUrl;
});
afterAll(() => t.close());

const probe = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, string>,
    cache: response.headers.get('cache-control'),
  };
};

describe('health and readiness', () => {
  it('/healthz answers while the process lives', async () => {
    expect(await probe('/healthz')).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
  });

  it('/readyz answers 200 when the database and the storage are reachable', async () => {
    expect(await probe('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', storage: 'ok' },
      cache: 'no-store',
    });
  });

  it('/readyz answers 503 naming the storage when it can not be reached', async () => {
    const storage = t.app.storage;
    const original = storage.check;
    storage.check = () => Promise.reject(new Error('bucket unreachable'));
    try {
      const answer = await probe('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: 'unavailable',
        database: 'ok',
        storage: 'bucket unreachable',
      });
    } finally {
      storage.check = original;
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 naming the database when it does not answer', async () => {
    const db = t.app.db;
    const original = db.execute;
    db.execute = (() =>
      Promise.reject(new Error('connection refused'))) as unknown as typeof db.execute;
    try {
      const answer = await probe('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: 'unavailable',
        database: 'connection refused',
        storage: 'ok',
      });
    } finally {
      db.execute = original;
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 while shutting down, /healthz still 200', async () => {
    t.app.lifecycle.stopping();
    expect(await probe('/readyz')).toEqual({
      status: 503,
      body: { status: 'stopping' },
      cache: 'no-store',
    });
    expect((await probe('/healthz')).status).toBe(200);
  });
});

describe('readiness while the search index is built', () => {
  it('/readyz answers 503 `indexing` until the index is built, then 200; searches answer meanwhile', async () => {
    // The build waits for the test's word instead of a large catalogue and a clock.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const indexing = await buildTestApp({}, { searchBeforeBuild: () => held });
    try {
      const at = indexing.baseUrl;
      const probeAt = async (path: string) => {
        const response = await fetch(`${at}${path}`);
        return {
          status: response.status,
          body: (await response.json()) as Record<string, string>,
          cache: response.headers.get('cache-control'),
        };
      };
      expect(indexing.app.productSearch.index.state).toBe('idle');
      expect(await probeAt('/readyz')).toEqual({
        status: 503,
        body: { status: 'indexing' },
        cache: 'no-store',
      });
      expect((await probeAt('/healthz')).status).toBe(200);
      // A visitor's search is answered all the same, by SQL; the build still waits.
      expect((await indexing.call('GET', '/product?search=silinder')).status).toBe(200);
      expect(await probeAt('/readyz')).toEqual({
        status: 503,
        body: { status: 'indexing' },
        cache: 'no-store',
      });
      expect(indexing.app.productSearch.index.state).toBe('idle');
      release();
      await indexing.app.productSearch.index.ready();
      expect(await probeAt('/readyz')).toEqual({
        status: 200,
        body: { status: 'ready', database: 'ok', storage: 'ok' },
        cache: 'no-store',
      });
    } finally {
      release();
      await indexing.close();
    }
  });
});
