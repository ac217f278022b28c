import { useEffect, useRef } from 'react';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import {
  Backdrop,
  BrandName,
  CloseButton,
  MenuLink,
  MenuList,
  SidebarHeader,
  SidebarRoot,
} from './Sidebar.styles.ts';
import { activeMenuItem, visibleMenu } from './menu.ts';

/** Accessible name of the side menu's navigation landmark. */
export const SIDEBAR_LABEL = 'Menu admin';
/** Accessible name of the button that closes the menu on small screens. */
export const SIDEBAR_CLOSE_LABEL = 'Tutup menu';

/** Props of Sidebar. */
export interface SidebarProps {
  /** The current route's name; the item whose keyword it carries is active ('produk-detail' → Produk). */
  activeRouteName?: string;
  /** Whether the signed-in user is the superuser, who also sees the User item. */
  isSuperuser?: boolean;
  /** Whether the drawer is open below 1024 px (from 1024 px the menu always shows). */
  isOpen?: boolean;
  /** Called when the drawer should close: close button, backdrop, Escape or a followed link. */
  onClose?: () => void;
  /** The name at the top of the menu (the product name). */
  brandName?: string;
  /** Element id of the menu, for the toggle's aria-controls. */
  id?: string;
}

/** The admin side menu of SPEC 2.3: a fixed column on desktops, a drawer on phones and tablets. */
export function Sidebar({
  activeRouteName,
  isSuperuser = false,
  isOpen = false,
  onClose,
  brandName = 'Katalog Pneumatik',
  id,
}: SidebarProps) {
  const items = visibleMenu(isSuperuser);
  const active = activeMenuItem(activeRouteName, items);
  const closeRef = useRef<HTMLButtonElement>(null);

  // An opened drawer takes focus, so that keyboard users land in it (the close button shows
  // only in drawer mode, hence the visibility check).
  useEffect(() => {
    const button = closeRef.current;
    if (isOpen && button && button.offsetParent !== null) button.focus();
  }, [isOpen]);

  // Escape closes the drawer wherever focus is.
  useEffect(() => {
    if (!isOpen || !onClose) return undefined;
    const handle = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, [isOpen, onClose]);

  return (
    <>
      {isOpen ? <Backdrop aria-hidden="true" onClick={onClose} /> : null}
      <SidebarRoot id={id} $isOpen={isOpen}>
        <SidebarHeader>
          <BrandName>{brandName}</BrandName>
          <CloseButton
            ref={closeRef}
            type="button"
            aria-label={SIDEBAR_CLOSE_LABEL}
            onClick={onClose}
          >
            <Icon name="close" />
          </CloseButton>
        </SidebarHeader>
        <nav aria-label={SIDEBAR_LABEL}>
          <MenuList>
            {items.map((item) => (
              <li key={item.path}>
                <MenuLink
                  to={item.path}
                  aria-current={item === active ? 'page' : undefined}
                  onClick={isOpen ? onClose : undefined}
                >
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </nav>
      </SidebarRoot>
    </>
  );
}
