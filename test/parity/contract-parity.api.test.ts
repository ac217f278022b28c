// The same bad request to the mock API (MSW handlers, as Storybook runs them) and to the real
// server, for every operation of openapi.yaml: no token, a wrong token, the admin role on a
// superuser call, an unknown id, an id, query or body that is not valid (values made from the
// contract schema: too long, not a number, not in the list, markup), an empty body; then the
// limits of src/lib/forms/limits.ts (too many pictures, a file over 20 MB). Status and body must match
// (a success only by status: the two hold different data). New operations are covered by
// construction, since the cases come from the contract.
import { getResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_ABOUT_TAGS,
  MAX_FILE_BYTES,
  MAX_FOOTER_ADDRESSES,
  MAX_GALLERY_IMAGES,
} from '../../src/lib/forms/limits.ts';
import { MESSAGES, maxImagesMessage } from '../../src/lib/forms/messages.ts';
import { resetMockDb } from '../../mocks/db.ts';
import { allHandlers } from '../../mocks/handlers/index.ts';
import { tokens } from '../../mocks/test-helpers.ts';
import { buildTestApp, type TestApp } from '../../server/test/helpers/test-app.ts';
import { getDocument, listOperations, requestBodySchema } from '../contract/openapi-validator.ts';
import type { OperationInfo } from '../contract/openapi-validator.ts';

type Json = Record<string, unknown>;
type Who = 'superuser' | 'admin' | 'anonymous' | 'wrong-token';

interface Case {
  title: string;
  method: string;
  /** Concrete path without the API prefix, query included. */
  path: string;
  who: Who;
  json?: unknown;
  /** Multipart fields; a function so that each side gets fresh files. */
  form?: () => Record<string, string | File>;
  /** Field messages the server must answer (the limit cases: the refusal is the one meant). */
  expectedErrors?: Record<string, string>;
}

interface Outcome {
  status: number;
  message?: unknown;
  errors?: unknown;
}

// The largest id the contract takes (int32): a valid id that no record has.
const UNKNOWN_ID = '2147483647';
const doc = getDocument() as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; parameters: Record<string, Json> };
};

function deref(value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const [, , kind, name] = ref.split('/');
  return deref(
    (doc.components as unknown as Record<string, Record<string, Json>>)[kind ?? '']?.[name ?? ''] ??
      {},
  );
}

function operationObject(op: OperationInfo): Json {
  return doc.paths[op.path]?.[op.method.toLowerCase()] ?? {};
}

function queryParameters(op: OperationInfo): Json[] {
  const params = (operationObject(op).parameters as Json[] | undefined) ?? [];
  return params.map(deref).filter((param) => param.in === 'query');
}

function typeOf(schema: Json): string {
  const type = schema.type;
  return Array.isArray(type) ? String(type.find((t) => t !== 'null')) : String(type ?? '');
}

/** A value the schema refuses, or undefined for a file (the limits cases below send files). */
function badValue(raw: Json): unknown {
  const schema = deref(raw);
  if (schema.format === 'binary' || schema['x-rich-text'] === true) return undefined;
  if (Array.isArray(schema.enum)) return 'bukan-pilihan';
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number' || type === 'boolean') return 'abc';
  if (type === 'array') return 'bukan-daftar';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  if (schema.format === 'email') return 'bukan-email';
  if (typeof schema.pattern === 'string')
    return String(schema.pattern).startsWith('^https?') ? 'ftp://x' : '<b>x</b>';
  return '<b>x</b>';
}

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The body of every property set to a value its schema refuses. */
function badBody(schemaName: string): Record<string, unknown> {
  const properties = (doc.components.schemas[schemaName]?.properties ?? {}) as Record<string, Json>;
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const value = badValue(property);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

function casesOf(op: OperationInfo): Case[] {
  const key = `${op.method} ${op.path}`;
  const hasId = op.path.includes('{id}');
  const at = (id: string) => op.path.replace('{id}', id);
  const cases: Case[] = [];
  const plain = { method: op.method, path: at('1') };
  if (op.needsAuth && op.operationId !== 'logout') {
    cases.push({ title: `${key}: no token`, ...plain, who: 'anonymous' });
    cases.push({ title: `${key}: a wrong token`, ...plain, who: 'wrong-token' });
  }
  if (op.superuserOnly) cases.push({ title: `${key}: the admin role`, ...plain, who: 'admin' });
  const body = requestBodySchema(op.method, op.path);
  if (hasId) {
    cases.push({
      title: `${key}: an id that is not a number`,
      method: op.method,
      path: at('abc'),
      who: 'superuser',
    });
    if (!body)
      cases.push({
        title: `${key}: an unknown id`,
        method: op.method,
        path: at(UNKNOWN_ID),
        who: 'superuser',
      });
  }
  const query = queryParameters(op);
  if (query.length > 0) {
    const bad = Object.fromEntries(
      query.flatMap((param) => {
        const value = badValue((param.schema as Json | undefined) ?? {});
        return value === undefined ? [] : [[String(param.name), String(value)]];
      }),
    );
    cases.push({
      title: `${key}: bad query values`,
      method: op.method,
      path: withQuery(at('1'), bad),
      who: 'superuser',
    });
  }
  if (body) {
    const path = at(UNKNOWN_ID);
    const bad = badBody(body.schemaName);
    if (body.kind === 'json') {
      cases.push({
        title: `${key}: an empty body`,
        method: op.method,
        path,
        who: 'superuser',
        json: {},
      });
      cases.push({
        title: `${key}: bad values in every field`,
        method: op.method,
        path,
        who: 'superuser',
        json: bad,
      });
    } else {
      const text = Object.fromEntries(
        Object.entries(bad).map(([name, value]) => [name, String(value)]),
      );
      cases.push({
        title: `${key}: an empty form`,
        method: op.method,
        path,
        who: 'superuser',
        form: () => ({}),
      });
      cases.push({
        title: `${key}: bad values in every field`,
        method: op.method,
        path,
        who: 'superuser',
        form: () => text,
      });
    }
  }
  return cases;
}

/** A PNG of `size` bytes: a real signature and header, then zeros (the size checks come first). */
function png(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8,
    0, 0, 0, 8, 8, 2,
  ]);
  return new File([bytes], name, { type: 'image/png' });
}

const pictures = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`image[${i}]`, png(`foto-${i}.png`)]),
  );

const limitCases: Case[] = [
  // A new gallery names image[0] to image[99] at most (the contract's pattern); past that, the count
  // of kept and new pictures is the limit. Project 1 and product 1 hold pictures on both sides.
  {
    title: `project: ${MAX_GALLERY_IMAGES} new pictures beside its own`,
    method: 'POST',
    path: '/admin/project/update/1',
    who: 'superuser',
    form: () => ({ title: 'Proyek Uji', ...pictures(MAX_GALLERY_IMAGES) }),
    expectedErrors: { image: maxImagesMessage(MAX_GALLERY_IMAGES) },
  },
  {
    title: `product: ${MAX_GALLERY_IMAGES} new pictures beside its own`,
    method: 'POST',
    path: '/admin/product/update/1',
    who: 'superuser',
    form: () => ({
      name: 'Silinder',
      harga: '1000',
      category_id: '1',
      brand_id: '1',
      type_id: '1',
      ...pictures(MAX_GALLERY_IMAGES),
    }),
    expectedErrors: { image: maxImagesMessage(MAX_GALLERY_IMAGES) },
  },
  {
    title: `project: ${MAX_GALLERY_IMAGES + 1} new pictures`,
    method: 'POST',
    path: '/admin/project',
    who: 'superuser',
    form: () => ({ title: 'Proyek Uji', ...pictures(MAX_GALLERY_IMAGES + 1) }),
    expectedErrors: { [`image[${MAX_GALLERY_IMAGES}]`]: MESSAGES.unknownField },
  },
  {
    title: `product: ${MAX_GALLERY_IMAGES + 1} new pictures`,
    method: 'POST',
    path: '/admin/product',
    who: 'superuser',
    form: () => ({
      name: 'Silinder',
      harga: '1000',
      category_id: UNKNOWN_ID,
      brand_id: UNKNOWN_ID,
      type_id: UNKNOWN_ID,
      ...pictures(MAX_GALLERY_IMAGES + 1),
    }),
    expectedErrors: { [`image[${MAX_GALLERY_IMAGES}]`]: MESSAGES.unknownField },
  },
  {
    title: `footer: ${MAX_FOOTER_ADDRESSES + 1} workshop addresses`,
    method: 'POST',
    path: '/admin/tagline/footer',
    who: 'superuser',
    form: () =>
      Object.fromEntries(
        Array.from({ length: MAX_FOOTER_ADDRESSES + 1 }, (_, i) => [
          `alamat[${i}][name]`,
          `Workshop ${i + 1}`,
        ]),
      ),
    expectedErrors: { [`alamat[${MAX_FOOTER_ADDRESSES}][name]`]: MESSAGES.unknownField },
  },
  {
    title: `about: ${MAX_ABOUT_TAGS + 1} tags`,
    method: 'POST',
    path: '/admin/tagline/main',
    who: 'superuser',
    form: () =>
      Object.fromEntries(
        Array.from({ length: MAX_ABOUT_TAGS + 1 }, (_, i) => [`tag[${i}][tag]`, `Tag ${i + 1}`]),
      ),
    expectedErrors: { [`tag[${MAX_ABOUT_TAGS}][tag]`]: MESSAGES.unknownField },
  },
  {
    title: 'category: a picture one byte over 20 MB',
    method: 'POST',
    path: '/admin/category',
    who: 'superuser',
    form: () => ({ name: 'Kategori Uji', image: png('besar.png', MAX_FILE_BYTES + 1) }),
    expectedErrors: { image: MESSAGES.invalidFile },
  },
  {
    title: 'news: a PDF one byte over 20 MB',
    method: 'POST',
    path: '/admin/news',
    who: 'superuser',
    form: () => ({
      title: 'Berita',
      description: 'Deskripsi',
      content: '<p>Isi</p>',
      foto: png('foto.png'),
      file: new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'besar.pdf', {
        type: 'application/pdf',
      }),
    }),
    expectedErrors: { file: MESSAGES.invalidFile },
  },
  {
    title: 'brand: a file that is not a picture',
    method: 'POST',
    path: '/admin/brand',
    who: 'superuser',
    form: () => ({
      name: 'Merek',
      keterangan: 'Uji',
      imageMain: new File(['bukan gambar'], 'teks.txt', { type: 'text/plain' }),
      imageThumbnail: png('kecil.png'),
    }),
    expectedErrors: { imageMain: MESSAGES.invalidFile },
  },
];

const operations = listOperations();
const cases = [...operations.flatMap(casesOf), ...limitCases];

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function outcomeOf(status: number, body: unknown): Outcome {
  // A success differs by data (the mocks' fixtures against the server's seed): only its status counts.
  if (status < 300) return { status };
  const answer = (body ?? {}) as { meta?: { message?: unknown }; data?: { errors?: unknown } };
  return { status, message: answer.meta?.message, errors: answer.data?.errors };
}

const mockTokens: Record<Who, string | null> = {
  superuser: tokens.superuser,
  admin: tokens.admin,
  anonymous: null,
  'wrong-token': 'token-yang-salah',
};

async function askMock(input: Case): Promise<Outcome> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const token = mockTokens[input.who];
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (input.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.json);
  } else if (input.form) body = formOf(input.form());
  const request = new Request(`http://localhost/api-web${input.path}`, {
    method: input.method,
    headers,
    body,
  });
  const response = await getResponse(allHandlers, request);
  if (!response) throw new Error(`No mock handler for ${input.method} ${input.path}`);
  const type = response.headers.get('content-type') ?? '';
  return outcomeOf(response.status, type.includes('json') ? await response.json() : null);
}

let server: TestApp;
const serverTokens: Record<Who, string | null> = {
  superuser: null,
  admin: null,
  anonymous: null,
  'wrong-token': 'token-yang-salah',
};

beforeAll(async () => {
  server = await buildTestApp();
  serverTokens.superuser = await server.login();
  // The admin role, as the mocks' second fixture user has it.
  const config = await server.call<{ data: { adminRoleId: number } }>('GET', '/config');
  const admin = {
    name: 'Siti Parity',
    email: 'siti.parity@contoh.example',
    password: 'rahasia123',
  };
  const created = await server.call('POST', '/admin/user/create', {
    token: serverTokens.superuser,
    json: { ...admin, role_id: config.body.data.adminRoleId },
  });
  expect(created.status).toBe(200);
  serverTokens.admin = await server.login(admin.name, admin.password);
  await seedGalleries();
}, 60_000);

/** Project 1 and product 1 (with its type, category and brand 1) with one real picture each, as the mocks' fixtures have. */
async function seedGalleries(): Promise<void> {
  const picture = async () =>
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
            .png()
            .toBuffer(),
        ),
      ],
      'foto.png',
      { type: 'image/png' },
    );
  const token = serverTokens.superuser;
  const created = [
    await server.call('POST', '/admin/type', { token, json: { name: 'Silinder' } }),
    await server.call('POST', '/admin/category', {
      token,
      form: formOf({ name: 'Aktuator', image: await picture() }),
    }),
    await server.call('POST', '/admin/brand', {
      token,
      form: formOf({
        name: 'Merek',
        keterangan: 'Uji',
        imageMain: await picture(),
        imageThumbnail: await picture(),
      }),
    }),
    await server.call('POST', '/admin/product', {
      token,
      form: formOf({
        name: 'Silinder',
        harga: '1000',
        category_id: '1',
        brand_id: '1',
        type_id: '1',
        'image[0]': await picture(),
      }),
    }),
    await server.call('POST', '/admin/project', {
      token,
      form: formOf({ title: 'Proyek', 'image[0]': await picture() }),
    }),
  ];
  expect(created.map((answer) => [answer.status, answer.body.data.id])).toEqual(
    created.map(() => [200, 1]),
  );
}
afterAll(async () => server?.close());
beforeEach(() => resetMockDb());

async function askServer(input: Case): Promise<Outcome> {
  const answer = await server.call(input.method, input.path, {
    token: serverTokens[input.who],
    unchecked: true,
    ...(input.json !== undefined ? { json: input.json } : {}),
    ...(input.form ? { form: formOf(input.form()) } : {}),
  });
  return outcomeOf(answer.status, answer.body);
}

describe('the mocks answer as the server does, for every operation of openapi.yaml', () => {
  it.each(cases)('$title', async (input) => {
    const [mock, real] = [await askMock(input), await askServer(input)];
    expect(real.status).toBeLessThan(500);
    if (input.expectedErrors) expect(real.errors).toMatchObject(input.expectedErrors);
    expect(mock).toEqual(real);
  });
});
