// Bulk actions on the master tables (`POST admin/<master>/bulk`), as the server runs them: each id
// goes through the resource's own single delete or flag change (its rules and messages), and an
// id that fails is listed with its message while the others still go.
import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { AUDITED_OPERATIONS } from '../src/lib/audit/audit.ts';
import { bulkOutcomeMessage } from '../src/lib/forms/messages.ts';
import { matchOperation } from '../test/contract/openapi-validator.ts';
import { auditedMockChange } from './audit.ts';
import { msg } from './messages.ts';
import { findOr404, readJson, route } from './respond.ts';
import type { RouteContext } from './respond.ts';

/** How a resource deletes one row and sets one row's flag (throwing a Response refuses). */
export interface BulkTarget {
  /** The resource's rows, read when the call runs (some handlers replace the array). */
  rows: () => { id: number; isActive: boolean }[];
  /** The single delete (its in-use and other rules). */
  remove: (id: number, context: RouteContext) => unknown;
  /** Sets the flag; by default any existing row may be switched. */
  setActive?: (id: number, isActive: boolean, context: RouteContext) => void;
}

type BulkAction = 'activate' | 'deactivate' | 'delete';

async function refusalOf(thrown: unknown): Promise<string> {
  if (!(thrown instanceof Response)) throw thrown;
  if (thrown.status !== 404 && thrown.status !== 422) throw thrown;
  const body = (await thrown.clone().json()) as { meta?: { message?: string } };
  return body.meta?.message ?? msg.invalid;
}

/** The bulk handler of `path` ('/admin/type' → POST /admin/type/bulk). */
export function bulkRoute(path: string, target: BulkTarget): RequestHandler[] {
  const single = matchOperation('DELETE', `${path}/1`);
  const entity = single.ok ? AUDITED_OPERATIONS[single.operation.operationId]?.entity : undefined;
  return route('post', `${path}/bulk`, async (context) => {
    // The body passed the contract check (action enum, 1 to 100 distinct ids) in route().
    const { action, ids } = (await readJson(context.request)) as {
      action: BulkAction;
      ids: number[];
    };
    const succeeded: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (const id of ids) {
      const change = () => {
        if (action === 'delete') target.remove(id, context);
        else if (target.setActive) target.setActive(id, action === 'activate', context);
        else findOr404(target.rows(), id).isActive = action === 'activate';
      };
      try {
        // Each id is recorded like its single delete or switch (the server's auditedChange).
        if (entity)
          await auditedMockChange(
            context.request,
            entity,
            action === 'delete' ? 'delete' : 'toggle',
            id,
            context.user,
            change,
          );
        else change();
        succeeded.push(id);
      } catch (thrown) {
        failed.push({ id, message: await refusalOf(thrown) });
      }
    }
    const done = action === 'delete' ? msg.deleted : msg.toggled;
    const message =
      failed.length === 0 ? done : bulkOutcomeMessage(succeeded.length, failed.length);
    return HttpResponse.json({ meta: { message }, data: { succeeded, failed } });
  });
}
