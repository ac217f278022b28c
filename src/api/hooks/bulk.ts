// Bulk actions on the master tables (`POST admin/<master>/bulk`): one factory, one hook per master
// in its own hook file, revalidating what that master's single writes revalidate.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components, paths } from '../schema.ts';
import { mutationHook } from './mutation.ts';

/** What a bulk call sends: the action and the selected ids (1 to 100). */
export type BulkActionInput = components['schemas']['BulkActionInput'];

/** What a bulk call answers: the ids changed and those refused, each with its message. */
export type BulkActionResult = components['schemas']['BulkActionResponse'];

/** The contract's bulk paths. */
export type BulkPath = Extract<keyof paths, `/admin/${string}/bulk`>;

/** A mutation hook for the bulk call of `path`, revalidating the reads under `touches`. */
export function bulkHook(path: BulkPath, touches: readonly string[]) {
  return mutationHook(
    (body: BulkActionInput): Promise<BulkActionResult> => unwrap(api.POST(path, { body })),
    touches,
  );
}
