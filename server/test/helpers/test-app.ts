// One app per test file over real HTTP on loopback, with an injectable clock and a client that
// handles the XSRF cookie and checks every answer against openapi.yaml.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validateResponse } from '../../../test/contract/openapi-validator.ts';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { ensureBaseData } from '../../src/seed/base.ts';
import { openTestDatabase } from './test-database.ts';

export const ADMIN = { name: 'admin', password: 'admin-password-1' };
export const RESET_PASSWORD = 'reset-password-1';

// Answers are read loosely in tests; the contract check above is what types them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  form?: FormData;
  /** Send the XSRF header (default true). */
  csrf?: boolean;
  /** Skip the contract check (for deliberately broken calls such as unknown paths). */
  unchecked?: boolean;
  /** More request headers (a forwarded address). */
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  /** Where the app listens, `http://127.0.0.1:<port>`, for requests made with fetch itself. */
  baseUrl: string;
  clock: { now: Date };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: <T = any>(method: string, apiPath: string, options?: CallOptions) => Promise<Answer<T>>;
  login: (name?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** The XSRF token the app at `baseUrl` sets on a first visit (sent back as cookie and header). */
export async function readXsrf(baseUrl: string): Promise<string> {
  const first = await fetch(`${baseUrl}/api-web/config`);
  return /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

/** A client for an app already listening at `baseUrl`: XSRF cookie taken once, answers checked against the contract. */
export async function createClient(baseUrl: string) {
  const xsrf = await readXsrf(baseUrl);
  return async function call<T>(
    method: string,
    apiPath: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    };
    if (options.csrf !== false) headers['x-xsrf-token'] = xsrf;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const url = apiPath.startsWith('/api') ? apiPath : `/api-web${apiPath}`;
    const response = await fetch(`${baseUrl}${url}`, { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await response.json() : await response.arrayBuffer();
    if (!options.unchecked) {
      const result = validateResponse({ method, path: url, status: response.status, body: parsed });
      expect(result, JSON.stringify(parsed).slice(0, 500)).toEqual({ ok: true });
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

/**
 * Test apps do not shed on event-loop delay: a test file's loop is often slow on the shared test
 * machine, and a 503 there says nothing about the code (overload.test.ts tests the shedding).
 * Off (0), not merely high: @fastify/under-pressure reads a second without one loop sample (a
 * loaded machine) as an infinite delay, past any bound, and a clean-clone run got 503 on a
 * subscribe that way.
 */
export const NO_LOOP_SHEDDING = { maxEventLoopDelayMs: 0 } as const;

/** Test files sign in and subscribe from one address far more than a visitor: limits off (rate-limit.test.ts tests them). */
export const NO_RATE_LIMITS = {
  rateLimits: { login: 0, createSubscriber: 0, createQuote: 0 },
} as const;

/**
 * Test files sign in as the seeded superuser with the password alone; mfa-required.test.ts turns
 * `MFA_REQUIRED_ROLES` (whose default is the superuser role) back on.
 */
export const NO_REQUIRED_MFA = { mfaRequiredRoles: [] } as const;

/**
 * Test apps hash passwords at PASSWORD_SCRYPT_N's lowest cost: at the default each sign-in, seed
 * and recovery code cost ~0.4 s of CPU here, most of the auth files' time. login-lockout.test.ts
 * keeps the default (it times the check and the upgrade to today's parameters).
 */
export const CHEAP_PASSWORD_HASHES = { passwordScryptN: 1024 } as const;

/**
 * `database`: share one (another instance on the same PostgreSQL); the caller closes it then.
 * `logger`: where the app logs (tests that read the log lines); silent by default.
 * `searchBeforeBuild`: holds the search index build (readiness tests); otherwise the app is
 * answered once its index is built, as a load balancer would send it traffic (/readyz 200).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    database?: Database;
    logger?: AppOptions['logger'];
    searchBeforeBuild?: AppOptions['searchBeforeBuild'];
    /** A built web app (or a stand-in renderer) to serve pages from. */
    webRoot?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kp-api-'));
  const database = options.database ?? (await openTestDatabase());
  const clock = { now: new Date('2026-11-21T08:00:00.000Z') };
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    adminPassword: ADMIN.password,
    resetPassword: RESET_PASSWORD,
    seedDemo: false,
    ...NO_LOOP_SHEDDING,
    ...NO_RATE_LIMITS,
    ...NO_REQUIRED_MFA,
    ...CHEAP_PASSWORD_HASHES,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    logger: options.logger,
    searchBeforeBuild: options.searchBeforeBuild,
    webRoot: options.webRoot,
  });
  await ensureBaseData(app, () => undefined);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  if (!options.searchBeforeBuild) await app.productSearch.index.ready();
  const call = await createClient(address);
  const login = async (name = ADMIN.name, password = ADMIN.password) => {
    const answer = await call<{ data: { accessToken: string } }>('POST', '/auth/login', {
      json: { name, password },
    });
    expect(answer.status).toBe(200);
    return answer.body.data.accessToken;
  };
  return {
    app,
    baseUrl: address,
    clock,
    call,
    login,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
