// fast-check arbitraries for requests built from openapi.yaml: every parameter and body field of
// an operation gets either a value its schema allows or a hostile one (numbers past int4/int8,
// NUL, huge, nested, wrong types), and now and then the whole body is malformed.
import fc from 'fast-check';
import { loadDocument } from '../../src/openapi/document.ts';

type Json = Record<string, unknown>;

export interface HostileRequest {
  path: string;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; text: string }
    | { kind: 'form'; parts: FormPart[] }
    | { kind: 'raw'; contentType: string; text: string };
}

export interface FormPart {
  name: string;
  value: string;
  /** Set for a file part: its file name. */
  filename?: string;
}

function resolve(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((value, key) => (value as Json)[key], loadDocument()) as Json;
  }
  return current ?? {};
}

/** A multipart id (the contract's `IdText`: decimal text within int4). */
const isIdText = (schema: Json) =>
  typeof schema.pattern === 'string' && schema.pattern.startsWith('^(?:[1-9][0-9]{0,8}|');

const HOSTILE_NUMBERS = [
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999',
  '1e300',
  '-1e300',
  '1e-300',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  ' 1',
  '',
  '00000000000000000001',
  '9'.repeat(400),
];
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '\udfff',
  '😀'.repeat(300),
  'x'.repeat(70_000),
  "' OR 1=1 --",
  '%',
  '\\',
  '_',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\r\nX-Injected: 1',
  '{"a":1}',
  '[]',
  'null',
  'true',
  ' ',
  '\t\n',
];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
);

/** A value a schema allows, roughly: enough to get past validation now and then. */
function plausible(schema: Json): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.anyOf)) return fc.oneof(...(s.anyOf as Json[]).map(plausible));
  switch (s.type) {
    case 'integer':
      return fc.integer({
        min: (s.minimum as number) ?? 0,
        max: Math.min((s.maximum as number) ?? 100, 100),
      });
    case 'number':
      return fc.double({ noNaN: true, min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible((s.items as Json) ?? {}), { maxLength: 3 });
    case 'object':
      return objectOf(s, plausible);
    default:
      if (s.format === 'email') return fc.emailAddress();
      if (typeof s.pattern === 'string' && s.pattern.startsWith('^https?')) return fc.webUrl();
      if (s.pattern === '^[0-9]+$' || s.pattern === '^[0-9]*$')
        return fc.nat({ max: 999_999 }).map(String);
      if (isIdText(s)) return fc.integer({ min: 1, max: 100 }).map(String);
      return fc.string({
        minLength: Math.min(1, (s.maxLength as number) ?? 1),
        maxLength: Math.min((s.maxLength as number) ?? 20, 20),
      });
  }
}

const nested: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    hostileText,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), tie('node'), { maxKeys: 3 }),
  ),
})).node;

/** A hostile value of any type, or a deeply nested one. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(...HOSTILE_NUMBERS).map(Number),
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    1e300,
    -1,
    2 ** 31,
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  nested,
  fc.constant(Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: [inner] }), 'deep')),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);

/** A value for one field: plausible, hostile for its type (numbers past int4 for an integer), or hostile of any type. */
function fieldValue(schema: Json): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const numeric =
    s.type === 'integer' ||
    s.type === 'number' ||
    isIdText(s) ||
    (Array.isArray(s.anyOf) && (s.anyOf as Json[]).some((a) => isIdText(resolve(a))));
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema) },
    { weight: numeric ? 4 : 1, arbitrary: hostileNumber },
    { weight: numeric ? 1 : 3, arbitrary: hostileValue },
  );
}

function objectOf(
  schema: Json,
  value: (schema: Json) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, child]) => [name, value(child)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Percent-encodes every byte of the UTF-8 text (lone surrogates too, which encodeURIComponent refuses). */
const encode = (text: string): string =>
  Array.from(Buffer.from(text.slice(0, 2000), 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

/** Escapes that are not UTF-8 at all, straight into the URL. */
const RAW_ESCAPES = ['%ED%A0%80', '%C0%80', '%FF', '%', '%zz', '%00', '1%00'];

interface Parameter {
  name: string;
  in: string;
  schema: Json;
}

function parametersOf(op: Json): Parameter[] {
  return ((op.parameters as unknown[]) ?? []).map((p) => resolve(p) as unknown as Parameter);
}

function pathArbitrary(template: string, params: Parameter[]): fc.Arbitrary<string> {
  const own = params.filter((p) => p.in === 'path');
  if (own.length === 0) return fc.constant(template);
  const values = own.map((p) =>
    fc.oneof(
      { weight: 5, arbitrary: fieldValue(p.schema).map((v) => encode(asText(v))) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
    ),
  );
  return fc
    .tuple(...values)
    .map((list) =>
      own.reduce((path, p, i) => path.replace(`{${p.name}}`, list[i] || '1'), template),
    );
}

function queryArbitrary(params: Parameter[]): fc.Arbitrary<string> {
  const own = params.filter((p) => p.in === 'query');
  const pairs = own.map((p) =>
    fc.option(
      fc.oneof(
        fieldValue(p.schema).map((v) => [`${p.name}=${encode(asText(v))}`]),
        fc.constantFrom(...RAW_ESCAPES).map((raw) => [`${p.name}=${raw}`]),
        // Repeated keys become arrays in the parsed query.
        fc
          .tuple(hostileText, hostileText)
          .map(([a, b]) => [`${p.name}=${encode(a)}`, `${p.name}=${encode(b)}`]),
        fc.constant([`${p.name}[a]=1`]),
      ),
      { nil: [] as string[] },
    ),
  );
  const extra = fc.option(
    fc
      .tuple(fc.string({ maxLength: 6 }), hostileText)
      .map(([k, v]) => [`${encode(k)}=${encode(v)}`]),
    { nil: [] as string[] },
  );
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(([list, more]) => [...list.flat(), ...more].join('&'));
}

const FILE_BYTES = fc.oneof(
  fc.constant('\u0089PNG\r\n\u001a\n'),
  fc.constant('%PDF-1.4\n'),
  fc.constant('<svg onload="alert(1)"></svg>'),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

function formArbitrary(schema: Json): fc.Arbitrary<FormPart[]> {
  const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
  const parts = Object.entries(properties).map(([name, child]) => {
    const isFile = resolve(child).format === 'binary';
    const value = isFile
      ? fc
          .tuple(FILE_BYTES, fc.oneof(fc.constant('foto.png'), hostileText))
          .map(([bytes, filename]): FormPart => ({ name, value: bytes, filename }))
      : fieldValue(child).map((v): FormPart => ({ name, value: asText(v) }));
    return fc.option(value, { nil: null });
  });
  const extra = fc.array(
    fc.tuple(hostileText, hostileText).map(([name, value]): FormPart => ({ name, value })),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...parts), extra)
    .map(([list, more]) => [...list.filter((p): p is FormPart => p !== null), ...more]);
}

const MALFORMED: HostileRequest['body'][] = [
  {
    kind: 'raw',
    contentType: 'multipart/form-data',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  {
    kind: 'raw',
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
  },
  { kind: 'raw', contentType: 'multipart/form-data; boundary=x', text: 'no parts at all' },
  { kind: 'raw', contentType: 'multipart/form-data; boundary=', text: '' },
  {
    kind: 'raw',
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="image[0]"; filename="a\u0000.png"\r\n\r\n\u0089PNG\r\n--x--',
  },
  { kind: 'raw', contentType: 'application/json', text: '{"name":' },
  { kind: 'raw', contentType: 'application/json', text: '\u0000' },
  {
    kind: 'raw',
    contentType: 'application/json',
    text: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}',
  },
  { kind: 'raw', contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { kind: 'raw', contentType: 'text/plain', text: 'hello' },
  { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
];

function bodyArbitrary(op: Json): fc.Arbitrary<HostileRequest['body']> {
  const content =
    (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content ?? {};
  const malformed = fc.constantFrom(...MALFORMED);
  const json = content['application/json'];
  if (json) {
    const schema = resolve(json.schema);
    const text = fc
      .oneof(
        { weight: 4, arbitrary: objectOf(schema, fieldValue) },
        { weight: 1, arbitrary: hostileValue },
      )
      .map((v) => JSON.stringify(v) ?? 'null');
    return fc.oneof(
      { weight: 6, arbitrary: text.map((t) => ({ kind: 'json' as const, text: t })) },
      { weight: 1, arbitrary: malformed },
    );
  }
  const form = content['multipart/form-data'];
  if (form) {
    const parts = formArbitrary(resolve(form.schema)).map((p) => ({
      kind: 'form' as const,
      parts: p,
    }));
    return fc.oneof({ weight: 6, arbitrary: parts }, { weight: 1, arbitrary: malformed });
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: malformed },
  );
}

/** Hostile requests for one contract operation. */
export function hostileRequests(
  pathTemplate: string,
  method: string,
): fc.Arbitrary<HostileRequest> {
  const item = (loadDocument().paths as Record<string, Json>)[pathTemplate] as Json;
  const op = item[method.toLowerCase()] as Json;
  const params = parametersOf(op);
  return fc.record({
    path: pathArbitrary(pathTemplate, params),
    query: queryArbitrary(params),
    body: bodyArbitrary(op),
  });
}
