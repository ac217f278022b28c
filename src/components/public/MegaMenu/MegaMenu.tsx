import { useCallback, useId, useMemo, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { useControllableState } from '../../../ui/hooks/useControllableState.ts';
import { useOutsidePointerDown } from '../../../ui/hooks/useOutsidePointerDown.ts';
import { MenuRoot, Panel, Trigger } from './MegaMenu.styles.ts';

/** Props of MegaMenu. */
export interface MegaMenuProps {
  /** The trigger's text ('Produk', 'Category'). */
  label: string;
  /** Whether the panel is open; give it (with onOpenChange) to control the menu from outside. */
  isOpen?: boolean;
  /** Called with the new state when the trigger, Escape, a click outside or a link opens or closes it. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The panel's content: groups of links. */
  children: ReactNode;
}

/**
 * A disclosure for the top bar (SPEC 2.1): a button with aria-expanded and the panel it controls.
 * Escape and a click outside close it (focus goes back to the button after Escape); following a
 * link or pressing a button inside closes it too.
 */
export function MegaMenu({ label, isOpen, onOpenChange, children }: MegaMenuProps) {
  const panelId = `megamenu${useId().replace(/:/g, '')}`;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [isShown, setIsShown] = useControllableState(isOpen, false, onOpenChange);
  const close = useCallback(() => setIsShown(false), [setIsShown]);
  const refs = useMemo(() => [rootRef], []);
  useOutsidePointerDown(refs, isShown, close);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isShown) return;
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  };

  // Following a link or pressing an action inside the panel is done with the menu.
  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) close();
  };

  return (
    // Escape is handled for the trigger and the panel together.
    <MenuRoot ref={rootRef} onKeyDown={handleKeyDown}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={isShown}
        aria-controls={isShown ? panelId : undefined}
        onClick={() => setIsShown(!isShown)}
      >
        {label}
        <Icon name="chevron-down" size="small" />
      </Trigger>
      {isShown ? (
        // A click here only closes the menu after a link or button inside did its own work.
        <Panel id={panelId} onClick={handlePanelClick}>
          {children}
        </Panel>
      ) : null}
    </MenuRoot>
  );
}
