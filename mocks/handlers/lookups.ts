// Dropdown options for the product form: active records only, searched, `limit` default 15.
import type { RequestHandler } from 'msw';
import { lookupOptions } from '../crud.ts';
import { db } from '../db.ts';
import { route } from '../respond.ts';

const sources = {
  ecommerces: () => db.ecommerces,
  category: () => db.categories,
  brand: () => db.brands,
  type: () => db.types,
};

/** Handlers of `admin/lookup/{ecommerces|category|brand|type}`. */
export const lookupHandlers: RequestHandler[] = Object.entries(sources).flatMap(([name, rows]) =>
  route('get', `/admin/lookup/${name}`, ({ url }) =>
    Response.json({ data: lookupOptions(url, rows()) }),
  ),
);
