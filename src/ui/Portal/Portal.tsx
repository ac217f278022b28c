import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where nested popups render. A Modal provides its dialog element, so that a Select's list opened
 * inside it stays inside the `aria-modal` dialog (screen readers hide everything outside it).
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Props of Portal. */
export interface PortalProps {
  /** What to render outside the normal flow. */
  children: ReactNode;
}

/** Renders its children into the nearest modal, or into document.body. */
export function Portal({ children }: PortalProps) {
  const container = useContext(PortalContainerContext);
  return createPortal(children, container ?? document.body);
}
