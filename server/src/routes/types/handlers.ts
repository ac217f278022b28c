import type { HandlerMap } from '../register.ts';
import { idOf } from '../register.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';

const nameOf = (body: { name: string }) => body.name.trim();

export const typeHandlers: HandlerMap = {
  async listAdminTypes(request) {
    const { rows, total } = await request.server.repos.types.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminType: async (request) => ok(await request.server.repos.types.get(idOf(request))),
  createAdminType: async (request) =>
    ok(await request.server.repos.types.create(nameOf(request.body)), SAVED),
  updateAdminType: async (request) =>
    ok(await request.server.repos.types.update(idOf(request), nameOf(request.body)), UPDATED),
  async deleteAdminType(request) {
    await request.server.repos.types.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminType(request) {
    const row = await request.server.repos.types.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  getType: async (request) => ok(await request.server.repos.types.getActive(idOf(request))),
};
