// Specification attributes (Master Spesifikasi, issue 24): the synonym resource's pattern, every
// signed-in role; the product form's lookup of the attributes a type uses.
import type { HandlerMap } from '../register.ts';
import { idOf } from '../register.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { invalid } from '../../lib/errors.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { specAttributeDraft, type SpecAttributeDraft } from '#domain/spec/specValues.ts';

/** The body's draft, or a 422 with the kind's rules (src/lib/spec/specValues.ts). */
function draftOf(body: unknown): SpecAttributeDraft {
  const { draft, errors } = specAttributeDraft((body ?? {}) as Record<string, unknown>);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return draft;
}

export const specAttributeHandlers: HandlerMap = {
  async listAdminSpecAttributes(request) {
    const { rows, total } = await request.server.repos.specAttributes.list({
      ...adminListQuery(request.query),
      type: request.query.type,
    });
    return list(rows, total);
  },
  getAdminSpecAttribute: async (request) =>
    ok(await request.server.repos.specAttributes.get(idOf(request))),
  createAdminSpecAttribute: async (request) =>
    ok(await request.server.repos.specAttributes.create(draftOf(request.body)), SAVED),
  async updateAdminSpecAttribute(request) {
    const id = idOf(request);
    await request.server.repos.specAttributes.get(id);
    return ok(await request.server.repos.specAttributes.update(id, draftOf(request.body)), UPDATED);
  },
  async deleteAdminSpecAttribute(request) {
    await request.server.repos.specAttributes.remove(idOf(request));
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminSpecAttribute(request) {
    const row = await request.server.repos.specAttributes.toggle(idOf(request));
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  lookupSpecAttributes: async (request) => ({
    data: await request.server.repos.specAttributes.lookup(request.query.type),
  }),
};
