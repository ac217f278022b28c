// The inbox counts a request's products the same way in the mock API and on the server (issue 32,
// defect 5: the server said 1 for every request). The same requests are sent to both; each side's
// list must answer as many products as the request held, and as many as its detail shows.
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../../mocks/db.ts';
import { QUOTATION_TEXTS } from '../../src/lib/quote/quotationTexts.ts';
import { allHandlers } from '../../mocks/handlers/index.ts';
import { tokens } from '../../mocks/test-helpers.ts';
import { seedCatalogue } from '../../server/test/helpers/catalogue.ts';
import { buildTestApp, type TestApp } from '../../server/test/helpers/test-app.ts';

interface Side {
  /** Three products a buyer may ask for on this side. */
  productIds: number[];
  /** Answers the body; the status must be `status` (200 unless said). */
  call: (method: 'GET' | 'POST', path: string, json?: unknown, status?: number) => Promise<unknown>;
}

let server: TestApp;
let token: string;
let real: Side;

// Active, public products of the mock catalogue (mocks/fixtures/products.ts).
const mock: Side = {
  productIds: [1, 4, 9],
  call: async (method, path, json, status = 200) => {
    const headers = new Headers({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${tokens.superuser}`,
    });
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(`http://localhost/api-web${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const response = await getResponse(allHandlers, request);
    if (!response) throw new Error(`No mock handler for ${method} ${path}`);
    expect(response.status, `${method} ${path}`).toBe(status);
    return response.json();
  },
};

beforeAll(async () => {
  server = await buildTestApp();
  token = await server.login();
  const { products } = await seedCatalogue(server, token, {
    products: [
      { name: 'Silinder Kompak AK-32x50', harga: 625_000 },
      { name: 'Katup Solenoid AV-5210', harga: 320_000 },
      { name: 'Filter Regulator AR-2000', harga: 8_500 },
    ],
  });
  real = {
    productIds: products,
    call: async (method, path, json, status = 200) => {
      const answer = await server.call(method, path, {
        token: path === '/quote' || path.startsWith('/quote/') ? null : token,
        ...(json === undefined ? {} : { json }),
      });
      expect(answer.status, `${method} ${path}`).toBe(status);
      return answer.body;
    },
  };
}, 120_000);
afterAll(async () => server?.close());
beforeEach(() => resetMockDb());

const buyer = {
  company: 'PT Maju Jaya',
  phone: '0812-3456-7890',
  email: 'budi@majujaya.example',
  city: 'Surabaya',
  consent: true,
};

/** Sends a request of `size` products; answers what the list and the detail say of it. */
async function countsOf(side: Side, size: number, name: string) {
  const items = side.productIds.slice(0, size).map((productId, index) => ({
    productId,
    quantity: index + 2,
  }));
  const sent = (await side.call('POST', '/quote', { ...buyer, name, items })) as {
    data: { reference: string };
  };
  const list = (await side.call('GET', `/admin/quote?search=${sent.data.reference}`)) as {
    data: { id: number; itemCount: number }[];
  };
  const [row] = list.data;
  const detail = (await side.call('GET', `/admin/quote/${row?.id}`)) as {
    data: { items: unknown[] };
  };
  return { listed: row?.itemCount, inDetail: detail.data.items.length };
}

describe('the inbox counts the products of a request on both sides', () => {
  it.each([
    { size: 3, name: 'Budi Tiga' },
    { size: 1, name: 'Budi Satu' },
  ])('$size product(s)', async ({ size, name }) => {
    const [fromMock, fromServer] = [
      await countsOf(mock, size, name),
      await countsOf(real, size, name),
    ];
    expect(fromServer).toEqual({ listed: size, inDetail: size });
    expect(fromMock).toEqual(fromServer);
  });
});

/**
 * Issue 35: the same quotation prepared, sent, answered and sent again on each side; what the
 * inbox and the buyer's page say at each step must agree (links and dates aside).
 */
async function roundTrip(side: Side, name: string) {
  const items = side.productIds.slice(0, 2).map((productId, index) => ({
    productId,
    quantity: index + 2,
  }));
  const sent = (await side.call('POST', '/quote', { ...buyer, name, items })) as {
    data: { reference: string };
  };
  const list = (await side.call('GET', `/admin/quote?search=${sent.data.reference}`)) as {
    data: { id: number }[];
  };
  const id = list.data[0]?.id ?? 0;
  type Detail = {
    data: {
      status: string;
      items: { id: number; subtotal: number; leadTime: string | null; blocksSending: boolean }[];
      totals: unknown;
      revisions: { revision: number; status: string; total: number }[];
    };
  };
  const before = (await side.call('GET', `/admin/quote/${id}`)) as Detail;
  const [first, second] = before.data.items;
  const updated = (await side.call('POST', `/admin/quote/update/${id}`, {
    items: [
      // Prices of staff's: the two catalogues price their products differently.
      {
        id: first?.id,
        unitPrice: 800_000,
        discountPercent: 5,
        leadTime: 'Inden',
        leadTimeWeeks: 3,
      },
      { id: second?.id, unitPrice: 300_000, leadTime: 'Ready Stok' },
    ],
    paymentTerms: '50% di muka',
  })) as Detail;
  type Sent = { data: { revision: number; letterNumber: string; publicUrl: string } };
  const rev0 = (await side.call('POST', `/admin/quote/send/${id}`)) as Sent;
  // The same letter again at once (a second press): refused, one revision.
  const twice = (await side.call('POST', `/admin/quote/send/${id}`, undefined, 409)) as {
    meta: { message: string };
  };
  const oldToken = rev0.data.publicUrl.split('/penawaran/lihat/')[1] ?? '';
  type Letter = {
    data: {
      revision: number;
      status: string;
      superseded: boolean;
      expired: boolean;
      totals: unknown;
      items: unknown[];
      paymentTerms: string;
    };
    meta: { message: string };
  };
  const asked = (await side.call('POST', `/quote/revise/${oldToken}`, {
    note: 'Mohon diskon tambahan',
  })) as Letter;
  const rev1 = (await side.call('POST', `/admin/quote/send/${id}`)) as Sent;
  const old = (await side.call('GET', `/quote/view/${oldToken}`)) as Letter;
  const after = (await side.call('GET', `/admin/quote/${id}`)) as Detail;
  const letterOf = (letter: Letter) => ({
    revision: letter.data.revision,
    status: letter.data.status,
    superseded: letter.data.superseded,
    expired: letter.data.expired,
    totals: letter.data.totals,
    subtotals: (letter.data.items as { subtotal: number }[]).map((item) => item.subtotal),
    paymentTerms: letter.data.paymentTerms,
    message: letter.meta.message,
  });
  return {
    items: updated.data.items.map(({ subtotal, leadTime, blocksSending }) => ({
      subtotal,
      leadTime,
      blocksSending,
    })),
    totals: updated.data.totals,
    revisions: [rev0.data.revision, rev1.data.revision],
    twice: twice.meta.message,
    asked: letterOf(asked),
    old: letterOf(old),
    status: after.data.status,
    listed: after.data.revisions.map(({ revision, status, total }) => ({
      revision,
      status,
      total,
    })),
  };
}

describe('a quotation sent, answered and sent again (issue 35)', () => {
  it('reads the same on both sides', async () => {
    const fromServer = await roundTrip(real, 'Budi Revisi');
    const fromMock = await roundTrip(mock, 'Budi Revisi');
    expect(fromServer.revisions).toEqual([0, 1]);
    expect(fromServer.twice).toBe(QUOTATION_TEXTS.sendingTwice);
    expect(fromServer.old).toMatchObject({ revision: 1, superseded: true });
    expect(fromMock).toEqual(fromServer);
  });
});
