import { formOf } from '../../lib/form.ts';
import { adminListQuery, publicPage } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap, type QueryOf } from '../register.ts';
import type { PublicProductQuery } from '../../repositories/products/public-list.ts';
import { ApiError, MESSAGES, invalid } from '../../lib/errors.ts';
import { readSpecQuery } from '#domain/spec/specQuery.ts';
import { RETRY_AFTER_SECONDS } from '../../plugins/overload.ts';
import { SearchBusy } from '../../search/product-search.ts';
import { productExportColumns } from '#domain/import/exportColumns.ts';
import { sendExport } from '../../export/spreadsheet.ts';
import { DEFAULT_SUGGEST_LIMIT, MAX_SUGGEST_LIMIT } from '#domain/forms/limits.ts';

function publicQuery(q: QueryOf<'listProducts'>): PublicProductQuery {
  // spec[<id>] and spec[<id>][min|max] arrive as flat keys; bad bounds or too many filters are 422.
  const spec = readSpecQuery(q as Record<string, unknown>);
  if (Object.keys(spec.errors).length > 0) throw invalid(spec.errors);
  return {
    spec: spec.filters,
    ...publicPage(q),
    category: q.category,
    brand: q.brand,
    type: q.type,
    search: (q.search ?? '').trim(),
    sortBy: q.sortBy,
    orderBy: q.orderBy,
  };
}

/** Search's "too many waiting" as HTTP: 503 busy with Retry-After, like the overload guard's. */
function busyAs503(error: unknown): never {
  if (error instanceof SearchBusy)
    throw new ApiError(
      503,
      MESSAGES.busy,
      {},
      { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    );
  throw error;
}

export const productHandlers: HandlerMap = {
  async listProducts(request) {
    const { rows, total, facets } = await request.server.repos.products
      .listPublic(publicQuery(request.query))
      .catch(busyAs503);
    return facets ? { data: rows, meta: { total, facets } } : list(rows, total);
  },
  async suggestProducts(request) {
    const q = request.query;
    return {
      data: await request.server.repos.products
        .suggest(
          String(q.search ?? '').trim(),
          Math.min(
            MAX_SUGGEST_LIMIT,
            Number(q.limit ?? DEFAULT_SUGGEST_LIMIT) || DEFAULT_SUGGEST_LIMIT,
          ),
        )
        .catch(busyAs503),
    };
  },
  getProduct: async (request) =>
    ok(await request.server.repos.products.detail(idOf(request), true)),
  async listBestSellerProducts(request) {
    const rows = await request.server.repos.products.bestSellers();
    return list(rows, rows.length);
  },
  async listAdminProducts(request) {
    const { rows, total } = await request.server.repos.products.listAdmin(
      adminListQuery(request.query),
    );
    return list(rows, total);
  },
  async listDashboardProducts(request) {
    const { rows, total } = await request.server.repos.products.listAdmin(
      adminListQuery(request.query),
    );
    return list(rows, total);
  },
  async exportAdminProducts(request, reply) {
    const [records, attributes] = await Promise.all([
      request.server.repos.products.exportAdmin(adminListQuery(request.query)),
      request.server.repos.specAttributes.active(),
    ]);
    const format = request.query.format;
    return sendExport(reply, {
      format,
      baseName: 'produk',
      sheetName: 'Produk',
      columns: productExportColumns(attributes),
      records,
      now: request.server.now(),
    });
  },
  getAdminProduct: async (request) =>
    ok(await request.server.repos.products.detail(idOf(request), false)),
  async createAdminProduct(request) {
    const form = formOf(request, 'ProductCreateForm');
    return ok(await request.server.repos.products.save(form), SAVED);
  },
  async updateAdminProduct(request) {
    const form = formOf(request, 'ProductUpdateForm');
    return ok(await request.server.repos.products.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminProduct(request) {
    await request.server.repos.products.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminProduct(request) {
    const row = await request.server.repos.products.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
};
