import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, then true: what only the browser
 * may show (a list kept in this browser, a personal link's data) waits for it, and the first
 * render matches the server's HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
