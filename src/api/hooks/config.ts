// Runtime configuration (DECISIONS: product name, chat phone and role ids without a rebuild).
import { fetchApi, queryHook } from './query.ts';

// It changes only when the server restarts with new settings: fetch once per page load.
const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false };

/** Runtime configuration: appName, chatPhone, superuserRoleId, adminRoleId. */
export const useConfig = queryHook('/config', ONCE);

/** The runtime configuration outside React (app start-up). */
export function fetchConfig() {
  return fetchApi('/config');
}
