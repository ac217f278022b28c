// The generic read side: one typed GET helper and two hook factories over openapi-fetch + SWR
// (swr-openapi is not installed, so this is the thin wrapper instead). Hooks never show dialogs:
// a failure is an ApiError in SWR's `error`, and the screen decides (SPEC 8).
import type { ClientPathsWithMethod, MethodResponse } from 'openapi-fetch';
import { use } from 'react';
import useSWR from 'swr';
import type { Fetcher, Key, KeyedMutator, SWRConfiguration, SWRHook, SWRResponse } from 'swr';
import { internalMutate, isPromiseLike, serialize, withArgs } from 'swr/_internal';
import type { FullConfiguration, State } from 'swr/_internal';
import { api } from '../client.ts';
import type { ApiClient } from '../client.ts';
import { isApiError } from '../errors.ts';
import type { ApiError } from '../errors.ts';
import { unwrap } from '../request.ts';
import type { FetchResult } from '../request.ts';
import type { paths } from '../schema.ts';
import { apiKey } from './keys.ts';
import type { ApiKey, KeyParams } from './keys.ts';

/** Every path of openapi.yaml that has a GET. */
export type GetPath = ClientPathsWithMethod<ApiClient, 'get'>;

/** The success body of a GET. */
export type GetData<P extends GetPath> = MethodResponse<ApiClient, 'get', P>;

type GetParameters<P extends GetPath> = paths[P]['get'] extends { parameters: infer T } ? T : never;

/** The query parameters of a GET (never when it takes none). */
export type GetQuery<P extends GetPath> = NonNullable<
  GetParameters<P> extends { query?: infer Q } ? Q : never
>;

/** The path parameters of a GET (never when it takes none). */
export type GetPathParams<P extends GetPath> =
  GetParameters<P> extends { path: infer X } ? X : never;

/** Path and query parameters of a GET, typed from the schema. */
export interface GetParams<P extends GetPath> {
  /** Values for the `{…}` placeholders. */
  path?: GetPathParams<P>;
  /** Query string values. */
  query?: GetQuery<P>;
}

/** Options a hook passes through to SWR. */
export type QueryConfig<P extends GetPath> = SWRConfiguration<GetData<P>, ApiError>;

/** What every read hook returns: SWR's response with an ApiError as `error`. */
export type QueryResult<P extends GetPath> = SWRResponse<GetData<P>, ApiError>;

/** GET paths that take exactly an `{id}`. */
export type IdPath = {
  [P in GetPath]: GetPathParams<P> extends { id: number } ? P : never;
}[GetPath];

// openapi-fetch cannot check a path chosen at run time; the typed surface is fetchApi's signature.
type LooseGet = (path: string, init: { params: KeyParams }) => Promise<FetchResult<unknown>>;

function fetchKey([path, params]: ApiKey): Promise<unknown> {
  return unwrap((api.GET as unknown as LooseGet)(path, { params }));
}

/** One typed GET outside React (route guards, dropdown loaders): the data, or throws ApiError. */
export function fetchApi<P extends GetPath>(path: P, params?: GetParams<P>): Promise<GetData<P>> {
  return fetchKey(apiKey(path, params as KeyParams)) as Promise<GetData<P>>;
}

/** Retry only what may work later (no response, 5xx); a 4xx would answer the same again. */
export function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === null || error.status >= 500;
}

/**
 * What SWR's hook gives on the server, where no effect runs: the cache's state of the key (the
 * answers a page was rendered from, app/preloaded.ts), or loading when the key would be fetched.
 * SWR's own handler (useSWRHandler, swr 2.5) works the same values out through ~20 hooks kept for
 * the browser's subscriptions and revalidation; its arguments, configuration and middleware
 * (the renderer's record of the keys a page asks for) stay SWR's (`withArgs`). Suspense is not
 * read this way (no hook here asks for it).
 */
function useServerHandler(
  _key: Key,
  fetcher: Fetcher | null,
  config: FullConfiguration & SWRConfiguration,
): SWRResponse {
  const { cache, fallbackData, revalidateOnMount, revalidateIfStale, suspense } = config;
  if (suspense) throw new Error('SWR suspense is not read by the server renderer');
  const [key] = serialize(_key);
  const state: State = (key ? cache.get(key) : undefined) ?? {};
  const fallback: unknown =
    fallbackData === undefined
      ? (config.fallback as Record<string, unknown> | undefined)?.[key]
      : fallbackData;
  // SWR's snapshot: loading and validating when it would fetch at mount, unless the state says.
  const fetches = (data: unknown) =>
    Boolean(key) &&
    Boolean(fetcher) &&
    !config.isPaused() &&
    (revalidateOnMount !== undefined ? revalidateOnMount : data === undefined || revalidateIfStale);
  const snapshot: State = fetches(fallback === undefined ? state.data : fallback)
    ? { isValidating: true, isLoading: true, ...state }
    : state;
  const cached: unknown = snapshot.data;
  const data: unknown =
    cached === undefined
      ? fallback && isPromiseLike(fallback)
        ? use(fallback)
        : fallback
      : cached;
  const initially = fetches(data);
  return {
    mutate: ((...args: unknown[]) =>
      (internalMutate as (...all: unknown[]) => Promise<unknown>)(
        cache,
        key,
        ...args,
      )) as KeyedMutator<unknown>,
    data,
    error: snapshot.error,
    isValidating: snapshot.isValidating ?? initially,
    isLoading: snapshot.isLoading ?? initially,
  };
}

/** SWR's hook as the server runs it: its arguments and middleware, the cache read at once (above). */
export const useServerSWR: SWRHook = /* @__PURE__ */ withArgs<SWRHook>(useServerHandler);

/** SWR's hook; on the server, useServerSWR. */
const useQuerySWR: SWRHook = import.meta.env.SSR ? useServerSWR : useSWR;

/** SWR over one GET, keyed by path and parameters; a null path fetches nothing. */
export function useApiQuery<P extends GetPath>(
  path: P | null,
  params?: GetParams<P>,
  config?: QueryConfig<P>,
): QueryResult<P> {
  const key = path === null ? null : apiKey(path, params as KeyParams);
  const fetcher = fetchKey as (key: ApiKey) => Promise<GetData<P>>;
  return useQuerySWR<GetData<P>, ApiError, ApiKey | null>(key, fetcher, {
    shouldRetryOnError: isRetryable,
    ...config,
  });
}

/** A hook for a GET taking query parameters (lists, filters, lookups) or none at all. */
export function queryHook<P extends GetPath>(path: P, baseConfig?: QueryConfig<P>) {
  return function useQuery(query?: GetQuery<P>, config?: QueryConfig<P>): QueryResult<P> {
    return useApiQuery(path, query === undefined ? undefined : { query }, {
      ...baseConfig,
      ...config,
    });
  };
}

/** A hook for a GET by id; a null or undefined id (nothing chosen yet) fetches nothing. */
export function detailHook<P extends IdPath>(path: P, baseConfig?: QueryConfig<P>) {
  return function useDetail(
    id: number | null | undefined,
    config?: QueryConfig<P>,
  ): QueryResult<P> {
    const params = { path: { id } } as GetParams<P>;
    return useApiQuery(id === null || id === undefined ? null : path, params, {
      ...baseConfig,
      ...config,
    });
  };
}
