// The mock quote API behaves as the server's (server/test/quotes.test.ts): one stored request for
// a repeat, the shared rules' messages, status history, the audit trail, and an erase that leaves
// no personal data in the request or its trail.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NPWP_MESSAGES } from '../src/lib/quote/npwp.ts';
import { QUOTE_TEXTS } from '../src/lib/quote/constants.ts';
import { db, resetMockDb } from './db.ts';
import { allHandlers } from './handlers/index.ts';
import { call, tokens } from './test-helpers.ts';

const server = setupServer(...allHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const token = tokens.superuser;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const request = {
  name: 'Rina Kusuma',
  company: 'CV Rina Teknik',
  phone: '0812 0000 1111',
  consent: true,
  items: [
    { productId: 1, quantity: 2, note: 'Warna silver' },
    { productId: 4, quantity: 1 },
    { productId: 9, quantity: 3 },
  ],
};

describe('mock POST quote', () => {
  it('stores one request for the same request twice and names every item in the WhatsApp text', async () => {
    const before = db.quotes.length;
    const first = (await call('POST', '/quote', { json: request })).body as Body;
    const again = (await call('POST', '/quote', { json: { ...request, name: ' Rina Kusuma ' } }))
      .body as Body;
    expect(again.data.reference).toBe(first.data.reference);
    expect(first.data.reference).toMatch(/^PNW-\d{6}-\d{5}$/);
    expect(db.quotes.length).toBe(before + 1);
    const text = new URL(first.data.whatsappUrl).searchParams.get('text') ?? '';
    for (const name of [
      'Silinder Kompak AK-32x50',
      'Katup Solenoid AV-5210 24VDC',
      'Filter Regulator AR-2000',
    ])
      expect(text).toContain(name);
  });

  it('answers the shared rules’ messages', async () => {
    const answer = await call('POST', '/quote', {
      json: { ...request, consent: false, npwp: '123' },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as Body).data.errors).toMatchObject({
      consent: QUOTE_TEXTS.consentRequired,
      npwp: NPWP_MESSAGES.length,
    });
  });
});

describe('mock inbox', () => {
  it('changes the status with history and audit, then erases the buyer everywhere', async () => {
    const updated = await call('POST', '/admin/quote/update/3', {
      token,
      json: { status: 'sent', staffNote: 'Dikirim ke Budi Santoso' },
    });
    expect(updated.status).toBe(200);
    expect((updated.body as Body).data.history.at(-1)).toMatchObject({
      status: 'sent',
      user: { name: 'admin' },
    });
    const erased = await call('DELETE', '/admin/quote/3', { token });
    expect(erased.body).toEqual({ meta: { message: QUOTE_TEXTS.erased }, data: { id: 3 } });
    const detail = ((await call('GET', '/admin/quote/3', { token })).body as Body).data;
    expect(detail.buyer).toMatchObject({ name: null, phone: null, email: null, company: null });
    expect(detail.items).toHaveLength(3);
    const trail = JSON.stringify(db.audit.filter((entry) => entry.entity === 'quote'));
    for (const value of ['Budi Santoso', '081234567890', 'budi@majujaya.example', 'PT Maju Jaya'])
      expect(trail).not.toContain(value);
    expect(JSON.stringify(detail)).not.toContain('Budi Santoso');
  });

  it('counts new requests on the dashboard', async () => {
    const count = (await call('GET', '/admin/dashboard/count', { token })).body as Body;
    expect(count.data.quoteNew).toBe(db.quotes.filter((quote) => quote.status === 'new').length);
    expect(count.data.quoteNew).toBeGreaterThan(0);
  });
});
