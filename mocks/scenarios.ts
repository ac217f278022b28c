// Per-story states of the mock API: empty lists, endless loading, slow answers, error statuses
// and network failures, for one operation, one resource group or everything.
import { delay, http, HttpHandler, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { defaultHandlers } from './handlers/index.ts';
import { msg } from './messages.ts';
import { API_PREFIXES, apiPath, fail } from './respond.ts';

/** An HTTP method as the contract writes it. */
export type ScenarioMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Sent on the page when a request is held unanswered (`scenario.loading`), so the story tests'
 * wait before a screenshot (.storybook/vitest.setup.ts) does not wait for an answer that never comes.
 */
export const NEVER_ANSWERED_EVENT = 'mock-api:never-answered';

/** Builds the handlers that override one operation. */
export type ScenarioFactory = (method: ScenarioMethod, path: string) => RequestHandler[];

/** GET paths answering `{ data: [...], meta: { total } }` (checked against openapi.yaml by the contract test). */
export const LIST_PATHS: readonly string[] = [
  '/brand/list/product',
  '/bumper',
  '/category',
  '/category/list/product',
  '/news',
  '/product',
  '/product/best/seller',
  '/project',
  '/admin/brand',
  '/admin/bumper',
  '/admin/category',
  '/admin/dashboard',
  '/admin/dashboard/subscribe',
  '/admin/ecommerces',
  '/admin/news',
  '/admin/product',
  '/admin/project',
  '/admin/synonym',
  '/admin/spec-attribute',
  '/admin/type',
  '/admin/user',
  '/admin/audit',
  '/admin/quote',
];

/** GET paths answering dropdown options `{ data: [...] }` without meta. */
export const OPTION_PATHS: readonly string[] = [
  '/admin/lookup/brand',
  '/admin/lookup/category',
  '/admin/lookup/ecommerces',
  '/admin/lookup/type',
  '/admin/lookup/spec-attribute',
  '/admin/user/role',
];

const BANNER_PATHS: readonly string[] = ['/new-product', '/admin/new-product'];

const defaultMessages: Record<number, string> = {
  400: msg.badRequest,
  401: msg.unauthorized,
  403: msg.forbidden,
  404: msg.notFound,
  422: msg.invalid,
  429: msg.tooManyAttempts,
  500: msg.serverError,
  503: msg.busy,
};

/** Accepts `/admin/type/{id}` or `/admin/type/:id`. */
function toPattern(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function on(
  method: ScenarioMethod,
  path: string,
  resolver: Parameters<typeof http.get>[1],
): RequestHandler[] {
  const verb = method.toLowerCase() as Lowercase<ScenarioMethod>;
  return apiPath(toPattern(path)).map((pattern) => http[verb](pattern, resolver));
}

function errorAnswer(
  status: number,
  method: ScenarioMethod,
  path: string,
  message?: string,
): RequestHandler[] {
  return on(method, path, () =>
    fail(status, message ?? defaultMessages[status] ?? msg.serverError),
  );
}

/** Overrides for single operations; each returns handlers to put before the defaults. */
export const scenario = {
  /** An empty list, empty options, or no new-product banner (other operations fall through). */
  empty: ((method, path) =>
    on(method, path, () => {
      const plain = toPattern(path);
      if (method !== 'GET') return undefined;
      if (LIST_PATHS.includes(plain)) return HttpResponse.json({ data: [], meta: { total: 0 } });
      if (OPTION_PATHS.includes(plain)) return HttpResponse.json({ data: [] });
      if (BANNER_PATHS.includes(plain))
        return HttpResponse.json({ data: { path: null }, meta: { message: msg.ok } });
      return undefined;
    })) satisfies ScenarioFactory,
  /** Never answers: the loading state stays on screen. */
  loading: ((method, path) =>
    on(method, path, async () => {
      globalThis.dispatchEvent?.(new Event(NEVER_ANSWERED_EVENT));
      await delay('infinite');
    })) satisfies ScenarioFactory,
  /** Answers normally after `ms` (3 s by default). */
  slow: (method: ScenarioMethod, path: string, ms = 3000): RequestHandler[] =>
    on(method, path, async () => {
      await delay(ms);
    }),
  /** Any error status in the contract's error shape. */
  error: errorAnswer,
  /** 401: the session is gone (the client clears storage and goes to /login). */
  status401: ((method, path) => errorAnswer(401, method, path)) satisfies ScenarioFactory,
  /** 403: not allowed for this role. */
  status403: ((method, path) => errorAnswer(403, method, path)) satisfies ScenarioFactory,
  /** 404: no such record. */
  status404: ((method, path) => errorAnswer(404, method, path)) satisfies ScenarioFactory,
  /** 422 with the given field messages. */
  validation422: (
    fieldErrors: Record<string, string>,
    method: ScenarioMethod,
    path: string,
  ): RequestHandler[] => on(method, path, () => fail(422, msg.invalid, fieldErrors)),
  /** 429: the login lock after three failures. */
  status429: ((method, path) =>
    on(method, path, () =>
      HttpResponse.json(
        { meta: { message: msg.tooManyAttempts }, data: { errors: {} } },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    )) satisfies ScenarioFactory,
  /** 429: the per-address limit of login and subscribe (`x-rate-limit: per-ip`) is used up. */
  rateLimited429: ((method, path) =>
    on(method, path, () =>
      HttpResponse.json(
        { meta: { message: msg.tooManyRequests }, data: { errors: {} } },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    )) satisfies ScenarioFactory,
  /** 500 with the hidden-details message. */
  status500: ((method, path) => errorAnswer(500, method, path)) satisfies ScenarioFactory,
  /** 503: the server sheds the request past capacity and asks to retry after 2 s. */
  status503: ((method, path) =>
    on(method, path, () =>
      HttpResponse.json(
        { meta: { message: msg.busy }, data: { errors: {} } },
        { status: 503, headers: { 'Retry-After': '2' } },
      ),
    )) satisfies ScenarioFactory,
  /** No answer at all (a network failure). */
  networkError: ((method, path) =>
    on(method, path, () => HttpResponse.error())) satisfies ScenarioFactory,
};

/** The operations `[method, path]` served by one resource group of the defaults. */
export function operationsOf(group: string): [ScenarioMethod, string][] {
  const prefix = `*${API_PREFIXES[0]}`;
  return (defaultHandlers[group] ?? []).flatMap((handler) => {
    if (!(handler instanceof HttpHandler)) return [];
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith(`${prefix}/`))
      return [];
    return [[method.toUpperCase() as ScenarioMethod, path.slice(prefix.length)]];
  });
}

/** One group with `handlers` in front of its defaults: `parameters.msw.handlers = withDefaults('types', ...)`. */
export function withDefaults(
  group: string,
  ...handlers: RequestHandler[][]
): Record<string, RequestHandler[]> {
  return { [group]: [...handlers.flat(), ...(defaultHandlers[group] ?? [])] };
}

/** Applies a scenario to every operation of one group (or of every group with `'all'`). */
export function everyOperation(
  group: string,
  make: ScenarioFactory,
): Record<string, RequestHandler[]> {
  const groups = group === 'all' ? Object.keys(defaultHandlers) : [group];
  return Object.assign(
    {},
    ...groups.map((name) =>
      withDefaults(name, ...operationsOf(name).map(([method, path]) => make(method, path))),
    ),
  );
}
