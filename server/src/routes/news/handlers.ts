import { formOf } from '../../lib/form.ts';
import { adminListQuery, publicPage } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { idOf, type HandlerMap } from '../register.ts';

export const newsHandlers: HandlerMap = {
  async listAdminNews(request) {
    const { rows, total } = await request.server.repos.news.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminNews: async (request) => ok(await request.server.repos.news.get(idOf(request))),
  async createAdminNews(request) {
    const form = formOf(request, 'NewsCreateForm');
    return ok(await request.server.repos.news.save(form), SAVED);
  },
  async updateAdminNews(request) {
    const form = formOf(request, 'NewsUpdateForm');
    return ok(await request.server.repos.news.save(form, idOf(request)), UPDATED);
  },
  async deleteAdminNews(request) {
    await request.server.repos.news.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminNews(request) {
    const row = await request.server.repos.news.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  async listNews(request) {
    const page = publicPage(request.query);
    const { rows, total } = await request.server.repos.news.publicList(page.size, page.offset);
    return list(rows, total);
  },
  getNews: async (request) => ok(await request.server.repos.news.getActive(idOf(request))),
};
