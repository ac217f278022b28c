// The audit trail of the mock API, recorded as the server records it: the same operation table and
// the same before → after comparison (src/lib/audit/audit.ts auditedWrite). Where the server reads a
// record through its repository, the mock reads it through its own admin detail answer (the same
// shape: server/src/audit/operations.ts SNAPSHOTS answer what those GET calls answer).
import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import {
  AUDITED_OPERATIONS,
  auditedWrite,
  type AuditEntityName,
  type AuditRecordDraft,
  type AuditedOperation,
} from '../src/lib/audit/audit.ts';
import { matchOperation } from '../test/contract/openapi-validator.ts';
import { db, nextId } from './db.ts';
import { ROLE_IDS } from './fixtures/users.ts';
import type { UserRow } from './rows.ts';

/** The call that reads a record as staff see it, per kind of record. */
const SNAPSHOT_PATHS: Readonly<Record<AuditEntityName, string>> = {
  product: '/admin/product/{id}',
  type: '/admin/type/{id}',
  category: '/admin/category/{id}',
  brand: '/admin/brand/{id}',
  ecommerce: '/admin/ecommerces/{id}',
  bumper: '/admin/bumper/{id}',
  project: '/admin/project/{id}',
  news: '/admin/news/{id}',
  synonym: '/admin/synonym/{id}',
  'spec-attribute': '/admin/spec-attribute/{id}',
  user: '/admin/user/{id}',
  footer: '/tagline/footer',
  about: '/tagline/main',
  'new-product': '/admin/new-product',
  quote: '/admin/quote/{id}',
};

/** Marks the trail's own reads, which skip the simulated delay. */
const SNAPSHOT_HEADER = 'x-mock-audit-read';

let readers: RequestHandler[] = [];

/** The handlers the trail reads records through (set once by handlers/index.ts: they import this module). */
export function readAuditRecordsThrough(handlers: RequestHandler[]): void {
  readers = handlers;
}

/** Whether a request is the trail reading a record (no simulated delay). */
export const isAuditRead = (request: Request): boolean => request.headers.has(SNAPSHOT_HEADER);

/** A record as staff see it, read like the server reads it: as the system, whoever made the change. */
async function readRecord(
  entity: AuditEntityName,
  id: number | null,
  origin: string,
): Promise<unknown> {
  const template = SNAPSHOT_PATHS[entity];
  if (template.includes('{id}') && id === null) return null;
  const superuser = db.users.find(
    (user) => user.roleId === ROLE_IDS.superuser && user.isActive && !user.mustChangePassword,
  );
  const headers: Record<string, string> = { [SNAPSHOT_HEADER]: '1' };
  if (superuser) headers.authorization = `Bearer mock-token-${superuser.id}`;
  const request = new Request(new URL(`/api${template.replace('{id}', String(id))}`, origin), {
    headers,
  });
  const response = await getResponse(readers, request);
  if (!response?.ok) return null;
  return ((await response.json()) as { data?: unknown }).data ?? null;
}

/** Adds an entry, as the server's audit_log row reads back through `GET admin/audit`. */
export function recordMockAudit(user: Pick<UserRow, 'id' | 'name'>, draft: AuditRecordDraft): void {
  db.audit.push({
    id: nextId(db.audit),
    createdAt: new Date().toISOString(),
    user: { id: user.id, name: user.name },
    ...draft,
  });
}

/** The audited operation a request calls, if any. */
export function auditedOperationOf(request: Request): AuditedOperation | null {
  if (request.method === 'GET' || isAuditRead(request)) return null;
  const match = matchOperation(request.method, new URL(request.url).pathname);
  return match.ok ? (AUDITED_OPERATIONS[match.operation.operationId] ?? null) : null;
}

/**
 * Runs a write and records it once it succeeded (a 2xx answer), like the server's auditedHandler.
 * `knownId` is the path's id, the caller's for `self`, null otherwise.
 */
export async function auditedMockWrite(
  request: Request,
  operation: AuditedOperation,
  user: UserRow | null,
  params: Record<string, string>,
  write: () => Promise<Response>,
): Promise<Response> {
  const knownId =
    operation.recordOf === 'param'
      ? Number(params.id)
      : operation.recordOf === 'self'
        ? (user?.id ?? null)
        : null;
  const read = (id: number | null) => readRecord(operation.entity, id, request.url);
  let createdId: unknown = null;
  const { result, entry } = await auditedWrite(
    operation,
    Number.isNaN(knownId) ? null : knownId,
    read,
    async () => {
      const response = await write();
      if (response.ok && operation.recordOf === 'created')
        createdId = ((await response.clone().json()) as { data?: { id?: unknown } }).data?.id;
      return response;
    },
    () => createdId,
  );
  if (!result.ok || !user) return result;
  const draft = await entry();
  if (draft) recordMockAudit(user, draft);
  return result;
}

/** One change of a bulk action, recorded like the single delete or toggle (server: auditedChange). */
export async function auditedMockChange(
  request: Request,
  entity: AuditEntityName,
  action: 'delete' | 'toggle',
  id: number,
  user: UserRow | null,
  change: () => void,
): Promise<void> {
  const read = (recordId: number | null) => readRecord(entity, recordId, request.url);
  const { entry } = await auditedWrite(
    { entity, action, recordOf: 'param' },
    id,
    read,
    async () => change(),
    () => null,
  );
  if (!user) return;
  const draft = await entry();
  if (draft) recordMockAudit(user, draft);
}
