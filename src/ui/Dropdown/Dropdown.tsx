import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { DropdownRoot, Menu, MenuItem, MenuItemIcon } from './Dropdown.styles.ts';
import { Button } from '../Button/Button.tsx';
import type { ButtonSize, ButtonVariant } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Portal } from '../Portal/Portal.tsx';
import { useAnchoredPosition } from '../hooks/useAnchoredPosition.ts';
import type { PopoverAlign } from '../hooks/useAnchoredPosition.ts';
import { useMenuButton } from './useMenuButton.ts';

/** One action in a Dropdown menu. */
export interface DropdownItem {
  /** Stable key of the item. */
  id: string;
  /** The item's text ('Edit', 'Delete', 'Ubah Password' …). */
  label: string;
  /** Called when the item is chosen; the menu has closed and focus is back on the trigger. */
  onSelect: () => void;
  /** danger for destructive items such as 'Delete' or 'Keluar'. */
  tone?: 'default' | 'danger';
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** Whether the item is shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** Props of Dropdown. */
export interface DropdownProps {
  /** The trigger's accessible name, also its text unless `triggerContent` is given ('Aksi'). */
  label: string;
  /** The actions in the menu, in order. */
  items: DropdownItem[];
  /** Custom visible trigger content, such as the profile initial in the navbar. */
  triggerContent?: ReactNode;
  /** Trigger button variant. */
  variant?: ButtonVariant;
  /** Trigger button size. */
  size?: ButtonSize;
  /** Which trigger edge the menu lines up with: start (left) or end (right, for the navbar). */
  align?: PopoverAlign;
  /** Whether the trigger cannot be pressed. */
  isDisabled?: boolean;
  /** Work in progress after a choice: the trigger shows a spinner and `busyLabel` and cannot be pressed. */
  isBusy?: boolean;
  /** The trigger's text while busy (Button's 'Memproses...' by default). */
  busyLabel?: string;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A menu button (APG menu button pattern): click, Enter, Space or the arrow keys open it; arrow
 * keys, Home and End move between items; Escape, Tab, a choice or a click outside close it.
 */
export function Dropdown({
  label,
  items,
  triggerContent,
  variant = 'secondary',
  size = 'medium',
  align = 'start',
  isDisabled = false,
  isBusy = false,
  busyLabel,
  onOpenChange,
}: DropdownProps) {
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menu = useMenuButton(items, { rootRef, triggerRef, menuRef, itemRefs }, onOpenChange);
  const position = useAnchoredPosition(triggerRef, menuRef, menu.isOpen, { align });

  return (
    <DropdownRoot ref={rootRef}>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        isBusy={isBusy}
        busyLabel={busyLabel}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? menuId : undefined}
        aria-label={triggerContent ? label : undefined}
        trailingIcon={triggerContent ? undefined : <Icon name="chevron-down" size="small" />}
        onClick={menu.toggle}
        onKeyDown={menu.handleTriggerKeyDown}
      >
        {triggerContent ?? label}
      </Button>
      {menu.isOpen ? (
        <Portal>
          <Menu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            style={position}
            onKeyDown={menu.handleMenuKeyDown}
          >
            {items.map((item, index) => (
              <li key={item.id} role="none">
                <MenuItem
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={item.isDisabled || undefined}
                  $tone={item.tone ?? 'default'}
                  onClick={() => menu.choose(item)}
                  onMouseEnter={() => !item.isDisabled && menu.setActiveIndex(index)}
                >
                  {item.icon ? <MenuItemIcon aria-hidden="true">{item.icon}</MenuItemIcon> : null}
                  {item.label}
                </MenuItem>
              </li>
            ))}
          </Menu>
        </Portal>
      ) : null}
    </DropdownRoot>
  );
}
