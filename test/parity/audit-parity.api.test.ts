// The mock API records the audit trail as the server does: the same writes, sent to both, leave the
// same entries (action, kind of record, name, changed fields before → after) in `GET admin/audit`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { resetMockDb } from '../../mocks/db.ts';
import { allHandlers } from '../../mocks/handlers/index.ts';
import { tokens } from '../../mocks/test-helpers.ts';
import { buildTestApp, type TestApp } from '../../server/test/helpers/test-app.ts';

interface Step {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Contract path; `{id}` is the record the first step created on that side. */
  path: string;
  json: unknown;
}

interface Side {
  call: (
    method: string,
    path: string,
    json?: unknown,
  ) => Promise<{ status: number; body: unknown }>;
}

let server: TestApp;
let token: string;

beforeAll(async () => {
  server = await buildTestApp();
  token = await server.login();
}, 60_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(() => resetMockDb());

// The mock side answers through getResponse, not an intercepted fetch: the server side's own HTTP
// calls must reach the server.
const mock: Side = {
  call: async (method, path, json) => {
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
    return { status: response.status, body: await response.json() };
  },
};
const real: Side = {
  call: async (method, path, json) => {
    const answer = await server.call(method as 'GET', path, {
      token,
      ...(json === undefined ? {} : { json }),
    });
    return { status: answer.status, body: answer.body };
  },
};

interface Entry {
  id: number;
  createdAt: string;
  action: string;
  entity: string;
  recordId: number | null;
  recordName: string | null;
  changes: unknown[];
}

async function newestEntries(side: Side, after: number): Promise<Entry[]> {
  const answer = await side.call('GET', '/admin/audit?sortBy=id&orderBy=desc&length=50');
  expect(answer.status).toBe(200);
  return ((answer.body as { data: Entry[] }).data ?? [])
    .filter((entry) => entry.id > after)
    .reverse();
}

/** Runs the steps on one side; answers the entries they left, with the created id put back as `{id}`. */
async function run(side: Side, steps: Step[]): Promise<unknown[]> {
  const [newest] = await newestEntries(side, 0).then((entries) => entries.slice(-1));
  const start = newest?.id ?? 0;
  let id: number | null = null;
  for (const step of steps) {
    const path = step.path.replace('{id}', String(id));
    const json =
      step.json === undefined
        ? undefined
        : (JSON.parse(JSON.stringify(step.json).replaceAll('"{id}"', String(id))) as unknown);
    const answer = await side.call(step.method, path, json);
    expect(answer.status, `${step.method} ${path}`).toBe(200);
    id ??= (answer.body as { data?: { id?: number } }).data?.id ?? null;
  }
  return (await newestEntries(side, start)).map(
    ({ id: _entryId, createdAt: _at, recordId, ...entry }) => ({
      ...entry,
      recordId: recordId === id ? '{id}' : recordId,
    }),
  );
}

const flows: { title: string; steps: Step[] }[] = [
  {
    title: 'a type created, renamed, switched off, switched on in bulk and deleted',
    steps: [
      { method: 'POST', path: '/admin/type', json: { name: 'Katup Jejak' } },
      { method: 'PUT', path: '/admin/type/{id}', json: { name: 'Katup Jejak 5/2' } },
      { method: 'PUT', path: '/admin/type/is-active/{id}', json: undefined },
      { method: 'POST', path: '/admin/type/bulk', json: { action: 'activate', ids: ['{id}'] } },
      { method: 'POST', path: '/admin/type/bulk', json: { action: 'activate', ids: ['{id}'] } },
      { method: 'DELETE', path: '/admin/type/{id}', json: undefined },
    ],
  },
  {
    title: 'a synonym group created and changed',
    steps: [
      { method: 'POST', path: '/admin/synonym', json: { words: ['katup jejak', 'trace valve'] } },
      {
        method: 'PUT',
        path: '/admin/synonym/{id}',
        json: { words: ['katup jejak', 'trace valve', 'klep'] },
      },
    ],
  },
];

describe('the mocks record the audit trail as the server does', () => {
  it.each(flows)('$title', async ({ steps }) => {
    const [fromMock, fromServer] = [await run(mock, steps), await run(real, steps)];
    // One entry per write that changed something: the second bulk 'activate' changed nothing.
    expect(fromServer).toHaveLength(steps.length - (steps.length === 6 ? 1 : 0));
    expect(fromMock).toEqual(fromServer);
  });
});
