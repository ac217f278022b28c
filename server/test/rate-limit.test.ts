// The per-address limit on login, subscribe and quote requests (issue 12, item 3; issue 25): counted in the database, so two
// server instances on one database share one count; both URL prefixes share it too; the address
// is the connection's unless TRUST_PROXY names the proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/forms/messages.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const LIMITS = { rateLimits: { login: 5, createSubscriber: 3, createQuote: 2 } };

let database: Database;
let second: Database | null = null;
let a: TestApp;
let b: TestApp;
/** A third instance behind a trusted proxy (TRUST_PROXY=127.0.0.1). */
let proxied: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  // On PostgreSQL, the second instance has its own pool like another server process.
  if (database.url) second = await openDatabase({ url: database.url });
  a = await buildTestApp(LIMITS, { database });
  b = await buildTestApp(LIMITS, { database: second ?? database });
  proxied = await buildTestApp({ ...LIMITS, trustProxy: '127.0.0.1' }, { database });
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await proxied?.close();
  await second?.close();
  await database?.close();
});

const subscriber = (i: number) => ({
  nama: `Pelanggan ${i}`,
  email: `pelanggan${i}@example.com`,
  telp: '08123456789',
});

describe('per-address limit', () => {
  it('counts quote requests of one address on their own counter, refused ones included', async () => {
    const empty = { name: 'Rina', phone: '081234567890', consent: true, items: [] };
    expect((await a.call('POST', '/quote', { json: empty })).status).toBe(422);
    expect((await b.call('POST', '/api/quote', { json: empty })).status).toBe(422);
    const refused = await a.call('POST', '/quote', { json: empty });
    expect(refused.status).toBe(429);
    expect(refused.body.meta.message).toBe(MESSAGES.tooManyRequests);
  });

  it('counts subscribe requests of one address across two instances and both prefixes', async () => {
    expect((await a.call('POST', '/subscribe', { json: subscriber(1) })).status).toBe(200);
    expect((await b.call('POST', '/subscribe', { json: subscriber(2) })).status).toBe(200);
    expect((await a.call('POST', '/api/subscribe', { json: subscriber(3) })).status).toBe(200);
    const refused = await b.call('POST', '/subscribe', { json: subscriber(4) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      meta: { message: MESSAGES.tooManyRequests },
      data: { errors: {} },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A forged forwarded address changes nothing while TRUST_PROXY is off.
    const forged = await a.call('POST', '/subscribe', {
      json: subscriber(5),
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forged.status).toBe(429);
    // Nothing of the refused requests was stored.
    const token = await a.login();
    const stored = await a.call('GET', '/admin/dashboard/subscribe?length=100', { token });
    expect(stored.body.meta.total).toBe(3);
  });

  it('counts the address the trusted proxy forwards', async () => {
    const from = (address: string, i: number) =>
      proxied.call('POST', '/subscribe', {
        json: subscriber(i),
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.7', 10 + i)).status).toBe(200);
    expect((await from('198.51.100.7', 13)).status).toBe(429);
    expect((await from('198.51.100.8', 14)).status).toBe(200);
  });

  it('lets a parallel burst of sign-ins over two instances through exactly up to the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 === 0 ? a : b).call('POST', '/auth/login', {
          json: { name: `tamu${i}`, password: 'salah-sekali' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // The test's own sign-in above used one of the five.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    for (const answer of answers.filter((one) => one.status === 429))
      expect(answer.body.meta.message).toBe(MESSAGES.tooManyRequests);
  });
});
