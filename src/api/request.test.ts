import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { CONNECTION_ERROR_MESSAGE, isApiError, type ApiError } from './errors.ts';
import { unwrap } from './request.ts';

/** A client whose every call answers with `answer` (or rejects when it throws). */
function clientAnswering(answer: () => Response) {
  const client = createApiClient({
    baseUrl: 'http://test.local/api-web',
    fetch: async () => answer(),
    storage: null,
    cookie: () => '',
  });
  return (path: string) =>
    unwrap(
      (
        client.GET as unknown as (
          p: string,
        ) => Promise<{ data?: unknown; error?: unknown; response: Response }>
      )(path),
    );
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('unwrap', () => {
  it('returns the parsed body of a success', async () => {
    const get = clientAnswering(() => Response.json({ data: [{ id: 1 }], meta: { total: 1 } }));
    await expect(get('/admin/type')).resolves.toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
  });

  it('throws an ApiError with status, meta.message and field errors on an error answer', async () => {
    const get = clientAnswering(() =>
      Response.json(
        {
          meta: { message: 'Data yang dikirim tidak valid.' },
          data: { errors: { sortBy: 'Kolom tidak dikenal' } },
        },
        { status: 422 },
      ),
    );
    const error = await rejection(get('/admin/type'));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Data yang dikirim tidak valid.');
    expect(error.fieldErrors).toEqual({ sortBy: 'Kolom tidak dikenal' });
  });

  it('throws an ApiError for an error answer with an empty body', async () => {
    const get = clientAnswering(
      () => new Response(null, { status: 404, headers: { 'Content-Length': '0' } }),
    );
    const error = await rejection(get('/admin/type/9'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('');
  });

  it('throws an ApiError with status null when fetch rejects (network failure)', async () => {
    const get = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(get('/admin/type'));
    expect(error.status).toBeNull();
    expect(error.message).toBe(CONNECTION_ERROR_MESSAGE);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});
