import { formOf } from '../../lib/form.ts';
import { adminListQuery, optionalLimit } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap } from '../register.ts';

export const brandHandlers: HandlerMap = {
  async listAdminBrands(request) {
    const { rows, total } = await request.server.repos.brands.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminBrand: async (request) => ok(await request.server.repos.brands.get(idOf(request))),
  async createAdminBrand(request) {
    const form = formOf(request, 'BrandCreateForm');
    return ok(await request.server.repos.brands.save(form), SAVED);
  },
  async updateAdminBrand(request) {
    const form = formOf(request, 'BrandUpdateForm');
    return ok(await request.server.repos.brands.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminBrand(request) {
    await request.server.repos.brands.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminBrand(request) {
    const row = await request.server.repos.brands.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  getBrand: async (request) => ok(await request.server.repos.brands.getActive(idOf(request))),
  async listBrandsWithProducts(request) {
    const rows = await request.server.repos.brands.withProducts(optionalLimit(request.query));
    return list(rows, rows.length);
  },
};
