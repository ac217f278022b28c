// Shared by the mock tests: one call helper over fetch (MSW intercepts it in Node), test uploads
// and the fixture tokens.
import { ROLE_IDS } from './fixtures/users.ts';
import { pdfBytes } from './media.ts';
import { tokenFor } from './respond.ts';

/** The origin test requests go to; the handlers match any origin. */
export const TEST_ORIGIN = 'http://localhost';

/** Bearer tokens of the fixture users: the superuser, the admin-role user and the inactive one. */
export const tokens = {
  superuser: tokenFor(ROLE_IDS.superuser),
  admin: tokenFor(2),
  inactive: tokenFor(3),
};

/** What a test call sends. */
export interface CallOptions {
  /** Bearer token; none when absent. */
  token?: string | null;
  /** Query parameters. */
  query?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: Record<string, string | File>;
  /** The API prefix; `/api-web` by default. */
  prefix?: '/api-web' | '/api';
}

/** What a test call got back: status, parsed body (JSON or bytes) and headers. */
export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Calls the mock API at `path` (a contract path without prefix). */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(`${options.prefix ?? '/api-web'}${path}`, TEST_ORIGIN);
  for (const [name, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(name, value);
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) form.append(name, value);
    body = form;
  }
  const response = await fetch(url, { method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('json')
    ? await response.json()
    : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A tiny PNG upload (the signature is enough for the mock's type check). */
export function pngFile(name = 'foto.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });
}

/** A tiny PDF upload. */
export function pdfUpload(name = 'berkas.pdf'): File {
  return new File([pdfBytes('Berkas Uji')], name, { type: 'application/pdf' });
}
