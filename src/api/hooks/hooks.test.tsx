// The whole read/write chain in Chromium: hook → SWR → typed client (real localStorage and
// document.cookie) → fetch, with fetch stubbed so no server or MSW worker is needed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { ACCESS_TOKEN_KEY } from '../client.ts';
import { setErrorPresenter } from '../errors.ts';
import { useLogout } from './auth.ts';
import { useBrands } from './brands.ts';
import { useProducts, useSaveProduct } from './products.ts';
import { useToggleType, useType, useTypes } from './types.ts';

type Answer = { status?: number; body: unknown };

/** A fetch stub answering by "METHOD /path" and recording every request. */
function stubFetch(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const answer = answers[`${request.method} ${url.pathname}`] ?? {
      status: 404,
      body: { meta: { message: 'x' }, data: { errors: {} } },
    };
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  const calls = (method: string, pathname: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);
  return { requests, calls };
}

const list = (rows: unknown[]) => ({ body: { data: rows, meta: { total: rows.length } } });
const changed = (id: number) => ({
  body: { meta: { message: 'ok' }, data: { id, isActive: false } },
});

let root: Root | null = null;

// SWR re-renders only for the fields a render read, so the probe reads them all (two levels deep).
function touch(value: unknown, depth = 2): void {
  if (depth === 0 || typeof value !== 'object' || value === null) return;
  for (const key in value) touch((value as Record<string, unknown>)[key], depth - 1);
}

/** Renders `useHooks` in a fresh SWR cache and returns a live view of its latest result. */
function renderHooks<T>(useHooks: () => T): { current: T } {
  const view = {} as { current: T };
  function Probe() {
    view.current = useHooks();
    touch(view.current);
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Probe />
    </SWRConfig>,
  );
  return view;
}

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-1');
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
});

afterEach(() => {
  root?.unmount();
  root = null;
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  setErrorPresenter(null);
  vi.unstubAllGlobals();
});

describe('query hooks', () => {
  it('fetch the list with every parameter in the query string and the SPEC 6 headers', async () => {
    const { requests } = stubFetch({
      'GET /api-web/admin/type': list([{ id: 1, name: 'Silinder', isActive: true }]),
    });
    const view = renderHooks(() =>
      useTypes({ page: 2, length: 25, sortBy: 'name', orderBy: 'asc', search: '' }),
    );
    await vi.waitFor(() => expect(view.current.data?.meta.total).toBe(1));
    const request = requests[0];
    expect(request && new URL(request.url).search).toBe(
      '?page=2&length=25&sortBy=name&orderBy=asc',
    );
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });

  it('fetch nothing for a null id', async () => {
    const { requests } = stubFetch({});
    const view = renderHooks(() => useType(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    expect(view.current.data).toBeUndefined();
    expect(view.current.isLoading).toBe(false);
  });

  it('fetch a detail by id', async () => {
    const { calls } = stubFetch({
      'GET /api-web/admin/type/3': {
        body: { data: { id: 3, name: 'Katup', isActive: true }, meta: { message: '' } },
      },
    });
    const view = renderHooks(() => useType(3));
    await vi.waitFor(() => expect(view.current.data?.data.name).toBe('Katup'));
    expect(calls('GET', '/api-web/admin/type/3')).toHaveLength(1);
  });

  it('report a failure as an ApiError in `error`, without a dialog and without retrying a 4xx', async () => {
    const showError = vi.fn();
    setErrorPresenter({ showError });
    const { calls } = stubFetch({
      'GET /api-web/admin/type': {
        status: 422,
        body: { meta: { message: 'Tidak valid' }, data: { errors: { sortBy: 'Kolom' } } },
      },
    });
    const view = renderHooks(() => useTypes({ sortBy: 'name' }));
    await vi.waitFor(() => expect(view.current.error?.status).toBe(422));
    expect(view.current.error?.message).toBe('Tidak valid');
    expect(view.current.error?.fieldErrors).toEqual({ sortBy: 'Kolom' });
    expect(showError).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('GET', '/api-web/admin/type')).toHaveLength(1);
  });
});

describe('mutation hooks', () => {
  it('send a multipart update with bracket names and revalidate only the touched lists', async () => {
    const { calls } = stubFetch({
      'GET /api-web/admin/product': list([]),
      'GET /api-web/admin/brand': list([]),
      'POST /api-web/admin/product/update/5': {
        body: { data: { id: 5 }, meta: { message: 'ok' } },
      },
    });
    const view = renderHooks(() => ({
      products: useProducts({ page: 1 }),
      brands: useBrands(),
      save: useSaveProduct(),
    }));
    await vi.waitFor(() =>
      expect(view.current.products.data && view.current.brands.data).toBeTruthy(),
    );

    const image = new File(['x'], 'a.png', { type: 'image/png' });
    await view.current.save.trigger({
      id: 5,
      values: {
        name: 'Silinder',
        harga: 1000,
        brand_id: 1,
        type_id: 2,
        category_id: 3,
        image: [image],
        isCover: [true],
        ecommerces: [{ ecommerces_id: 4, link_id: 'https://toko.example/a' }],
        idDeleteFile: [9],
      },
    });

    const post = calls('POST', '/api-web/admin/product/update/5')[0];
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(post?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await post!.formData();
    expect([...form.keys()]).toEqual([
      'name',
      'harga',
      'brand_id',
      'type_id',
      'category_id',
      'image[0]',
      'isCover[0]',
      'ecommerces[0][ecommerces_id]',
      'ecommerces[0][link_id]',
      'idDeleteFile[0]',
    ]);
    expect(form.get('isCover[0]')).toBe('1');
    await vi.waitFor(() => expect(calls('GET', '/api-web/admin/product')).toHaveLength(2));
    expect(calls('GET', '/api-web/admin/brand')).toHaveLength(1);
  });

  it('reject with the ApiError and still reload the list after a failed toggle (SPEC 4)', async () => {
    const { calls } = stubFetch({
      'GET /api-web/admin/type': list([{ id: 1, name: 'A', isActive: true }]),
      'PUT /api-web/admin/type/is-active/1': {
        status: 403,
        body: { meta: { message: 'Ditolak' }, data: { errors: {} } },
      },
    });
    const view = renderHooks(() => ({ types: useTypes(), toggle: useToggleType() }));
    await vi.waitFor(() => expect(view.current.types.data).toBeTruthy());
    await expect(view.current.toggle.trigger(1)).rejects.toMatchObject({
      status: 403,
      message: 'Ditolak',
    });
    await vi.waitFor(() => expect(calls('GET', '/api-web/admin/type')).toHaveLength(2));
    expect(view.current.toggle.isMutating).toBe(false);
  });

  it('report isMutating while the call runs', async () => {
    let release: () => void = () => {};
    // A fetch that answers only when the test says so.
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>(
          (resolve) => (release = () => resolve(Response.json(changed(1).body))),
        ),
    );
    const view = renderHooks(() => useToggleType());
    await vi.waitFor(() => expect(view.current).toBeDefined());
    const pending = view.current.trigger(1);
    await vi.waitFor(() => expect(view.current.isMutating).toBe(true));
    release();
    await pending;
    await vi.waitFor(() => expect(view.current.isMutating).toBe(false));
  });

  it('logout ignores a failed call, clears local storage and empties the cache', async () => {
    stubFetch({
      'GET /api-web/admin/type': list([{ id: 1, name: 'A', isActive: true }]),
      'POST /api-web/auth/logout': { status: 500, body: {} },
    });
    const view = renderHooks(() => ({ types: useTypes(), logout: useLogout() }));
    await vi.waitFor(() => expect(view.current.types.data).toBeTruthy());
    await view.current.logout.trigger();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await vi.waitFor(() => expect(view.current.types.data).toBeUndefined());
  });
});
