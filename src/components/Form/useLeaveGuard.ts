// Closing or reloading the tab with unsaved changes: the browser's own "leave site?" prompt (its
// text is the browser's; pages may no longer set it). In-app ways out ask with our dialog.
import { useEffect } from 'react';

/** Asks the browser to confirm unloading the page while `isActive`. */
export function useLeaveGuard(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}
