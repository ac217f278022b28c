// The contract reader itself, and the self-consistency of openapi.yaml: every success example
// validates against its own schema, and the error responses sit where SPEC 8 and DECISIONS say
// they can occur (the stricter stand-in for Redocly's generic operation-4xx-response rule).
import { describe, expect, it } from 'vitest';
import {
  getDocument,
  listOperations,
  matchOperation,
  validateResponse,
  validateSchema,
} from './openapi-validator.ts';

type Obj = Record<string, unknown>;

const doc = getDocument() as Obj;
const operations = listOperations();

function operationObject(method: string, path: string): Obj {
  return ((doc.paths as Obj)[path] as Obj)[method.toLowerCase()] as Obj;
}

function responseCodes(method: string, path: string): string[] {
  return Object.keys(operationObject(method, path).responses as Obj);
}

/** A concrete path for a template: every parameter becomes 7. */
function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, '7');
}

const typeBody = {
  data: { id: 5, name: 'Silinder Standar', isActive: true },
  meta: { message: 'Berhasil' },
};

describe('listOperations', () => {
  it('lists every operation once, with a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    for (const { method, path } of operations) {
      expect(method).toMatch(/^(GET|POST|PUT|DELETE)$/);
      expect(path.startsWith('/api')).toBe(false);
    }
  });

  it('includes the calls DECISIONS.md moved or added', () => {
    const has = (method: string, path: string) =>
      operations.some((o) => o.method === method && o.path === path);
    expect(has('DELETE', '/admin/user/{id}')).toBe(true);
    expect(has('POST', '/admin/bumper/{id}')).toBe(true);
    expect(has('GET', '/admin/user/role')).toBe(true);
    expect(has('GET', '/config')).toBe(true);
    expect(has('GET', '/admin/dashboard/subscribe')).toBe(true);
    for (const lookup of ['ecommerces', 'category', 'brand', 'type']) {
      expect(has('GET', `/admin/lookup/${lookup}`)).toBe(true);
    }
  });
});

describe('matchOperation', () => {
  it('prefers literal segments over parameters', () => {
    const bestSeller = matchOperation('GET', '/product/best/seller');
    expect(bestSeller.ok && bestSeller.operation.operationId).toBe('listBestSellerProducts');
    const product = matchOperation('GET', '/product/42');
    expect(product.ok && product.operation).toEqual({
      method: 'GET',
      path: '/product/{id}',
      operationId: 'getProduct',
      superuserOnly: false,
      needsAuth: false,
      allowedBeforePasswordChange: false,
      allowedBeforeMfaEnrolment: false,
      needsStepUp: false,
    });
    const roles = matchOperation('get', '/admin/user/role');
    expect(roles.ok && roles.operation.operationId).toBe('listRoles');
  });

  it('only counts templates that have the method, as the router does', () => {
    const deleteUser = matchOperation('DELETE', '/admin/user/9');
    expect(deleteUser.ok && deleteUser.operation.operationId).toBe('deleteAdminUser');
    const resetInfo = matchOperation('GET', '/admin/user/reset-password');
    expect(resetInfo.ok && resetInfo.operation.operationId).toBe('getResetPasswordDefault');
    const reset = matchOperation('POST', '/admin/user/reset-password/4');
    expect(reset.ok && reset.operation.operationId).toBe('resetAdminUserPassword');
  });

  it('strips the /api-web and /api prefixes, the query, a trailing slash and the origin', () => {
    for (const path of [
      '/api-web/admin/type/5?page=1',
      '/api/admin/type/5',
      'admin/type/5/',
      'http://localhost:8080/api-web/admin/type/5#x',
    ]) {
      const match = matchOperation('GET', path);
      expect(match.ok && match.operation.operationId, path).toBe('getAdminType');
    }
  });

  it('does not mistake a path that merely starts with "api" for a prefix', () => {
    expect(matchOperation('GET', '/api-webx/admin/type/5').ok).toBe(false);
  });
});

describe('validateResponse', () => {
  it('accepts a valid answer', () => {
    expect(
      validateResponse({
        method: 'GET',
        path: '/api-web/admin/type/5?page=1',
        status: 200,
        body: typeBody,
      }),
    ).toEqual({
      ok: true,
    });
  });

  it('parses a JSON string body', () => {
    expect(
      validateResponse({
        method: 'GET',
        path: '/admin/type/5',
        status: 200,
        body: JSON.stringify(typeBody),
      }).ok,
    ).toBe(true);
    expect(
      validateResponse({ method: 'GET', path: '/admin/type/5', status: 200, body: '{not json' }).ok,
    ).toBe(false);
  });

  it('rejects a missing required field', () => {
    const body = { data: { id: 5, name: 'Silinder Standar' }, meta: { message: 'Berhasil' } };
    const result = validateResponse({ method: 'GET', path: '/admin/type/5', status: 200, body });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain('lacks required property "isActive"');
  });

  it('rejects an extra property', () => {
    const body = { ...typeBody, data: { ...typeBody.data, status: true } };
    const result = validateResponse({ method: 'GET', path: '/admin/type/5', status: 200, body });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain('unexpected property "status"');
  });

  it('rejects wrong types and nulls where none are allowed', () => {
    const body = { ...typeBody, data: { ...typeBody.data, id: '5' } };
    expect(validateResponse({ method: 'GET', path: '/admin/type/5', status: 200, body }).ok).toBe(
      false,
    );
    const list = {
      data: [{ id: 1, name: 'Promo', path: null, isActive: true }],
      meta: { total: 1 },
    };
    expect(validateResponse({ method: 'GET', path: '/bumper', status: 200, body: list }).ok).toBe(
      false,
    );
  });

  it('rejects an unknown path, an undocumented method and an undocumented status', () => {
    const unknownPath = validateResponse({
      method: 'GET',
      path: '/admin/nothing',
      status: 200,
      body: {},
    });
    expect(unknownPath.ok).toBe(false);
    if (!unknownPath.ok) expect(unknownPath.errors).toContain('no documented path');
    const wrongMethod = validateResponse({
      method: 'PATCH',
      path: '/admin/type/5',
      status: 200,
      body: typeBody,
    });
    expect(wrongMethod.ok).toBe(false);
    if (!wrongMethod.ok) expect(wrongMethod.errors).toContain('method not documented');
    const wrongStatus = validateResponse({
      method: 'GET',
      path: '/admin/type/5',
      status: 418,
      body: typeBody,
    });
    expect(wrongStatus.ok).toBe(false);
    if (!wrongStatus.ok) expect(wrongStatus.errors).toContain('status not documented');
    // Public reads need no session: a 401 there is drift, not an expected answer.
    const error = { meta: { message: 'x' }, data: { errors: {} } };
    expect(
      validateResponse({ method: 'GET', path: '/product/best/seller', status: 401, body: error })
        .ok,
    ).toBe(false);
  });

  it('validates error answers against the error shape', () => {
    const error = {
      meta: { message: 'Data yang dikirim tidak valid.' },
      data: { errors: { name: 'Nama type' } },
    };
    expect(
      validateResponse({ method: 'POST', path: '/admin/type', status: 422, body: error }).ok,
    ).toBe(true);
    expect(
      validateResponse({ method: 'POST', path: '/auth/login', status: 429, body: error }).ok,
    ).toBe(true);
    const flat = { meta: { message: 'x' }, data: { name: 'Nama type' } };
    expect(
      validateResponse({ method: 'POST', path: '/admin/type', status: 422, body: flat }).ok,
    ).toBe(false);
  });

  it('skips binary bodies', () => {
    expect(
      validateResponse({
        method: 'GET',
        path: '/api-web/download',
        status: 200,
        body: new Uint8Array([37, 80]),
      }),
    ).toEqual({
      ok: true,
    });
  });
});

describe('openapi.yaml is self-consistent', () => {
  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s: its success example validates',
    (_id, operation) => {
      const responses = operationObject(operation.method, operation.path).responses as Obj;
      const success = Object.keys(responses).filter((code) => code.startsWith('2'));
      expect(success.length).toBeGreaterThan(0);
      for (const code of success) {
        const content = (responses[code] as Obj).content as Record<string, Obj> | undefined;
        // A beacon's 204 (`POST event`) has no body.
        if (!content) {
          expect(code).toBe('204');
          continue;
        }
        const json = content['application/json'];
        if (!json) {
          // Files only: the portfolio PDF, the import template (and exports) as sheets.
          const files = [
            'application/pdf',
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ];
          expect(Object.keys(content).every((type) => files.includes(type))).toBe(true);
          continue;
        }
        expect(json.example, `${operation.operationId} ${code} has an example`).toBeDefined();
        const result = validateResponse({
          ...operation,
          path: concrete(operation.path),
          status: Number(code),
          body: json.example,
        });
        expect(result).toEqual({ ok: true });
      }
    },
  );

  it('every shared error response example validates on the operations that use it', () => {
    const components = (doc.components as Obj).responses as Record<string, Obj>;
    for (const operation of operations) {
      const responses = operationObject(operation.method, operation.path).responses as Record<
        string,
        Obj
      >;
      for (const [code, response] of Object.entries(responses)) {
        if (code.startsWith('2')) continue;
        const name = String(response.$ref).split('/').pop() ?? '';
        const example = ((components[name]?.content as Obj)['application/json'] as Obj).example;
        const result = validateResponse({
          ...operation,
          path: concrete(operation.path),
          status: Number(code),
          body: example,
        });
        expect(result, `${operation.operationId} ${code}`).toEqual({ ok: true });
      }
    }
    // Some 600 answers, each compiling its validator on first use: 2-6 s on the shared 2-core machine.
  }, 30_000);

  it('every component schema compiles in strict mode', () => {
    const names = Object.keys((doc.components as Obj).schemas as Obj);
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      // The value does not matter: this only proves the schema compiles without unknown keywords.
      expect(() => validateSchema(name, null), name).not.toThrow();
    }
  });

  it('documents the errors of SPEC 8 where they can occur', () => {
    for (const { method, path, operationId } of operations) {
      const codes = responseCodes(method, path);
      const where = `${operationId} (${method} ${path})`;
      expect(codes, where).toContain('500');
      if (path.startsWith('/admin/')) expect(codes, where).toContain('401');
      if (path.startsWith('/admin/user/') && path !== '/admin/user/update-password')
        expect(codes, where).toContain('403');
      if (path.includes('{id}'))
        expect(codes, where).toEqual(expect.arrayContaining(['404', '422']));
      const isBeacon = operationObject(method, path)['x-beacon'] === true;
      if (method !== 'GET' && !isBeacon) expect(codes, where).toContain('403');
      if (operationObject(method, path).requestBody)
        expect(codes, where).toEqual(expect.arrayContaining(['400', '422']));
    }
    expect(responseCodes('POST', '/auth/login')).toEqual(expect.arrayContaining(['401', '429']));
  });

  it('requires a session on admin calls and the CSRF header on every state-changing call', () => {
    for (const { method, path, operationId } of operations) {
      const security = operationObject(method, path).security as Obj[];
      const schemes = security.flatMap((requirement) => Object.keys(requirement));
      if (path.startsWith('/admin/')) expect(schemes, operationId).toContain('bearerAuth');
      else if (method === 'GET') expect(security, operationId).toEqual([]);
      // A beacon (`x-beacon`, POST event) asks no token: sendBeacon sends no headers.
      const isBeacon = operationObject(method, path)['x-beacon'] === true;
      expect(schemes.includes('xsrfToken'), operationId).toBe(method !== 'GET' && !isBeacon);
    }
  });
});

describe('multipart form schemas', () => {
  const product = {
    name: 'Silinder',
    harga: '850000',
    brand_id: '2',
    type_id: '5',
    category_id: '3',
  };

  it('accept indexed fields at any documented index', () => {
    const form = {
      ...product,
      'image[0]': 'a',
      'isCover[0]': '1',
      'image[12]': 'b',
      'isCover[12]': '0',
      'ecommerces[3][ecommerces_id]': '1',
      'ecommerces[3][link_id]': 'https://www.tokopedia.com/x',
      'size[1]': '63 x 100',
      'color[0]': 'Silver',
    };
    expect(validateSchema('ProductCreateForm', form)).toEqual({ ok: true });
    expect(
      validateSchema('ProductUpdateForm', { ...form, isCoverId: '101', 'idDeleteFile[2]': '102' }),
    ).toEqual({ ok: true });
  });

  it('reject unknown fields, update-only fields on create and bad values', () => {
    expect(validateSchema('ProductCreateForm', { ...product, nama: 'x' }).ok).toBe(false);
    expect(validateSchema('ProductCreateForm', { ...product, 'idDeleteFile[0]': '1' }).ok).toBe(
      false,
    );
    expect(
      validateSchema('ProductCreateForm', {
        ...product,
        'ecommerces[0][link_id]': 'javascript:alert(1)',
      }).ok,
    ).toBe(false);
    expect(validateSchema('ProductCreateForm', { ...product, harga: '' }).ok).toBe(false);
    expect(validateSchema('ProductCreateForm', { ...product, name: '   ' }).ok).toBe(false);
    expect(validateSchema('ProductCreateForm', { ...product, 'image[100]': 'x' }).ok).toBe(false);
  });

  it('enforce the static limits of SPEC 5 and 9', () => {
    expect(
      validateSchema('FooterForm', { 'alamat[3][name]': 'W4', 'alamat[3][alamat]': 'Jl. 4' }),
    ).toEqual({ ok: true });
    expect(validateSchema('FooterForm', { 'alamat[4][name]': 'W5' }).ok).toBe(false);
    expect(validateSchema('FooterForm', { email: `${'a'.repeat(41)}@example.com` }).ok).toBe(false);
    expect(validateSchema('FooterForm', { telp: '1'.repeat(61) }).ok).toBe(false);
    expect(validateSchema('AboutForm', { 'tag[4][tag]': 'x' }).ok).toBe(false);
    expect(validateSchema('AboutForm', { tagline: 'a'.repeat(201) }).ok).toBe(false);
    expect(validateSchema('ProjectCreateForm', { title: 'a'.repeat(80) })).toEqual({ ok: true });
    expect(validateSchema('ProjectCreateForm', { title: 'a'.repeat(81) }).ok).toBe(false);
    expect(
      validateSchema('SubscribeInput', {
        nama: 'Budi',
        email: 'budi@example.com',
        telp: '1'.repeat(15),
      }).ok,
    ).toBe(false);
    expect(
      validateSchema('NewsCreateForm', {
        title: 'x',
        description: 'y',
        content: '<p>z</p>',
        foto: 'f',
      }).ok,
    ).toBe(false);
    expect(
      validateSchema('NewsUpdateForm', { title: 'x', description: 'y', content: '<p>z</p>' }),
    ).toEqual({ ok: true });
  });

  it('reports an unknown schema name', () => {
    expect(validateSchema('Nope', {}).ok).toBe(false);
  });
});
