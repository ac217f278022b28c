import type { HandlerMap } from '../register.ts';
import { idOf } from '../register.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { synonymWords } from '../../repositories/synonyms/words.ts';

export const synonymHandlers: HandlerMap = {
  async listAdminSynonyms(request) {
    const { rows, total } = await request.server.repos.synonyms.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminSynonym: async (request) => ok(await request.server.repos.synonyms.get(idOf(request))),
  createAdminSynonym: async (request) =>
    ok(await request.server.repos.synonyms.create(synonymWords(request.body)), SAVED),
  async updateAdminSynonym(request) {
    const id = idOf(request);
    await request.server.repos.synonyms.get(id);
    return ok(await request.server.repos.synonyms.update(id, synonymWords(request.body)), UPDATED);
  },
  async deleteAdminSynonym(request) {
    await request.server.repos.synonyms.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminSynonym(request) {
    const row = await request.server.repos.synonyms.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
};
