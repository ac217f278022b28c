import { auditRepository, type AuditFilter } from '../../audit/repository.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { list } from '../../lib/respond.ts';
import type { HandlerMap } from '../register.ts';

export const auditHandlers: HandlerMap = {
  async listAdminAudit(request) {
    const q = request.query;
    const filter: AuditFilter = {
      user: q.user,
      entity: q.entity,
      action: q.action,
      recordId: q.recordId,
      from: q.from,
      to: q.to,
    };
    const { rows, total } = await auditRepository(request.server.db).list(
      adminListQuery(request.query),
      filter,
    );
    return list(rows, total);
  },
};
