// The admin dashboard: counts, the product table and the subscriber table.
import { HttpResponse, type RequestHandler } from 'msw';
import { db } from '../db.ts';
import { mockFollowUp } from '../funnel.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { list, route, single } from '../respond.ts';
import type { ProductRow, Schemas } from '../rows.ts';
import { productSummary } from '../views.ts';

const productSpec: ListSpec<ProductRow> = {
  columns: { id: (row) => row.id, name: (row) => row.name, created_at: (row) => row.createdAt },
  searchIn: (row) => [row.name],
};

/** The dashboard's subscriber table's sort columns and search; the export uses the same. */
export const subscriberListSpec: ListSpec<Schemas['Subscriber']> = {
  columns: {
    id: (row) => row.id,
    nama: (row) => row.nama,
    email: (row) => row.email,
    created_at: (row) => row.createdAt,
  },
  searchIn: (row) => [row.nama, row.email],
};

/** Handlers of `admin/dashboard*`. */
export const dashboardHandlers: RequestHandler[] = [
  ...route('get', '/admin/dashboard/count', () =>
    single({
      product: db.products.length,
      brand: db.brands.length,
      category: db.categories.length,
      quoteNew: db.quotes.filter((quote) => quote.status === 'new').length,
    }),
  ),
  // Issue 35: 'Perlu Tindak Lanjut' (before '/admin/dashboard', which only matches exactly anyway).
  ...route('get', '/admin/dashboard/follow-up', () => HttpResponse.json(mockFollowUp())),
  ...route('get', '/admin/dashboard', ({ url }) => {
    const { rows, total } = adminList(url, db.products, productSpec);
    return list(rows.map(productSummary), total);
  }),
  ...route('get', '/admin/dashboard/subscribe', ({ url }) => {
    const { rows, total } = adminList(url, db.subscribers, subscriberListSpec);
    return list(rows, total);
  }),
];
