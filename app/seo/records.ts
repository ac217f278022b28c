// The record a public page is about (a product, a news article, a brand, category or type), per
// route of the route table: the API read that names it and how its name is read from the answer.
// The server's renderer uses it for the title and for the 404 of a missing or hidden record; the
// browser for the same title after hydration and on pages reached by a link. Small on purpose: it
// is in the public entry chunk.
import { apiKey } from '../../src/api/hooks/keys.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import { readId } from '../../src/lib/forms/ids.ts';
import { typeKey } from '../../src/screens/public/shared/pageData.ts';
import type { PageAddress } from '../../src/screens/public/shared/pageData.ts';
import type { RouteName } from '../../src/lib/routes/routes.ts';

/** The read that names a page's record, and its name in that read's answer (null: not there). */
export interface PageRecord {
  key: ApiKey;
  name: (body: unknown) => string | null;
}

/** A page's record: none (a fixed page), 'missing' (the address can name none: 404), or one to read. */
export type RecordOf = PageRecord | 'missing' | null;

type Named = { name?: unknown; title?: unknown };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `data` of an answer `{ data }`. */
function dataOf(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
}

const recordName = (body: unknown) => text((dataOf(body) as Named | undefined)?.name);

/**
 * The record id an address names, written as ids are written ('12'); null for anything else
 * ('abc', 'None', '', '1.0', '012'), which names no record (a soft 404 otherwise, issue 32).
 */
function recordId(value: string | undefined): number | null {
  const id = readId(value);
  return id !== null && String(id) === value ? id : null;
}

/** A page whose `:id` is not a record id names none: the 404 page. */
const byPathId =
  (record: (id: number) => PageRecord) =>
  ({ params }: PageAddress): RecordOf => {
    const id = recordId(params.id);
    return id === null ? 'missing' : record(id);
  };

/**
 * A list without `?id=` names no record of its own (it stays a 200 page); one whose `?id=` is not a
 * record id names none: the 404 page, like an id no record has.
 */
const byQueryId =
  (record: (id: number) => PageRecord) =>
  ({ query }: PageAddress): RecordOf => {
    const value = query.get('id');
    if (value === null) return null;
    const id = recordId(value);
    return id === null ? 'missing' : record(id);
  };

const noRecord = (): RecordOf => null;

/** Each route's record; every route says, so a new route is a type error until it does. */
const PAGE_RECORDS = {
  'l-detail-product': byPathId((id) => ({
    key: apiKey('/product/{id}', { path: { id } }),
    name: recordName,
  })),
  'l-news-detail': byPathId((id) => ({
    key: apiKey('/news/{id}', { path: { id } }),
    name: (body) => text((dataOf(body) as Named | undefined)?.title),
  })),
  'l-brand': byQueryId((id) => ({
    key: apiKey('/brand/{id}', { path: { id } }),
    name: recordName,
  })),
  // Categories have no public call of their own: the active ones are one list.
  'l-kategori-produk': byQueryId((id) => ({
    key: apiKey('/category'),
    name: (body) => {
      const list = dataOf(body);
      const found = Array.isArray(list)
        ? (list as Array<Named & { id?: unknown }>).find((item) => item.id === id)
        : undefined;
      return text(found?.name);
    },
  })),
  // GET type/{id}: an active type, products or not (an empty one shows SPEC's empty list).
  'l-tipe': byQueryId((id) => ({ key: typeKey(id), name: recordName })),
  'l-home': noRecord,
  'l-search': noRecord,
  // The comparison names no one record: its products come from ?id= (publicRoutes.tsx).
  'l-bandingkan': noRecord,
  'l-new-product': noRecord,
  'l-news': noRecord,
  'l-tentang-kami': noRecord,
  'l-penawaran': noRecord,
  'l-penawaran-lihat': noRecord,
  login: noRecord,
  '404': noRecord,
} satisfies Record<RouteName, (address: PageAddress) => RecordOf>;

/** The record of the page at `address` on route `route`. */
export function pageRecord(route: RouteName, address: PageAddress): RecordOf {
  return PAGE_RECORDS[route](address);
}
