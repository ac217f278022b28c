// Stories are only as true as the mocks: the same bad input must get the same answer from the mock
// API (MSW handlers) and the real server. Each case is sent to both; status, message and field
// messages must match.
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../../mocks/db.ts';
import { allHandlers } from '../../mocks/handlers/index.ts';
import { tokens } from '../../mocks/test-helpers.ts';
import { buildTestApp, type TestApp } from '../../server/test/helpers/test-app.ts';

interface BadInput {
  /** What the case is about. */
  title: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Contract path with query, without the API prefix. */
  path: string;
  json?: Record<string, unknown>;
  /** Multipart text fields (the form is built afresh for each side). */
  form?: Record<string, string>;
  /** Call without a bearer token. */
  isAnonymous?: boolean;
}

const long = (length: number) => 'x'.repeat(length);

const cases: BadInput[] = [
  { title: 'type: blank name', method: 'POST', path: '/admin/type', json: { name: '   ' } },
  { title: 'type: no name', method: 'POST', path: '/admin/type', json: {} },
  {
    title: 'type: markup in the name',
    method: 'POST',
    path: '/admin/type',
    json: { name: '<b>Silinder</b>' },
  },
  { title: 'type: name too long', method: 'POST', path: '/admin/type', json: { name: long(256) } },
  {
    title: 'user: empty fields and a bad e-mail',
    method: 'POST',
    path: '/admin/user/create',
    json: { name: '', email: 'bukan-email', role_id: '', password: '' },
  },
  {
    title: 'user: a common password',
    method: 'POST',
    path: '/admin/user/create',
    json: { name: 'Tono', email: 'tono@example.com', role_id: 2, password: 'Password123' },
  },
  {
    title: 'user: a password holding the name',
    method: 'POST',
    path: '/admin/user/create',
    json: { name: 'Tono', email: 'tono@example.com', role_id: 2, password: 'rahasia-tono-1' },
  },
  {
    title: 'subscribe: blank name, bad e-mail, long phone',
    method: 'POST',
    path: '/subscribe',
    json: { nama: ' ', email: 'x', telp: '123456789012345' },
    isAnonymous: true,
  },
  {
    title: 'login: blank name and password',
    method: 'POST',
    path: '/auth/login',
    json: { name: '  ', password: '' },
    isAnonymous: true,
  },
  {
    title: 'password change: all empty',
    method: 'POST',
    path: '/admin/user/update-password',
    json: { old_password: '', new_password1: '', new_password2: '' },
  },
  {
    title: 'brand: empty, markup, no pictures',
    method: 'POST',
    path: '/admin/brand',
    form: { name: '', keterangan: '<div>x</div>' },
  },
  {
    title: 'category: long name, no picture',
    method: 'POST',
    path: '/admin/category',
    form: { name: long(300) },
  },
  {
    title: 'marketplace: ftp link, no picture',
    method: 'POST',
    path: '/admin/ecommerces',
    form: { name: 'Tokopedia', link: 'ftp://toko.example' },
  },
  {
    title: 'bumper: blank name, no picture',
    method: 'POST',
    path: '/admin/bumper',
    form: { name: ' ' },
  },
  {
    title: 'project: title over 80',
    method: 'POST',
    path: '/admin/project',
    form: { title: long(81) },
  },
  {
    title: 'product: required fields and a price that is not a number',
    method: 'POST',
    path: '/admin/product',
    form: { name: '', harga: 'abc', category_id: '', brand_id: '', type_id: '' },
  },
  {
    title: 'news: empty',
    method: 'POST',
    path: '/admin/news',
    form: { title: '', description: '', content: '' },
  },
  {
    title: 'footer: e-mail over 50, phone over 60',
    method: 'POST',
    path: '/admin/tagline/footer',
    form: { email: `${long(45)}@a.com`, telp: '1'.repeat(61) },
  },
  {
    title: 'about: text over 200',
    method: 'POST',
    path: '/admin/tagline/main',
    form: { tagline: long(201) },
  },
  { title: 'user: deleting oneself', method: 'DELETE', path: '/admin/user/1' },
  { title: 'user: deactivating oneself', method: 'POST', path: '/admin/user/is-active/1' },
  {
    title: 'user: demoting the last superuser',
    method: 'POST',
    path: '/admin/user/update/1',
    json: { name: 'admin', email: 'admin@example.com', role_id: 2 },
  },
  {
    title: 'synonyms: one distinct word',
    method: 'POST',
    path: '/admin/synonym',
    json: { words: ['Katup', ' katup '] },
  },
  {
    title: 'synonyms: markup in a word',
    method: 'POST',
    path: '/admin/synonym',
    json: { words: ['<b>katup</b>', 'valve'] },
  },
  { title: 'synonyms: no words', method: 'POST', path: '/admin/synonym', json: { words: [] } },
  {
    title: 'type: NUL in the name',
    method: 'POST',
    path: '/admin/type',
    json: { name: 'Sili\u0000nder' },
  },
  {
    title: 'subscribe: NUL in the name and the e-mail',
    method: 'POST',
    path: '/subscribe',
    json: { nama: 'Budi\u0000', email: 'budi\u0000@example.com', telp: '0812' },
    isAnonymous: true,
  },
  {
    title: 'synonyms: NUL in a word',
    method: 'POST',
    path: '/admin/synonym',
    json: { words: ['katup\u0000', 'valve'] },
  },
  {
    title: 'brand: NUL in the name of a form',
    method: 'POST',
    path: '/admin/brand',
    form: { name: 'Fes\u0000to', keterangan: 'x' },
  },
  {
    title: 'product: NUL in a text field of a form',
    method: 'POST',
    path: '/admin/product',
    form: {
      name: 'Silinder',
      part_number: 'A\u0000B',
      harga: '100',
      category_id: '1',
      brand_id: '1',
      type_id: '1',
    },
  },
  {
    title: 'bulk: no ids',
    method: 'POST',
    path: '/admin/type/bulk',
    json: { action: 'delete', ids: [] },
  },
  {
    title: 'bulk: an unknown action',
    method: 'POST',
    path: '/admin/category/bulk',
    json: { action: 'hapus', ids: [1] },
  },
  {
    title: 'bulk: an id twice',
    method: 'POST',
    path: '/admin/brand/bulk',
    json: { action: 'activate', ids: [1, 1] },
  },
  {
    title: 'bulk: more than 100 ids',
    method: 'POST',
    path: '/admin/product/bulk',
    json: { action: 'deactivate', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
  },
  {
    title: 'bulk: ids that are not numbers',
    method: 'POST',
    path: '/admin/user/bulk',
    json: { action: 'delete', ids: ['abc'] },
  },
  {
    title: 'bulk: without a token',
    method: 'POST',
    path: '/admin/news/bulk',
    json: { action: 'delete', ids: [1] },
    isAnonymous: true,
  },
  { title: 'list: unknown sort column', method: 'GET', path: '/admin/type?sortBy=warna' },
  { title: 'list: unknown order', method: 'GET', path: '/admin/type?orderBy=naik' },
];

interface Outcome {
  status: number;
  message: unknown;
  errors: unknown;
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function outcomeOf(status: number, body: unknown): Outcome {
  const answer = body as { meta?: { message?: unknown }; data?: { errors?: unknown } };
  return { status, message: answer.meta?.message, errors: answer.data?.errors };
}

async function askMock(input: BadInput): Promise<Outcome> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  if (!input.isAnonymous) headers.set('Authorization', `Bearer ${tokens.superuser}`);
  let body: BodyInit | undefined;
  if (input.json) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.json);
  } else if (input.form) body = formOf(input.form);
  const request = new Request(`http://localhost/api-web${input.path}`, {
    method: input.method,
    headers,
    body,
  });
  const response = await getResponse(allHandlers, request);
  if (!response) throw new Error(`No mock handler for ${input.method} ${input.path}`);
  return outcomeOf(response.status, await response.json());
}

let server: TestApp;
let token: string;

beforeAll(async () => {
  server = await buildTestApp();
  token = await server.login();
}, 60_000);
afterAll(async () => server?.close());
beforeEach(() => resetMockDb());

async function askServer(input: BadInput): Promise<Outcome> {
  const answer = await server.call(input.method, input.path, {
    token: input.isAnonymous ? null : token,
    ...(input.json ? { json: input.json } : {}),
    ...(input.form ? { form: formOf(input.form) } : {}),
  });
  return outcomeOf(answer.status, answer.body);
}

describe('the mocks answer bad input as the server does', () => {
  it.each(cases)('$title', async (input) => {
    const [mock, real] = [await askMock(input), await askServer(input)];
    // Every case is a refusal; a 200 would mean the case tests nothing.
    expect(real.status).toBeGreaterThanOrEqual(400);
    expect(mock).toEqual(real);
  });
});
