import { formOf } from '../../lib/form.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap } from '../register.ts';

export const ecommerceHandlers: HandlerMap = {
  async listAdminEcommerces(request) {
    const { rows, total } = await request.server.repos.ecommerces.list(
      adminListQuery(request.query),
    );
    return list(rows, total);
  },
  getAdminEcommerce: async (request) =>
    ok(await request.server.repos.ecommerces.get(idOf(request))),
  async createAdminEcommerce(request) {
    const form = formOf(request, 'EcommerceCreateForm');
    return ok(await request.server.repos.ecommerces.save(form), SAVED);
  },
  async updateAdminEcommerce(request) {
    const form = formOf(request, 'EcommerceUpdateForm');
    return ok(await request.server.repos.ecommerces.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminEcommerce(request) {
    await request.server.repos.ecommerces.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminEcommerce(request) {
    const row = await request.server.repos.ecommerces.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
};
