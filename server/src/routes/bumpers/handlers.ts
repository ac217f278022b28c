import { formOf } from '../../lib/form.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap } from '../register.ts';

export const bumperHandlers: HandlerMap = {
  async listAdminBumpers(request) {
    const { rows, total } = await request.server.repos.bumpers.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminBumper: async (request) => ok(await request.server.repos.bumpers.get(idOf(request))),
  async createAdminBumper(request) {
    const form = formOf(request, 'BumperCreateForm');
    return ok(await request.server.repos.bumpers.save(form), SAVED);
  },
  async updateAdminBumper(request) {
    const form = formOf(request, 'BumperUpdateForm');
    return ok(await request.server.repos.bumpers.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminBumper(request) {
    await request.server.repos.bumpers.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminBumper(request) {
    const row = await request.server.repos.bumpers.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  async listBumpers(request) {
    const rows = await request.server.repos.bumpers.publicList();
    return list(rows, rows.length);
  },
};
