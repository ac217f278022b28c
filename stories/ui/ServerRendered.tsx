// Stages a server-rendered page before its scripts run, for stories of what a visitor does in
// that window (issue 32): the markup comes from renderToString, the boot script's hold on early
// presses is on, and React hydrates the markup only when 'Jalankan hidrasi' is pressed.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import {
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_GLOBAL,
  EARLY_PRESS_LEAVE_WAIT_MS,
  captureEarlyPresses,
} from '../../src/ui/dom/earlyPresses.ts';
import { theme } from '../../src/ui/theme/theme.ts';

/** The label of the button that hydrates the staged markup. */
export const HYDRATE_LABEL = 'Jalankan hidrasi';

/** Props of ServerRendered. */
export interface ServerRenderedProps {
  /** The tree the server renders and the browser then hydrates (the same element both times). */
  children: ReactElement;
  /** Where a link the boot script held is followed (the story's frame itself never leaves). */
  onFollow?: (href: string) => void;
}

/** `children` as the server sent it; live (hydrated) once 'Jalankan hidrasi' is pressed. */
export function ServerRendered({ children, onFollow }: ServerRenderedProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const rootRef = useRef<Root | null>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  const tree = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    host.innerHTML = renderToString(tree);
    const stopHolding = captureEarlyPresses(
      EARLY_PRESS_ATTRIBUTE,
      EARLY_PRESS_GLOBAL,
      EARLY_PRESS_LEAVE_WAIT_MS,
      (href) => onFollow?.(href),
    );
    return () => {
      stopHolding();
      const root = rootRef.current;
      rootRef.current = null;
      // Not while the story's own root is unmounting this one's host.
      if (root) setTimeout(() => root.unmount(), 0);
    };
    // Rendered once, as a server would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const hydrate = () => {
    if (!hostRef.current || rootRef.current) return;
    rootRef.current = hydrateRoot(hostRef.current, tree);
    setIsHydrated(true);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div ref={hostRef} data-hydrated={isHydrated} />
      <button type="button" onClick={hydrate} disabled={isHydrated}>
        {HYDRATE_LABEL}
      </button>
    </div>
  );
}
