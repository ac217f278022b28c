// Writes audit rows. Every write operation of AUDITED_OPERATIONS goes through `auditedHandler`
// (wrapped once in register.ts); sign-in and the import job call `recordAudit` themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { changedFields, recordNameOf, type AuditFieldChange } from '../../../src/lib/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import type { Handler } from '../routes/handler.ts';
import { AUDITED_OPERATIONS, SNAPSHOTS, type AuditAction, type AuditEntity } from './operations.ts';

export interface AuditEntry {
  user: { id: number; name: string };
  action: AuditAction;
  entity: AuditEntity;
  recordId: number | null;
  recordName: string | null;
  changes: AuditFieldChange[];
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.user.id,
    userName: entry.user.name,
    action: entry.action,
    entity: entry.entity,
    recordId: entry.recordId,
    recordName: entry.recordName,
    changes: entry.changes,
  });
}

/** A sign-in: the user is the record too. */
export async function recordSignIn(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  if (user) await recordAudit(db, { user, action: 'sign-in', entity: 'user', recordId: user.id, recordName: user.name, changes: [] });
}

const paramId = (request: FastifyRequest): number | null => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
};

/** The snapshot, or null when the record is not there (a 404 the handler will answer itself). */
async function snapshot(app: FastifyInstance, entity: AuditEntity, id: number | null): Promise<unknown> {
  try {
    return await SNAPSHOTS[entity](app, id);
  } catch {
    return null;
  }
}

/**
 * Runs one change of a record and records it like the single call would (bulk actions, one id at
 * a time): the record before and after, compared field by field. A failed change records nothing;
 * a change that changed nothing (activating an active record) is not recorded.
 */
export async function auditedChange<T>(
  request: FastifyRequest,
  entity: AuditEntity,
  action: 'delete' | 'toggle',
  recordId: number,
  change: () => Promise<T>,
): Promise<T> {
  const app = request.server;
  const before = await snapshot(app, entity, recordId);
  const result = await change();
  const user = request.user;
  if (!user) return result;
  try {
    const after = action === 'delete' ? null : await snapshot(app, entity, recordId);
    const changes = changedFields(before, after);
    if (action === 'toggle' && changes.length === 0) return result;
    await recordAudit(app.db, { user: { id: user.id, name: user.name }, action, entity, recordId, recordName: recordNameOf(after ?? before), changes });
  } catch (error) {
    request.log.error({ err: error, entity, recordId }, 'audit entry not written');
  }
  return result;
}

/**
 * The handler, recording what it changed once it succeeded: the record as staff see it before
 * and after, compared field by field. A failed write records nothing. The row is written after
 * the change committed; if writing it fails the change stands and the failure is logged, so the
 * trail can miss an entry but never shows one that did not happen.
 */
export function auditedHandler(operationId: string, handler: Handler): Handler {
  const audited = AUDITED_OPERATIONS[operationId];
  if (!audited) return handler;
  const { entity, action, recordOf } = audited;
  return async (request, reply) => {
    const app = request.server;
    const knownId = recordOf === 'param' ? paramId(request) : recordOf === 'self' ? (request.user?.id ?? null) : null;
    const before = action === 'create' || action === 'password' ? null : await snapshot(app, entity, knownId);
    const answer = await handler(request, reply);
    const user = request.user;
    if (!user) return answer;
    try {
      const createdId = (answer as { data?: { id?: unknown } } | null)?.data?.id;
      const recordId = recordOf === 'created' ? (typeof createdId === 'number' ? createdId : null) : knownId;
      const after = action === 'delete' ? null : action === 'password' ? before : await snapshot(app, entity, recordId);
      const named = action === 'password' ? await snapshot(app, entity, recordId) : (after ?? before);
      // A password event says that it happened, never what the password was.
      const changes = action === 'password' ? [{ field: 'password', before: null, after: null }] : changedFields(before, after);
      await recordAudit(app.db, { user: { id: user.id, name: user.name }, action, entity, recordId, recordName: recordNameOf(named), changes });
    } catch (error) {
      request.log.error({ err: error, operationId }, 'audit entry not written');
    }
    return answer;
  };
}
