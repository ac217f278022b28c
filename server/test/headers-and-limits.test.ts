// Headers and limits (issue 12, item 6): signed-in answers are never cached, forwarded headers are
// ignored unless TRUST_PROXY says otherwise, and a request that stalls is cut off.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** Every log line of an app, parsed. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  };
}

describe('Cache-Control', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('is no-store on every signed-in answer, refusals and the login answer included', async () => {
    for (const path of [
      '/admin/product',
      '/admin/auth/fetch',
      '/admin/user',
      '/admin/dashboard/count',
    ]) {
      expect((await t.call('GET', path, { token })).headers.get('cache-control'), path).toBe(
        'no-store',
      );
    }
    expect((await t.call('GET', '/admin/product')).headers.get('cache-control')).toBe('no-store');
    const login = await t.call('POST', '/auth/login', {
      json: { name: 'admin', password: 'admin-password-1' },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const write = await t.call('POST', '/admin/type', { token, json: { name: 'Tipe Cache' } });
    expect(write.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public reads cacheable', async () => {
    expect((await t.call('GET', '/product')).headers.get('cache-control')).not.toBe('no-store');
    expect((await t.call('GET', '/config')).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('forwarded headers', () => {
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

  async function probe(t: TestApp, lines: Record<string, unknown>[]) {
    const answer = await fetch(`${t.baseUrl}/api-web/config`, { headers: forged });
    lines.length = 0;
    // A failed sign-in logs the address the server believes.
    await fetch(`${t.baseUrl}/api-web/auth/login`, {
      method: 'POST',
      headers: {
        ...forged,
        cookie: 'XSRF-TOKEN=uji',
        'x-xsrf-token': 'uji',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'admin', password: 'salah-sekali' }),
    });
    const event = lines.find((line) => line.security === 'login');
    return { cookie: answer.headers.get('set-cookie') ?? '', ip: event?.ip };
  }

  /** The XSRF cookie's line as @fastify/cookie writes it for security.ts's options, token and all. */
  function cookieLine(t: TestApp, cookie: string, secure: boolean) {
    const token = /^XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    return t.app.serializeCookie('XSRF-TOKEN', token, { path: '/', sameSite: 'lax', secure });
  }

  it('are ignored by default: no Secure cookie over http, the socket address in the logs', async () => {
    const log = logCapture();
    const t = await buildTestApp({}, { logger: log.logger });
    try {
      const { cookie, ip } = await probe(t, log.lines);
      expect(cookie).toMatch(/^XSRF-TOKEN=/);
      expect(cookie).not.toMatch(/;\s*Secure/i);
      expect(cookie).toBe(cookieLine(t, cookie, false));
      expect(ip).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  }, 120_000);

  it('are believed from the proxies TRUST_PROXY names', async () => {
    const log = logCapture();
    const t = await buildTestApp(
      { trustProxy: trustProxyFrom('127.0.0.1') },
      { logger: log.logger },
    );
    try {
      const { cookie, ip } = await probe(t, log.lines);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toBe(cookieLine(t, cookie, true));
      expect(ip).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  }, 120_000);

  it('TRUST_PROXY reads off, on, a hop count and addresses', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('off')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    const hops = trustProxyFrom('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
  });
});

describe('timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ headersTimeoutMs: 400, requestTimeoutMs: 800 });
  });
  afterAll(() => t.close());

  /** Sends `text` and waits until the server closes the socket; returns what it answered and when. */
  function stall(text: string): Promise<{ answer: string; ms: number }> {
    const { port } = t.app.server.address() as { port: number };
    return new Promise((resolve, reject) => {
      const start = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, ms: Date.now() - start }));
      // Far beyond the limits: the server must have closed it by then.
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept a stalled request open'));
      }, 10_000);
    });
  }

  it('headers that never finish are answered 408 and the socket closed', async () => {
    const { answer } = await stall(
      'GET /api-web/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lambat: 1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a body that never finishes is answered 408 and the socket closed', async () => {
    const { answer } = await stall(
      'POST /api-web/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: XSRF-TOKEN=uji\r\nX-XSRF-TOKEN: uji\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
