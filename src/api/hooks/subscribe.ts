// The company page's Subscribe modal (SPEC 7 "POST subscribe").
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { mutationHook } from './mutation.ts';

/** The subscribe form's values: nama, email, telp (at most 14 characters). */
export type SubscribeValues = components['schemas']['SubscribeInput'];

/** Subscribes a visitor. */
export function subscribe(values: SubscribeValues) {
  return unwrap(api.POST('/subscribe', { body: values }));
}

/** subscribe with isMutating; refreshes the dashboard's subscriber table if it is cached. */
export const useSubscribe = mutationHook(subscribe, ['/admin/dashboard/subscribe']);
