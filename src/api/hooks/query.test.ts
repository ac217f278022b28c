import { describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { apiErrorFromResponse, networkError } from '../errors.ts';
import { apiKey } from './keys.ts';
import { revalidateUnder, withId } from './mutation.ts';
import { isRetryable } from './query.ts';

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
