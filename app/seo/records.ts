// The record a public page is about (a product, a news article, a brand, category or type), per
// route of the route table: the API read that names it and how its name is read from the answer.
// The server's renderer uses it for the title and for the 404 of a missing or hidden record; the
// browser for the same title after hydration and on pages reached by a link. Small on purpose: it
// is in the public entry chunk.
import { apiKey } from '../../src/api/hooks/keys.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import { readId } from '../../src/lib/ids.ts';
import { typeKey } from '../../src/screens/public/shared/pageData.ts';
import type { PageAddress } from '../../src/screens/public/shared/pageData.ts';
import type { RouteName } from '../../src/lib/routes.ts';

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

/** The record of the page at `address` on route `route`. */
export function pageRecord(route: RouteName, { params, query }: PageAddress): RecordOf {
  switch (route) {
    case 'l-detail-product': {
      const id = readId(params.id);
      return id === null ? 'missing' : { key: apiKey('/product/{id}', { path: { id } }), name: recordName };
    }
    case 'l-news-detail': {
      const id = readId(params.id);
      if (id === null) return 'missing';
      return { key: apiKey('/news/{id}', { path: { id } }), name: (body) => text((dataOf(body) as Named | undefined)?.title) };
    }
    case 'l-brand': {
      const id = readId(query.get('id'));
      return id === null ? null : { key: apiKey('/brand/{id}', { path: { id } }), name: recordName };
    }
    case 'l-kategori-produk': {
      // Categories have no public call of their own: the active ones are one list.
      const id = readId(query.get('id'));
      if (id === null) return null;
      return {
        key: apiKey('/category'),
        name: (body) => {
          const list = dataOf(body);
          const found = Array.isArray(list) ? (list as Array<Named & { id?: unknown }>).find((item) => item.id === id) : undefined;
          return text(found?.name);
        },
      };
    }
    case 'l-tipe': {
      // GET type/{id}: an active type, products or not (an empty one shows SPEC's empty list).
      const id = readId(query.get('id'));
      return id === null ? null : { key: typeKey(id), name: recordName };
    }
    default:
      return null;
  }
}
