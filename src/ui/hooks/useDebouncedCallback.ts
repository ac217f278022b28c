import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `callback` once `delayMs` after the last call (SPEC 9: dropdown search waits 800 ms).
 * Returns the debounced function and whether a call is waiting; the wait is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
  delayMs: number,
): { run: (...args: A) => void; cancel: () => void; isPending: boolean } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCallback = useRef(callback);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    latestCallback.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setIsPending(false);
  }, []);

  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      setIsPending(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setIsPending(false);
        latestCallback.current?.(...args);
      }, delayMs);
    },
    [delayMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { run, cancel, isPending };
}
