// Bulk actions on the master tables (`POST admin/<master>/bulk`): activate, deactivate or delete
// the selected rows. Each id runs the single call's own repository step (its rules: in use,
// oneself, the last superuser) and is recorded in the audit trail as that call would be; an id
// that fails is reported with its message and the others still go.
import type { FastifyRequest } from 'fastify';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { auditedChange } from '../../audit/record.ts';
import type { AuditEntity } from '../../audit/operations.ts';
import { ApiError, MESSAGES } from '../../lib/errors.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';
import { bulkOutcomeMessage } from '#domain/forms/messages.ts';
import type { HandlerMap, OperationHandler, OperationId } from '../../lib/handler.ts';

/** The contract's bulk operations (`POST admin/<master>/bulk`), one BulkActionInput body each. */
type BulkOperationId = Extract<OperationId, `bulk${string}`>;

interface BulkTarget {
  entity: AuditEntity;
  remove: (request: FastifyRequest, id: number) => Promise<unknown>;
  setActive: (request: FastifyRequest, id: number, isActive: boolean) => Promise<unknown>;
}

type Repos = FastifyRequest['server']['repos'];
type SimpleRepo = {
  remove: (id: number) => Promise<unknown>;
  setActive: (id: number, isActive: boolean) => Promise<unknown>;
};

/** A master whose single delete and toggle are its repository's remove and flag change. */
const simple = (entity: AuditEntity, repo: (repos: Repos) => SimpleRepo): BulkTarget => ({
  entity,
  remove: (request, id) => repo(request.server.repos).remove(id),
  setActive: (request, id, isActive) => repo(request.server.repos).setActive(id, isActive),
});

const actorOf = (request: FastifyRequest) => request.user?.id ?? 0;

// Users: the rules of the single calls (not oneself, not the last active superuser), their
// security log lines, and a deactivated user's sessions end at once.
const userTarget: BulkTarget = {
  entity: 'user',
  async remove(request, id) {
    await request.server.repos.users.remove(id, actorOf(request));
    logSecurityEvent(request, 'user.deleted', { account: id, outcome: 'success' });
  },
  async setActive(request, id, isActive) {
    await request.server.repos.users.setActive(id, isActive, actorOf(request));
    if (!isActive) await revokeUserSessions(request.server.db, id);
    logSecurityEvent(request, isActive ? 'user.activated' : 'user.deactivated', {
      account: id,
      outcome: 'success',
    });
  },
};

/** operationId → the master it acts on. */
const TARGETS: Readonly<Record<BulkOperationId, BulkTarget>> = {
  bulkAdminTypes: simple('type', (repos) => repos.types),
  bulkAdminCategories: simple('category', (repos) => repos.categories),
  bulkAdminBrands: simple('brand', (repos) => repos.brands),
  bulkAdminEcommerces: simple('ecommerce', (repos) => repos.ecommerces),
  bulkAdminBumpers: simple('bumper', (repos) => repos.bumpers),
  bulkAdminProjects: simple('project', (repos) => repos.projects),
  bulkAdminNews: simple('news', (repos) => repos.news),
  bulkAdminSynonyms: simple('synonym', (repos) => repos.synonyms),
  bulkAdminSpecAttributes: simple('spec-attribute', (repos) => repos.specAttributes),
  bulkAdminProducts: simple('product', (repos) => repos.products),
  bulkAdminUsers: userTarget,
};

/** The message an id failed with: the single call's own (in use, not found, oneself ...). */
function failureOf(error: unknown): string | null {
  if (error instanceof ApiError && error.statusCode === 422) return error.message;
  if (error instanceof ApiError && error.statusCode === 404) return MESSAGES.notFound;
  return null;
}

function bulkHandler(target: BulkTarget): OperationHandler<BulkOperationId> {
  return async (request) => {
    const { action, ids } = request.body;
    const succeeded: number[] = [];
    const failed: { id: number; message: string }[] = [];
    // One id after the other, each its own change (as many single calls would be): a refused id
    // leaves the others done, and files of a deleted record go after its own commit.
    for (const id of ids) {
      try {
        await auditedChange(
          request,
          target.entity,
          action === 'delete' ? 'delete' : 'toggle',
          id,
          () =>
            action === 'delete'
              ? target.remove(request, id)
              : target.setActive(request, id, action === 'activate'),
        );
        succeeded.push(id);
      } catch (error) {
        const message = failureOf(error);
        // Anything but a refusal is a fault: the ids before it stay done, the call answers 500.
        if (message === null) throw error;
        failed.push({ id, message });
      }
    }
    const done = action === 'delete' ? MESSAGES.deleted : MESSAGES.toggled;
    const message =
      failed.length === 0 ? done : bulkOutcomeMessage(succeeded.length, failed.length);
    return { meta: { message }, data: { succeeded, failed } };
  };
}

export const bulkHandlers: HandlerMap = Object.fromEntries(
  Object.entries(TARGETS).map(([operationId, target]) => [operationId, bulkHandler(target)]),
);
