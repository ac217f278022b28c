// Products: public list, detail and best sellers; admin table, detail, multipart create and update,
// delete and toggle.
import { DEFAULT_SUGGEST_LIMIT, MAX_SUGGEST_LIMIT } from '../../src/lib/forms/limits.ts';
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { toggleRow } from '../crud.ts';
import { db, nextId, nextProductImageId, now } from '../db.ts';
import { readGallery } from '../gallery.ts';
import { msg } from '../messages.ts';
import { adminList, optionalLimit, searchTerm } from '../query.ts';
import type { ListSpec } from '../query.ts';
import {
  findOr404,
  idParam,
  list,
  notFound,
  readForm,
  route,
  single,
  statusChange,
} from '../respond.ts';
import type { ProductRow } from '../rows.ts';
import type { FieldErrors } from '../validate.ts';
import { isPubliclyVisible, productSummary, productView } from '../views.ts';
import { readProductFields, readProductSpecs } from './product-form.ts';
import { equivalentNamed, publicProductList, publicProductOrder } from './product-order.ts';
import { matchingNames } from './product-search.ts';

/** The admin product table's sort columns and search; the export uses the same. */
export const productListSpec: ListSpec<ProductRow> = {
  columns: {
    id: (row) => row.id,
    name: (row) => row.name,
    harga: (row) => row.harga,
    urutan: (row) => row.urutan,
    is_active: (row) => row.isActive,
    created_at: (row) => row.createdAt,
  },
  searchIn: (row) => [row.name],
};

async function saveProduct(request: Request, current: ProductRow | null): Promise<ProductRow> {
  const form = await readForm(request);
  const errors: FieldErrors = {};
  const fields = readProductFields(form, errors);
  const specs = readProductSpecs(form, errors, fields.typeId, current);
  // Collects the image errors too, then answers one 422 with every field message.
  const image = readGallery(form, errors, current?.image ?? [], nextProductImageId());
  if (current) return Object.assign(current, fields, specs, { image });
  const row: ProductRow = {
    id: nextId(db.products),
    ...fields,
    ...specs,
    image,
    isActive: true,
    createdAt: now(),
  };
  db.products.push(row);
  return row;
}

/** The single delete. */
function removeProduct(id: number): Response {
  findOr404(db.products, id);
  db.products = db.products.filter((row) => row.id !== id);
  return statusChange(id, msg.deleted);
}

/** Handlers of `product*` and `admin/product*`. */
export const productHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/product', { rows: () => db.products, remove: removeProduct }),
  ...route('get', '/product', ({ url }) => {
    const { rows, total, facets } = publicProductList(url);
    if (!facets) return list(rows.map(productSummary), total);
    return HttpResponse.json({ data: rows.map(productSummary), meta: { total, facets } });
  }),
  // Before `/product/:id`, which would otherwise take "suggest" for an id.
  ...route('get', '/product/suggest', ({ url }) => {
    const term = searchTerm(url);
    const limit = Math.min(
      optionalLimit(url, DEFAULT_SUGGEST_LIMIT) ?? DEFAULT_SUGGEST_LIMIT,
      MAX_SUGGEST_LIMIT,
    );
    if (term.length < 2)
      return HttpResponse.json({ data: { products: [], categories: [], brands: [] } });
    const rows = publicProductList(
      new URL(`/product?search=${encodeURIComponent(term)}&limit=${limit}`, url),
    ).rows;
    return HttpResponse.json({
      data: {
        products: rows.map((row) => {
          const { id, name, harga, hargaAkhir, isCover } = productSummary(row);
          // `equivalent` names the code the product was found by ('Padanan untuk <code>').
          return {
            id,
            name,
            harga,
            hargaAkhir,
            image: isCover ? { path: isCover.path } : null,
            equivalent: equivalentNamed(row, term),
          };
        }),
        categories: matchingNames(db.categories, term),
        brands: matchingNames(db.brands, term),
      },
    });
  }),
  ...route('get', '/product/best/seller', () =>
    list(
      publicProductOrder(
        db.products.filter((row) => row.isBestSeller && isPubliclyVisible(row)),
      ).map(productSummary),
    ),
  ),
  ...route('get', '/product/:id', (context) => {
    const row = findOr404(db.products, idParam(context));
    if (!isPubliclyVisible(row)) throw notFound();
    return single(productView(row));
  }),
  ...route('get', '/admin/product', ({ url }) => {
    const { rows, total } = adminList(url, db.products, productListSpec);
    return list(rows.map(productSummary), total);
  }),
  ...route('get', '/admin/product/:id', (context) =>
    single(productView(findOr404(db.products, idParam(context)))),
  ),
  ...route('post', '/admin/product', async ({ request }) =>
    single(productView(await saveProduct(request, null)), msg.saved),
  ),
  ...route('post', '/admin/product/update/:id', async (context) => {
    const row = findOr404(db.products, idParam(context));
    return single(productView(await saveProduct(context.request, row)), msg.updated);
  }),
  ...route('delete', '/admin/product/:id', (context) => removeProduct(idParam(context))),
  ...route('post', '/admin/product/is-active/:id', (context) =>
    toggleRow(db.products, idParam(context)),
  ),
];
