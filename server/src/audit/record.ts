// Writes audit rows. Every write operation of src/lib's AUDITED_OPERATIONS goes through `auditedHandler`
// (wrapped once in register.ts); sign-in and the import job call `recordAudit` themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AUDITED_OPERATIONS,
  auditedWrite,
  type AuditFieldChange,
  type AuditRecordDraft,
} from '#domain/audit/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import type { Handler } from '../lib/handler.ts';
import { SNAPSHOTS, type AuditAction, type AuditEntity } from './operations.ts';

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
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (user)
    await recordAudit(db, {
      user,
      action: 'sign-in',
      entity: 'user',
      recordId: user.id,
      recordName: user.name,
      changes: [],
    });
}

const paramId = (request: FastifyRequest): number | null => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
};

/** The snapshot, or null when the record is not there (a 404 the handler will answer itself). */
async function snapshot(
  app: FastifyInstance,
  entity: AuditEntity,
  id: number | null,
): Promise<unknown> {
  try {
    return await SNAPSHOTS[entity](app, id);
  } catch {
    return null;
  }
}

/** Writes the entry of a write that succeeded; if that fails the change stands and the failure is logged. */
async function recordOrLog(
  request: FastifyRequest,
  entry: () => Promise<AuditRecordDraft | null>,
  context: Record<string, unknown>,
): Promise<void> {
  const user = request.user;
  if (!user) return;
  try {
    const draft = await entry();
    if (draft)
      await recordAudit(request.server.db, { user: { id: user.id, name: user.name }, ...draft });
  } catch (error) {
    request.log.error({ err: error, ...context }, 'audit entry not written');
  }
}

/**
 * Runs one change of a record and records it like the single call would (bulk actions, one id at
 * a time). A failed change records nothing; a change that changed nothing is not recorded.
 */
export async function auditedChange<T>(
  request: FastifyRequest,
  entity: AuditEntity,
  action: 'delete' | 'toggle',
  recordId: number,
  change: () => Promise<T>,
): Promise<T> {
  const read = (id: number | null) => snapshot(request.server, entity, id);
  const { result, entry } = await auditedWrite(
    { entity, action, recordOf: 'param' },
    recordId,
    read,
    change,
    () => null,
  );
  await recordOrLog(request, entry, { entity, recordId });
  return result;
}

/**
 * The handler, recording what it changed once it succeeded (src/lib/audit/audit.ts auditedWrite). A
 * failed write records nothing. The row is written after the change committed; if writing it
 * fails the change stands and the failure is logged, so the trail can miss an entry but never
 * shows one that did not happen.
 */
export function auditedHandler(operationId: string, handler: Handler): Handler {
  const audited = AUDITED_OPERATIONS[operationId];
  if (!audited) return handler;
  const { entity, recordOf } = audited;
  return async (request, reply) => {
    const knownId =
      recordOf === 'param'
        ? paramId(request)
        : recordOf === 'self'
          ? (request.user?.id ?? null)
          : null;
    const read = (id: number | null) => snapshot(request.server, entity, id);
    const createdIdOf = (answer: unknown) =>
      (answer as { data?: { id?: unknown } } | null)?.data?.id;
    const { result, entry } = await auditedWrite(
      audited,
      knownId,
      read,
      () => handler(request, reply),
      createdIdOf,
    );
    await recordOrLog(request, entry, { operationId });
    return result;
  };
}
