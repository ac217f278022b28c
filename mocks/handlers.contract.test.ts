// Every operation of openapi.yaml, answered by the mocks and checked against the contract: a valid
// call (200) and the 401, 403, 404, 422 and 429 answers each operation documents. A handler that
// drifts from openapi.yaml fails here.
import { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getDocument,
  listOperations,
  validateResponse,
} from '../test/contract/openapi-validator.ts';
import type { OperationInfo } from '../test/contract/openapi-validator.ts';
import { db, resetMockDb } from './db.ts';
import { FIXTURE_PASSWORD } from './fixtures/users.ts';
import { QUOTE_VIEW_TOKENS } from './fixtures/quotes.ts';
import { totpCodeAt } from '../src/lib/account/totp.ts';

const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
import { allHandlers } from './handlers/index.ts';
import { LIST_PATHS, OPTION_PATHS } from './scenarios.ts';
import { call, pdfUpload, pngFile, tokens } from './test-helpers.ts';
import type { CallOptions } from './test-helpers.ts';

const server = setupServer(...allHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const operations = listOperations();
const keyOf = (op: OperationInfo) => `${op.method} ${op.path}`;

/** Adds an unused copy of a master record, so that deleting it is allowed. */
function unused(rows: { id: number }[]): number {
  const id = Math.max(...rows.map((row) => row.id)) + 1;
  rows.push({ ...structuredClone(rows[0]), id } as never);
  return id;
}

type Recipe = CallOptions & { id?: string | (() => number); viewToken?: string };

const productForm = () => ({
  name: 'Silinder Uji AK-25x40',
  harga: '250000',
  harga_akhir: '300000',
  urutan: '7',
  garansi: '1 Tahun',
  berat: '0,8 kg',
  keterangan: '<p>Silinder <strong>uji</strong>.</p>',
  isBestSeller: '1',
  brand_id: '1',
  type_id: '1',
  category_id: '1',
  'image[0]': pngFile('depan.png'),
  'isCover[0]': '0',
  'image[1]': pngFile('samping.png'),
  'isCover[1]': '1',
  'ecommerces[0][ecommerces_id]': '1',
  'ecommerces[0][link_id]': 'https://www.tokobeli.example/produk/silinder-uji',
  'size[0]': '25 mm',
  'color[0]': 'Silver',
});

/** A product sheet with one valid row (names of the fixtures). */
const importSheet = () =>
  new File(
    [
      `Nama,Harga,Kategori,Brand,Tipe\nSilinder Impor,1000,${db.categories[0]?.name},${db.brands[0]?.name},${db.types[0]?.name}\n`,
    ],
    'produk.csv',
    { type: 'text/csv' },
  );

/** A valid call per operation; operations not listed are plain calls (id 1, superuser token). */
const valid: Record<string, Recipe> = {
  'POST /auth/login': { json: { name: 'admin', password: FIXTURE_PASSWORD } },
  'POST /subscribe': {
    json: { nama: 'Rina Kusuma', email: 'rina@contoh.example', telp: '081200000000' },
  },
  'GET /product': { query: { category: '1', page: '1', limit: '12' } },
  'GET /admin/product/export': {
    query: { format: 'csv', search: 'silinder', sortBy: 'name', orderBy: 'asc' },
  },
  'GET /admin/subscribe/export': { query: { format: 'xlsx' } },
  'POST /quote': {
    json: {
      name: 'Rina Kusuma',
      phone: '081200000000',
      consent: true,
      items: [{ productId: 1, quantity: 3, note: 'Warna silver' }],
    },
  },
  'POST /admin/quote/update/{id}': {
    json: { status: 'processing', staffNote: 'Dicek', items: [{ id: 4, unitPrice: 0 }] },
    id: '3',
  },
  'GET /admin/quote/export': { query: { format: 'csv', status: 'new' } },
  'POST /event': { json: { kind: 'view', productId: 1 } },
  'GET /admin/analytics/searches': {
    query: { kind: 'zero', from: '2026-11-01', to: '2026-11-21' },
  },
  'GET /admin/analytics/export': { query: { table: 'top', format: 'csv' } },
  'GET /brand/list/product': { query: { limit: '3' } },
  'GET /category/list/product': { query: { limit: '4' } },
  'GET /news': { query: { page: '1', limit: '12' } },
  'POST /admin/brand': {
    form: {
      name: 'Merek Uji',
      keterangan: 'Keterangan uji',
      imageMain: pngFile(),
      imageThumbnail: pngFile(),
    },
  },
  'POST /admin/brand/{id}': { form: { name: 'Aerotek Baru', keterangan: 'Diperbarui' } },
  'DELETE /admin/brand/{id}': { id: () => unused(db.brands) },
  'POST /admin/bumper': { form: { name: 'Banner Uji', image: pngFile() } },
  'POST /admin/bumper/{id}': { form: { name: 'Banner Diperbarui' } },
  'POST /admin/category': { form: { name: 'Kategori Uji', image: pngFile() } },
  'POST /admin/category/{id}': { form: { name: 'Kategori Diperbarui' } },
  'DELETE /admin/category/{id}': { id: () => unused(db.categories) },
  'POST /admin/ecommerces': {
    form: { name: 'Pasar Uji', link: 'https://pasaruji.example', image: pngFile() },
  },
  'POST /admin/ecommerces/{id}': { form: { name: 'Tokobeli', link: 'https://tokobeli.example' } },
  'DELETE /admin/ecommerces/{id}': { id: () => unused(db.ecommerces) },
  'POST /admin/new-product': { form: { image: pngFile() } },
  'POST /admin/news': {
    form: {
      title: 'Berita Uji',
      description: 'Deskripsi',
      content: '<p>Isi</p>',
      foto: pngFile(),
      file: pdfUpload(),
    },
  },
  'POST /admin/news/{id}': {
    form: { title: 'Berita Diperbarui', description: 'Deskripsi', content: '<p>Isi</p>' },
  },
  'POST /admin/product': { form: productForm() },
  'POST /admin/product/import/preview': { form: { file: importSheet() } },
  'POST /admin/product/import': { form: { file: importSheet() } },
  'POST /admin/product/update/{id}': {
    id: '3',
    form: { ...productForm(), isCoverId: '5', 'idDeleteFile[0]': '6' },
  },
  'POST /admin/project': {
    form: { title: 'Proyek Uji', 'image[0]': pngFile(), 'isCover[0]': '1' },
  },
  'POST /admin/project/update/{id}': {
    form: { title: 'Proyek Diperbarui', isCoverId: '2', 'idDeleteFile[0]': '1' },
  },
  'POST /admin/tagline/footer': {
    form: {
      tagline: 'Tagline',
      email: 'a@b.example',
      office: 'Jakarta',
      telp: '021',
      'alamat[0][name]': 'Bekasi',
      'alamat[0][alamat]': 'Jl. Uji',
      logo: pngFile(),
    },
  },
  'POST /admin/tagline/main': {
    form: {
      tagline: 'Tentang',
      service1: 'S1',
      service2: 'S2',
      button_name: 'Tentang Kami',
      'tag[0][tag]': 'Pneumatik',
      image: pngFile(),
      portfolio: pdfUpload(),
    },
  },
  'POST /admin/type': { json: { name: 'Tipe Uji' } },
  'PUT /admin/type/{id}': { json: { name: 'Tipe Diperbarui' } },
  'POST /admin/synonym': { json: { words: ['Peredam', 'silencer'] } },
  'PUT /admin/synonym/{id}': { json: { words: ['silinder', 'cylinder', 'tabung'] } },
  'POST /admin/spec-attribute': {
    json: { name: 'Panjang Batang', unit: 'mm', kind: 'number', isFilter: true, typeIds: [1] },
  },
  'PUT /admin/spec-attribute/{id}': {
    json: { name: 'Bore', unit: 'mm', kind: 'number', urutan: 1, typeIds: [1, 2] },
  },
  'GET /admin/lookup/spec-attribute': { query: { type: '1' } },
  'GET /product/suggest': { query: { search: 'sil', limit: '5' } },
  'DELETE /admin/type/{id}': { id: () => unused(db.types) },
  'POST /admin/user/create': {
    json: { name: 'Rudi', email: 'rudi@contoh.example', password: 'rahasia123', role_id: 2 },
  },
  'POST /admin/user/update/{id}': {
    id: '2',
    json: { name: 'Siti R.', email: 'siti@contoh.example', role_id: 2 },
  },
  'POST /admin/type/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/category/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/brand/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/ecommerces/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/bumper/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/project/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/news/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/synonym/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/spec-attribute/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/product/bulk': { json: { action: 'deactivate', ids: [1, 2] } },
  'POST /admin/user/bulk': { json: { action: 'deactivate', ids: [2] } },
  'GET /admin/user/get/{id}': { id: '2' },
  'DELETE /admin/user/{id}': { id: '2' },
  'POST /admin/user/is-active/{id}': { id: '2' },
  'POST /admin/user/reset-password/{id}': { id: '2' },
  'POST /admin/user/mfa-reset/{id}': { id: '2' },
  'POST /admin/user/update-password': {
    json: {
      old_password: FIXTURE_PASSWORD,
      new_password1: 'rahasiaBaru1',
      new_password2: 'rahasiaBaru1',
    },
  },
  // Getters: they arm the superuser's two-step state when the call is made (after the reset).
  'POST /auth/mfa': {
    get json() {
      Object.assign(db.users[0] ?? {}, { totpSecret: TEST_TOTP_SECRET });
      db.mfaChallenges['uji-mfa'] = 1;
      return { mfaToken: 'uji-mfa', code: totpCodeAt(TEST_TOTP_SECRET, new Date()) };
    },
  },
  'POST /admin/auth/mfa/enable': {
    get json() {
      Object.assign(db.users[0] ?? {}, { totpPendingSecret: TEST_TOTP_SECRET });
      return { code: totpCodeAt(TEST_TOTP_SECRET, new Date()) };
    },
  },
  // The fixture superuser has no code: the password is the step-up's factor.
  'POST /admin/auth/reauth': { json: { password: FIXTURE_PASSWORD } },
  'DELETE /admin/user/sessions/{id}': { id: '2' },
  // Issue 35: quotations sent and the buyer's answers (mocks/fixtures/quotes.ts).
  'POST /admin/quote/send/{id}': { id: '3' },
  'GET /admin/quote/po/{id}': { id: '6' },
  'GET /quote/view/{token}': { viewToken: QUOTE_VIEW_TOKENS.open },
  'GET /quote/view/pdf/{token}': { viewToken: QUOTE_VIEW_TOKENS.open },
  'POST /quote/accept/{token}': {
    viewToken: QUOTE_VIEW_TOKENS.open,
    form: { name: 'Budi Santoso', title: 'Manajer Pembelian', poNumber: 'PO-1', po: pdfUpload() },
  },
  'POST /quote/revise/{token}': {
    viewToken: QUOTE_VIEW_TOKENS.open,
    json: { note: 'Mohon diskon tambahan' },
  },
};

/** A call that each operation documenting 422 answers with 422. */
const jsonBodies = new Set([
  'POST /auth/login',
  'POST /subscribe',
  'POST /quote',
  'POST /event',
  'POST /admin/type',
  'POST /admin/synonym',
  'POST /admin/spec-attribute',
  'POST /admin/user/create',
  'POST /admin/user/update-password',
  'POST /auth/mfa',
  'POST /admin/auth/mfa/enable',
  'POST /admin/auth/reauth',
  'POST /admin/type/bulk',
  'POST /admin/category/bulk',
  'POST /admin/brand/bulk',
  'POST /admin/ecommerces/bulk',
  'POST /admin/bumper/bulk',
  'POST /admin/project/bulk',
  'POST /admin/news/bulk',
  'POST /admin/synonym/bulk',
  'POST /admin/spec-attribute/bulk',
  'POST /admin/product/bulk',
  'POST /admin/user/bulk',
  'POST /quote/revise/{token}',
]);
const unprocessable: Record<string, Recipe> = {
  'GET /product': { query: { sortBy: 'kolom_asing' } },
  'GET /product/suggest': { query: { limit: '0' } },
  'GET /news': { query: { page: '0' } },
  'GET /brand/list/product': { query: { limit: 'semua' } },
  'GET /category/list/product': { query: { limit: '0' } },
  'POST /admin/tagline/footer': { form: { email: 'x'.repeat(51) } },
  'POST /admin/tagline/main': { form: { tagline: 'x'.repeat(201) } },
  'POST /admin/new-product': { form: {} },
  'GET /admin/product/import/template': { query: { format: 'pdf' } },
  'GET /admin/analytics/funnel': { query: { from: '2026-11-21', to: '2026-11-01' } },
  // Set-up while two-step sign-in is already on.
  'POST /admin/auth/mfa/setup': {
    get id() {
      Object.assign(db.users[0] ?? {}, { totpSecret: TEST_TOTP_SECRET });
      return '1';
    },
  },
};

function badRecipe(op: OperationInfo): Recipe {
  const special = unprocessable[keyOf(op)];
  if (special) return special;
  // A token longer than the contract allows.
  if (op.path.includes('{token}'))
    return { viewToken: 'x'.repeat(129), ...(op.method === 'GET' ? {} : { json: {} }) };
  if (op.path.includes('{id}')) return { id: 'abc' };
  if (op.path.startsWith('/admin/lookup/') || op.path === '/admin/user/role')
    return { query: { limit: 'abc' } };
  if (op.method === 'GET') return { query: { sortBy: 'kolom_asing' } };
  return jsonBodies.has(keyOf(op)) ? { json: {} } : { form: {} };
}

function documented(op: OperationInfo): string[] {
  const paths = getDocument().paths as Record<
    string,
    Record<string, { responses: Record<string, unknown> }>
  >;
  return Object.keys(paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {});
}

async function run(
  op: OperationInfo,
  recipe: Recipe,
  token: string | null,
  prefix: '/api-web' | '/api' = '/api-web',
) {
  const id = typeof recipe.id === 'function' ? String(recipe.id()) : (recipe.id ?? '1');
  const path = op.path.replace('{id}', id).replace('{token}', recipe.viewToken ?? '');
  const result = await call(op.method, path, { ...recipe, token, prefix });
  const check = validateResponse({
    method: op.method,
    path,
    status: result.status,
    body: result.body,
  });
  return { ...result, check };
}

describe('coverage', () => {
  it('serves every operation of openapi.yaml under both prefixes, and nothing else', () => {
    const served = allHandlers.flatMap((handler) => {
      if (!(handler instanceof HttpHandler)) return [];
      const path = String(handler.info.path)
        .replace(/^\*\/api(-web)?/, '')
        .replace(/:(\w+)/g, '{$1}');
      return [`${String(handler.info.method)} ${path}`];
    });
    const expected = operations.map(keyOf);
    expect(new Set(served)).toEqual(new Set(expected));
    expect(served).toHaveLength(expected.length * 2);
  });

  it('lists the list and option paths the scenarios need, as openapi.yaml shapes them', () => {
    const schemas = getDocument().paths as Record<
      string,
      { get?: { responses: { 200: { content: Record<string, { schema: { $ref?: string } }> } } } }
    >;
    const shapeOf = (path: string) =>
      schemas[path]?.get?.responses[200].content['application/json']?.schema.$ref ?? '';
    const lists = operations.filter(
      (op) =>
        op.method === 'GET' &&
        /ListResponse$/.test(shapeOf(op.path)) &&
        !/Role/.test(shapeOf(op.path)),
    );
    expect(new Set(lists.map((op) => op.path))).toEqual(new Set(LIST_PATHS));
    const options = operations.filter(
      (op) => op.method === 'GET' && /(Lookup|RoleList)Response$/.test(shapeOf(op.path)),
    );
    expect(new Set(options.map((op) => op.path))).toEqual(new Set(OPTION_PATHS));
  });
});

describe.each(operations.map((op, index) => ({ ...op, label: keyOf(op), index })))(
  '$label',
  (op) => {
    const codes = documented(op);
    const superuserOnly = op.superuserOnly;
    const ownPassword = op.path === '/admin/user/update-password';

    it('answers a valid call with its documented success (200, or 204 for a beacon)', async () => {
      const prefix = op.index % 2 === 0 ? '/api-web' : '/api';
      const { status, check } = await run(op, valid[keyOf(op)] ?? {}, tokens.superuser, prefix);
      expect(check).toEqual({ ok: true });
      expect(status).toBe(Number(codes.find((code) => code.startsWith('2'))));
    });

    if (codes.includes('401'))
      it('answers 401 without a valid session', async () => {
        const recipe =
          op.path === '/auth/login'
            ? { json: { name: 'admin', password: 'salah-sekali' } }
            : op.path === '/auth/mfa'
              ? { json: { mfaToken: 'tidak-dikenal', code: '123456' } }
              : (valid[keyOf(op)] ?? {});
        const { status, check } = await run(op, recipe, null);
        expect(check).toEqual({ ok: true });
        expect(status).toBe(401);
      });

    if (codes.includes('403') && superuserOnly && !ownPassword)
      it('answers 403 to the admin role', async () => {
        const { status, check } = await run(op, valid[keyOf(op)] ?? {}, tokens.admin);
        expect(check).toEqual({ ok: true });
        expect(status).toBe(403);
      });

    if (codes.includes('404') && op.path.includes('{id}'))
      it('answers 404 for an unknown id', async () => {
        const { status, check } = await run(
          op,
          { ...valid[keyOf(op)], id: '99999' },
          tokens.superuser,
        );
        expect(check).toEqual({ ok: true });
        expect(status).toBe(404);
      });

    if (codes.includes('422'))
      it('answers 422 to an invalid call', async () => {
        const { status, check, body } = await run(op, badRecipe(op), tokens.superuser);
        expect(check).toEqual({ ok: true });
        expect(status, JSON.stringify(body)).toBe(422);
      });
  },
);

describe('POST /auth/login lock', () => {
  it('answers 429 after three failures, in the contract shape', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { status } = await call('POST', '/auth/login', {
        json: { name: 'admin', password: 'salah' },
      });
      expect(status).toBe(401);
    }
    const result = await call('POST', '/auth/login', {
      json: { name: 'admin', password: FIXTURE_PASSWORD },
    });
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(
      validateResponse({ method: 'POST', path: '/auth/login', status: 429, body: result.body }),
    ).toEqual({ ok: true });
  });
});
