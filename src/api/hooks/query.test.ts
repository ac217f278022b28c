import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import type { Cache, Middleware, ScopedMutator, SWRConfiguration, SWRHook } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse, networkError } from '../errors.ts';
import { apiKey } from './keys.ts';
import type { ApiKey } from './keys.ts';
import { revalidateUnder, withId } from './mutation.ts';
import { isRetryable, useServerSWR } from './query.ts';

describe('isRetryable', () => {
  it('retries no response and 5xx, not a 4xx that would answer the same', () => {
    expect(isRetryable(networkError(null))).toBe(true);
    expect(isRetryable(apiErrorFromResponse(500, null))).toBe(true);
    expect(isRetryable(apiErrorFromResponse(503, null))).toBe(true);
    expect(isRetryable(new TypeError('x'))).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(isRetryable(apiErrorFromResponse(status, null))).toBe(false);
  });
});

describe('revalidateUnder', () => {
  it('asks SWR to revalidate exactly the keys under the prefixes, without new data', async () => {
    const mutate = vi.fn(async () => []);
    await revalidateUnder(mutate as unknown as ScopedMutator, ['/admin/type']);
    expect(mutate).toHaveBeenCalledOnce();
    const call = mutate.mock.calls[0] as unknown[];
    // Only the filter: passing data (even undefined) would overwrite the cache instead of refetching.
    expect(call).toHaveLength(1);
    const filter = call[0] as (key: unknown) => boolean;
    expect(filter(apiKey('/admin/type', { query: { page: 1 } }))).toBe(true);
    expect(filter(apiKey('/admin/brand'))).toBe(false);
  });

  it('never rejects: a failed refetch stays in its own hook', async () => {
    const mutate = vi.fn(async () => {
      throw new Error('x');
    });
    await expect(
      revalidateUnder(mutate as unknown as ScopedMutator, ['/a']),
    ).resolves.toBeUndefined();
  });
});

describe('withId', () => {
  it('builds the openapi-fetch init for an {id} path', () => {
    expect(withId(7)).toEqual({ params: { path: { id: 7 } } });
  });
});

describe('useServerSWR', () => {
  /** What a hook gives, rendered once on the server as the page renderer renders. */
  function served(
    hook: SWRHook,
    key: unknown,
    fetcher: unknown,
    config: SWRConfiguration,
    value: SWRConfiguration,
  ) {
    let seen: unknown = null;
    function Reader() {
      const { data, error, isLoading, isValidating } = hook(key as ApiKey, fetcher as null, config);
      seen = { data, error, isLoading, isValidating };
      return null;
    }
    renderToString(createElement(SWRConfig, { value }, createElement(Reader)));
    return seen;
  }

  it("gives SWR's own values on the server: the cache's state, or loading when it would fetch", () => {
    const kept = apiKey('/product', { query: { page: 2 } });
    const missing = apiKey('/product', { query: { page: 3 } });
    const fetcher = () => Promise.resolve({ data: [] });
    const provider = () =>
      new Map([
        [
          unstable_serialize(kept),
          {
            data: { data: [1] },
            error: undefined,
            isLoading: false,
            isValidating: false,
            _k: kept,
          },
        ],
      ]) as unknown as Cache;
    const cases: [unknown, unknown, SWRConfiguration, SWRConfiguration][] = [
      [kept, fetcher, {}, { provider }],
      [missing, fetcher, {}, { provider }],
      [null, fetcher, {}, { provider }],
      [missing, null, {}, { provider }],
      [missing, fetcher, { fallbackData: { data: [9] } }, { provider }],
      [missing, fetcher, { revalidateOnMount: false }, { provider }],
      [kept, fetcher, { revalidateOnMount: true }, { provider }],
      [
        missing,
        fetcher,
        {},
        { provider, fallback: { [unstable_serialize(missing)]: { data: [8] } } },
      ],
      [missing, fetcher, { revalidateIfStale: false, fallbackData: { data: [7] } }, { provider }],
      [missing, fetcher, {}, { provider, isPaused: () => true }],
    ];
    for (const [key, fetch, config, value] of cases)
      expect(served(useServerSWR, key, fetch, config, value)).toEqual(
        served(useSWR, key, fetch, config, value),
      );
    // And what it reads: the cache's answer, loading for a key it lacks.
    expect(served(useServerSWR, kept, fetcher, {}, { provider })).toEqual({
      data: { data: [1] },
      error: undefined,
      isLoading: false,
      isValidating: false,
    });
    expect(served(useServerSWR, missing, fetcher, {}, { provider })).toMatchObject({
      data: undefined,
      isLoading: true,
    });
  });

  it("runs SWR's middleware with every key (the renderer notes the keys a page asks for)", () => {
    const keys: string[] = [];
    const note: Middleware = (next) => (key, fetcher, config) => {
      keys.push(unstable_serialize(key));
      return next(key, fetcher, config);
    };
    const key = apiKey('/config');
    served(useServerSWR, key, () => Promise.resolve(null), {}, { use: [note] });
    expect(keys).toEqual([unstable_serialize(key)]);
  });
});
