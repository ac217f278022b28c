// Property-based fuzz of every operation of openapi.yaml: hostile paths, queries, JSON and
// multipart bodies, anonymous and as the superuser. No answer may be 500 or more, and every
// refusal comes in the error shape.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations } from '../src/openapi/document.ts';
import { hostileRequests, type HostileRequest } from './helpers/hostile-requests.ts';
import { ADMIN, RESET_PASSWORD, buildTestApp, readXsrf, type TestApp } from './helpers/test-app.ts';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 10);

let t: TestApp;
let baseUrl: string;
let xsrf: string;
let token = '';
let sent = 0;

async function signIn(): Promise<void> {
  // A fuzzed login may have locked `admin` or a fuzzed reset changed its password: move the
  // clock past any lockout and try both passwords.
  t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
  for (const password of [ADMIN.password, RESET_PASSWORD]) {
    const answer = await t.call('POST', '/auth/login', {
      json: { name: ADMIN.name, password },
      unchecked: true,
    });
    if (answer.status === 200) {
      token = answer.body.data.accessToken;
      return;
    }
  }
  throw new Error('the superuser can no longer sign in');
}

function bodyOf(request: HostileRequest): { body?: string | FormData; contentType?: string } {
  const body = request.body;
  if (body.kind === 'json') return { body: body.text, contentType: 'application/json' };
  if (body.kind === 'raw') return { body: body.text, contentType: body.contentType };
  if (body.kind === 'form') {
    const form = new FormData();
    for (const part of body.parts) {
      if (part.filename === undefined) form.append(part.name, part.value);
      else form.append(part.name, new Blob([Buffer.from(part.value, 'latin1')]), part.filename);
    }
    return { body: form };
  }
  return {};
}

async function send(
  method: string,
  request: HostileRequest,
  asSuperuser: boolean,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  if (asSuperuser) headers.authorization = `Bearer ${token}`;
  // GET and HEAD carry no body in fetch; their hostile part is the URL.
  const { body, contentType } = method === 'GET' || method === 'HEAD' ? {} : bodyOf(request);
  if (contentType) headers['content-type'] = contentType;
  const url = `${baseUrl}/api-web${request.path}${request.query ? `?${request.query}` : ''}`;
  sent += 1;
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, text: await response.text() };
}

/** fast-check's report, with each counterexample cut short (they can be 70 kB of text). */
function shortReport(details: fc.RunDetails<[HostileRequest]>): void {
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 200)}…(${value.length})`
      : value,
  );
  const cause =
    details.errorInstance instanceof Error
      ? details.errorInstance.message
      : String(details.errorInstance);
  throw new Error(
    `after ${details.numRuns} runs (seed ${details.seed}): ${example}\n${cause.slice(0, 600)}`,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = t.baseUrl;
  xsrf = await readXsrf(baseUrl);
  await signIn();
});

afterAll(async () => {
  console.info(`fuzz: ${sent} requests over ${listContractOperations().length} operations`);
  await t.close();
});

describe('hostile requests built from openapi.yaml', () => {
  const operations = listContractOperations();
  for (const asSuperuser of [false, true]) {
    it.each(operations.map((op) => [op.operationId, op] as const))(
      `%s never answers 5xx (${asSuperuser ? 'superuser' : 'anonymous'})`,
      async (_id, op) => {
        await fc.assert(
          fc.asyncProperty(hostileRequests(op.path, op.method), async (request) => {
            let answer = await send(op.method, request, asSuperuser);
            if (asSuperuser && answer.status === 401) {
              // A fuzzed logout, reset or lockout ended the session: sign in again and retry once.
              await signIn();
              answer = await send(op.method, request, asSuperuser);
            }
            expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
            if (answer.status >= 400)
              expect(
                JSON.parse(answer.text)?.meta?.message,
                `${answer.status} ${answer.text.slice(0, 300)}`,
              ).toEqual(expect.any(String));
          }),
          { numRuns: RUNS_PER_OPERATION, reporter: shortReport },
        );
      },
    );
  }
});
