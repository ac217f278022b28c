// The generic write side: a hook factory that runs one call, reports `isMutating` and then
// revalidates every cached read of the resources it touches (SPEC 4: lists reload after a save,
// a delete, and also after a failed toggle).
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import { keysUnder } from './keys.ts';

/** What a mutation hook returns. */
export interface Mutation<A, D> {
  /** Runs the call; resolves with its data or rejects with an ApiError (the caller handles it). */
  trigger: (arg: A) => Promise<D>;
  /** True while a call started here is in flight (disable the button, show 'Memproses...'). */
  isMutating: boolean;
}

/** The argument of a save: `id` null inserts, a number updates that record (SPEC 4 form modes). */
export interface SaveArgs<V> {
  /** Record being edited, or null for a new one. */
  id: number | null;
  /** The form's values. */
  values: V;
}

/** openapi-fetch's init for a call on `{id}`. */
export function withId(id: number): { params: { path: { id: number } } } {
  return { params: { path: { id } } };
}

/** Revalidates every cached API read under `prefixes`; failures stay in each hook's `error`. */
export function revalidateUnder(
  mutate: ScopedMutator,
  prefixes: readonly string[],
): Promise<unknown> {
  return mutate(keysUnder(prefixes)).catch(() => undefined);
}

/**
 * A hook around `run` that revalidates the reads under `prefixes` once the call settles. It uses
 * the mutate of the nearest SWRConfig, so a per-story cache is refreshed, not the global one.
 */
export function mutationHook<A, D>(run: (arg: A) => Promise<D>, prefixes: readonly string[]) {
  return function useMutation(): Mutation<A, D> {
    const { mutate } = useSWRConfig();
    const [pending, setPending] = useState(0);
    const trigger = useCallback(
      async (arg: A) => {
        setPending((count) => count + 1);
        try {
          return await run(arg);
        } finally {
          setPending((count) => count - 1);
          // Also after a failure: the row switch already flipped, and SPEC 4 reloads the list.
          void revalidateUnder(mutate, prefixes);
        }
      },
      [mutate],
    );
    return { trigger, isMutating: pending > 0 };
  };
}
