// Leaving a dirty form for another page of the app (a side-menu link, Back, Forward) asks the
// same 'Tinggalkan formulir ini?' as closing it. Closing or reloading the tab is useLeaveGuard's.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import type { BlockerFunction } from 'react-router-dom';
import { confirmDiscardChanges } from '@/components/Feedback/dialogs.ts';

/** Props of RouteLeaveGuard. */
export interface RouteLeaveGuardProps {
  /** True while the form has unsaved changes. */
  isActive: boolean;
}

/** Holds a navigation to another path until the user confirms losing the changes. */
function Blocker({ isActive }: RouteLeaveGuardProps) {
  // Only another path: a list's own address changes (page, search) leave the form where it is.
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isActive && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscardChanges().then((isConfirmed) =>
      isConfirmed ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);
  return null;
}

/**
 * Asks before a route change while `isActive`. Blocking needs a data router (the app's
 * createBrowserRouter); under a plain router (most stories) there is nothing to hold, and the
 * guard renders nothing.
 */
export function RouteLeaveGuard({ isActive }: RouteLeaveGuardProps) {
  const isDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return isDataRouter ? <Blocker isActive={isActive} /> : null;
}
