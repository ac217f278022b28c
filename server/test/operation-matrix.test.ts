// Every operation of openapi.yaml, generically: no token 401, other role 403 on admin/user/*,
// unknown id 404, malformed id 422. Each answer is checked against the contract by the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../test/contract/openapi-validator.ts';
import { buildTestApp, readXsrf, type CallOptions, type TestApp } from './helpers/test-app.ts';
import { formOf } from './helpers/fixtures.ts';

let t: TestApp;
let superuser: string;
let admin: string;
const operations = listOperations();

beforeAll(async () => {
  t = await buildTestApp();
  superuser = await t.login();
  await t.call('POST', '/admin/user/create', {
    token: superuser,
    json: { name: 'staf', email: 'staf@example.com', password: 'pegawai-rahasia-1', role_id: 2 },
  });
  admin = await t.login('staf', 'pegawai-rahasia-1');
});
afterAll(() => t.close());

// A body that passes validation, so that the 404 (not a 422) is what answers.
function validBody(operationId: string): CallOptions {
  const forms: Record<string, Record<string, string>> = {
    updateAdminCategory: { name: 'x' },
    updateAdminBrand: { name: 'x', keterangan: 'x' },
    updateAdminEcommerce: { name: 'x', link: 'https://x.example' },
    updateAdminBumper: { name: 'x' },
    updateAdminProject: { title: 'x' },
    updateAdminNews: { title: 'x', description: 'x', content: 'x' },
    updateAdminProduct: { name: 'x', harga: '1', brand_id: '1', type_id: '1', category_id: '1' },
  };
  const json: Record<string, unknown> = {
    updateAdminType: { name: 'x' },
    updateAdminSynonym: { words: ['x', 'y'] },
    updateAdminSpecAttribute: { name: 'x', kind: 'text', typeIds: [] },
    updateAdminUser: { name: 'zz', email: 'zz@example.com', role_id: 2 },
  };
  if (forms[operationId]) return { form: formOf(forms[operationId]) };
  if (json[operationId]) return { json: json[operationId] };
  return {};
}

const concrete = (path: string, id: string) => path.replace('{id}', id);
const secured = operations.filter((op) => op.path.startsWith('/admin/'));
const withId = operations.filter((op) => op.path.includes('{id}'));
const superuserOnly = operations.filter((op) => op.superuserOnly);

describe('operation matrix', () => {
  it.each(secured.map((op) => [op.operationId, op] as const))(
    '%s answers 401 without a token and with a wrong one',
    async (_id, op) => {
      const answer = await t.call(op.method, concrete(op.path, '1'), validBody(op.operationId));
      expect(answer.status).toBe(401);
      const wrong = await t.call(op.method, concrete(op.path, '1'), {
        token: 'bukan-token',
        ...validBody(op.operationId),
      });
      expect(wrong.status).toBe(401);
    },
  );

  it.each(superuserOnly.map((op) => [op.operationId, op] as const))(
    '%s answers 403 to the admin role',
    async (_id, op) => {
      const answer = await t.call(op.method, concrete(op.path, '1'), {
        token: admin,
        ...validBody(op.operationId),
      });
      expect(answer.status).toBe(403);
    },
  );

  it.each(withId.map((op) => [op.operationId, op] as const))(
    '%s answers 404 for an unknown id and 422 for a malformed one',
    async (_id, op) => {
      const token = superuser;
      const missing = await t.call(op.method, concrete(op.path, '99999'), {
        token,
        ...validBody(op.operationId),
      });
      expect(missing.status).toBe(404);
      expect(missing.body.meta.message).toBe('Data tidak ditemukan.');
      const malformed = await t.call(op.method, concrete(op.path, 'abc'), {
        token,
        ...validBody(op.operationId),
      });
      expect(malformed.status).toBe(422);
      expect(malformed.body.data.errors.id).toBeTruthy();
    },
  );

  it('answers 422 for out-of-range paging on every list', async () => {
    // A path with a parameter ({id}, the buyer's {token}) reads one record, not a list.
    const lists = operations.filter((op) => op.method === 'GET' && !op.path.includes('{'));
    for (const op of lists) {
      const answer = await t.call('GET', `${op.path}?page=0&limit=0&length=0`, {
        token: superuser,
      });
      expect([200, 422], op.operationId).toContain(answer.status);
    }
    expect((await t.call('GET', '/admin/brand?length=0', { token: superuser })).status).toBe(422);
    expect((await t.call('GET', '/news?limit=abc')).status).toBe(422);
    expect((await t.call('GET', '/brand/list/product?limit=-1')).status).toBe(422);
  });

  it('answers JSON 404 for unknown API paths and 400 for unreadable bodies', async () => {
    expect((await t.call('GET', '/api-web/tidak-ada', { unchecked: true })).status).toBe(404);
    const cookie = await readXsrf(t.baseUrl);
    const broken = await fetch(`${t.baseUrl}/api-web/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${cookie}`,
        'x-xsrf-token': cookie,
      },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      meta: { message: 'Permintaan tidak dapat dibaca.' },
      data: { errors: {} },
    });
  });
});
