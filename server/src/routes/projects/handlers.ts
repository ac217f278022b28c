import { formOf } from '../../lib/form.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap } from '../register.ts';

export const projectHandlers: HandlerMap = {
  async listAdminProjects(request) {
    const { rows, total } = await request.server.repos.projects.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminProject: async (request) => ok(await request.server.repos.projects.get(idOf(request))),
  async createAdminProject(request) {
    const form = formOf(request, 'ProjectCreateForm');
    return ok(await request.server.repos.projects.save(form), SAVED);
  },
  async updateAdminProject(request) {
    const form = formOf(request, 'ProjectUpdateForm');
    return ok(await request.server.repos.projects.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminProject(request) {
    await request.server.repos.projects.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminProject(request) {
    const row = await request.server.repos.projects.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  async listProjects(request) {
    const rows = await request.server.repos.projects.publicList();
    return list(rows, rows.length);
  },
};
