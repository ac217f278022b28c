import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { nextEnabledIndex } from './navigation.ts';
import { focusNextFrom } from '../dom/focusable.ts';
import { useOutsidePointerDown } from '../hooks/useOutsidePointerDown.ts';

/** The parts of a menu item the keyboard logic needs. */
interface MenuEntry {
  /** Whether the item is skipped by the arrow keys and cannot be chosen. */
  isDisabled?: boolean;
  /** Called when the item is chosen. */
  onSelect: () => void;
}

/** The elements a menu button works with; the component owns the refs. */
export interface MenuButtonRefs {
  /** Wraps the trigger: presses inside it are not "outside". */
  rootRef: RefObject<HTMLElement | null>;
  /** The trigger button, which gets focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The menu list (in a portal): presses inside it are not "outside". */
  menuRef: RefObject<HTMLElement | null>;
  /** The item buttons, for roving focus. */
  itemRefs: RefObject<Array<HTMLButtonElement | null>>;
}

/** State and key handling of the APG menu button: open, move, choose, close. */
export function useMenuButton<T extends MenuEntry>(
  items: readonly T[],
  { rootRef, triggerRef, menuRef, itemRefs }: MenuButtonRefs,
  onOpenChange?: (isOpen: boolean) => void,
) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const isOpen = activeIndex !== null;
  const enabled = useMemo(() => items.map((item) => !item.isDisabled), [items]);

  const open = (index: number) => {
    if (!isOpen) onOpenChange?.(true);
    setActiveIndex(index);
  };
  const close = useCallback(
    (shouldFocusTrigger: boolean) => {
      setActiveIndex(null);
      onOpenChange?.(false);
      if (shouldFocusTrigger) triggerRef.current?.focus();
    },
    [onOpenChange, triggerRef],
  );

  // Roving focus: the active item holds the real focus.
  useEffect(() => {
    if (activeIndex !== null) itemRefs.current[activeIndex]?.focus();
  }, [activeIndex, itemRefs]);

  const outsideRefs = useMemo(() => [rootRef, menuRef], [rootRef, menuRef]);
  useOutsidePointerDown(outsideRefs, isOpen, () => close(false));

  const first = nextEnabledIndex(enabled, -1, 1);
  const last = nextEnabledIndex(enabled, enabled.length, -1);

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? first : last);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = activeIndex ?? -1;
    const moves: Record<string, number | undefined> = {
      ArrowDown: nextEnabledIndex(enabled, current, 1),
      ArrowUp: nextEnabledIndex(enabled, current, -1),
      Home: first,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActiveIndex(target);
    } else if (event.key === 'Escape') {
      // Handled here, so that a modal around the menu stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // The menu lives in a portal, so Tab must continue from the trigger's place in the page.
      event.preventDefault();
      close(true);
      const trigger = triggerRef.current;
      const scope = trigger?.closest('[role="dialog"]') ?? document.body;
      if (trigger) focusNextFrom(trigger, event.shiftKey, scope);
    }
  };

  const choose = (item: T) => {
    if (item.isDisabled) return;
    close(true);
    item.onSelect();
  };

  return {
    isOpen,
    activeIndex,
    setActiveIndex,
    toggle: () => (isOpen ? close(true) : open(first)),
    choose,
    handleTriggerKeyDown,
    handleMenuKeyDown,
  };
}
