// The one preconfigured API client (DESIGN "The flow of one call"): every call of the app goes
// through it, so the headers SPEC 6 asks for are added in exactly one place.
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from './schema.ts';
import { DEFAULT_BASE_URL } from './baseUrl.ts';

export { DEFAULT_BASE_URL };

/** localStorage key of the bearer token stored at login (SPEC 4). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Cookie the server sets for the double-submit CSRF check (DECISIONS "Server rules"). */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Header that echoes the XSRF cookie back to the server. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A cheap public GET whose answer sets the XSRF cookie when the browser has none yet. */
export const XSRF_PRIMING_PATH = '/config';

// Calls the server does not check for CSRF; everything else needs the cookie first.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The part of Web Storage the session helpers use, so tests can pass a plain object. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** What a test or a non-default host can swap when building a client. */
export interface ApiClientOptions {
  /** Prefix of every call; `/api-web` unless told otherwise. */
  baseUrl?: string;
  /** Transport; defaults to the global fetch looked up per call, so MSW can patch it later. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the token lives; defaults to localStorage when the host has one. */
  storage?: TokenStorage | null;
  /** Reads the cookie string (document.cookie in a browser); called per request. */
  cookie?: () => string;
}

/** The typed client over every path of openapi.yaml. */
export type ApiClient = Client<paths>;

/** The browser's localStorage, or null in hosts without one (Node tests, SSR). */
export function browserStorage(): TokenStorage | null {
  return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
}

function browserCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The value of one cookie in a `document.cookie`-style string, URL-decoded; null when absent. */
export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is still the server's token: send it as is.
      return raw;
    }
  }
  return null;
}

/** The stored access token, or null when signed out. */
export function getToken(storage: TokenStorage | null = browserStorage()): string | null {
  return storage?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

/** Stores the access token returned by login (SPEC 4). */
export function setToken(token: string, storage: TokenStorage | null = browserStorage()): void {
  storage?.setItem(ACCESS_TOKEN_KEY, token);
}

/** Clears local storage entirely, as SPEC 4 and 8 say for logout, a failed guard and any 401. */
export function clearSession(storage: TokenStorage | null = browserStorage()): void {
  storage?.clear();
}

/** Middleware adding the bearer token, the XSRF echo and the XMLHttpRequest marker (SPEC 6). */
export function authHeaders(storage: () => TokenStorage | null, cookie: () => string): Middleware {
  return {
    async onRequest({ request, options }) {
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      const token = getToken(storage());
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      let xsrf = readCookie(XSRF_COOKIE, cookie());
      if (!xsrf && !SAFE_METHODS.has(request.method)) {
        // The server sets the cookie on any answer to a request without it, so a first POST
        // (login straight after opening /login) would otherwise be refused with 403.
        await primeXsrfCookie(options.baseUrl, options.fetch);
        xsrf = readCookie(XSRF_COOKIE, cookie());
      }
      if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
      return request;
    },
  };
}

async function primeXsrfCookie(
  baseUrl: string,
  fetch: (request: Request) => Promise<Response>,
): Promise<void> {
  try {
    const request = new Request(`${baseUrl}${XSRF_PRIMING_PATH}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const response = await fetch(request);
    await response.body?.cancel();
  } catch {
    // Offline: the real call will fail the same way and be reported as a connection error.
  }
}

/** Builds a client with the SPEC 6 headers; tests inject fetch, storage and cookie. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = DEFAULT_BASE_URL, fetch, cookie = browserCookie } = options;
  // `storage: null` means "no storage at all"; only an omitted option falls back to localStorage.
  const storage = 'storage' in options ? () => options.storage ?? null : browserStorage;
  const client = createClient<paths>({
    baseUrl,
    // openapi-fetch captures globalThis.fetch at creation; looking it up per call lets MSW's
    // Node interceptor, installed after this module loads, still see our requests.
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
  });
  client.use(authHeaders(storage, cookie));
  return client;
}

/** The app's client: `/api-web`, localStorage and document.cookie. */
export const api: ApiClient = createApiClient();
