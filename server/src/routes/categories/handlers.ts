import { formOf } from '../../lib/form.ts';
import { adminListQuery, optionalLimit } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap } from '../register.ts';

export const categoryHandlers: HandlerMap = {
  async listAdminCategories(request) {
    const { rows, total } = await request.server.repos.categories.list(
      adminListQuery(request.query),
    );
    return list(rows, total);
  },
  getAdminCategory: async (request) => ok(await request.server.repos.categories.get(idOf(request))),
  async createAdminCategory(request) {
    const form = formOf(request, 'CategoryCreateForm');
    return ok(await request.server.repos.categories.save(form), SAVED);
  },
  async updateAdminCategory(request) {
    const form = formOf(request, 'CategoryUpdateForm');
    return ok(await request.server.repos.categories.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminCategory(request) {
    await request.server.repos.categories.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminCategory(request) {
    const row = await request.server.repos.categories.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  async listCategories(request) {
    const rows = await request.server.repos.categories.publicList();
    return list(rows, rows.length);
  },
  async listCategoriesWithTypes(request) {
    const rows = await request.server.repos.categories.withTypes(optionalLimit(request.query));
    return list(rows, rows.length);
  },
};
