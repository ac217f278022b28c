import type { ReactNode, Ref } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { Dropdown } from '../../../ui/Dropdown/Dropdown.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import {
  Avatar,
  MenuBars,
  MenuToggleSlot,
  NavbarRoot,
  Profile,
  ProfileName,
  Title,
} from './Navbar.styles.ts';
import { profileInitial } from './profileInitial.ts';

/** The navbar's texts: the two menu items are SPEC 2.3's; the accessible names are ours. */
export const NAVBAR_TEXT = {
  changePassword: 'Ubah Password',
  /** Issue 27. */
  sessions: 'Sesi Aktif',
  /** Issue 27. */
  twoStep: 'Verifikasi Dua Langkah',
  logout: 'Keluar',
  menuToggle: 'Tampilkan menu',
  profileMenu: 'Menu profil',
} as const;

/** Props of Navbar. */
export interface NavbarProps {
  /** The signed-in user's profile name; its initial shows in the avatar. */
  profileName: string;
  /** Called by the menu item 'Ubah Password' (the parent opens ChangePasswordModal). */
  onChangePassword: () => void;
  /** Called by the menu item 'Sesi Aktif'; without it the item is not shown. */
  onShowSessions?: () => void;
  /** Called by the menu item 'Verifikasi Dua Langkah'; without it the item is not shown. */
  onShowTwoStep?: () => void;
  /** Called by the menu item 'Keluar'. */
  onLogout: () => void;
  /** Called by the menu toggle shown below 1024 px; without it there is no toggle. */
  onMenuToggle?: () => void;
  /** Whether the sidebar drawer is open (the toggle's aria-expanded). */
  isMenuOpen?: boolean;
  /** Element id of the sidebar, for the toggle's aria-controls. */
  menuId?: string;
  /** Ref to the toggle, so that focus can come back to it when the drawer closes. */
  menuToggleRef?: Ref<HTMLButtonElement>;
  /** Text or content on the left, such as the current screen's name. */
  title?: ReactNode;
}

/** The admin header of SPEC 2.3: a drawer toggle on small screens and the profile menu. */
export function Navbar({
  profileName,
  onChangePassword,
  onShowSessions,
  onShowTwoStep,
  onLogout,
  onMenuToggle,
  isMenuOpen = false,
  menuId,
  menuToggleRef,
  title,
}: NavbarProps) {
  return (
    <NavbarRoot>
      {onMenuToggle ? (
        <MenuToggleSlot>
          <Button
            ref={menuToggleRef}
            variant="ghost"
            size="small"
            aria-label={NAVBAR_TEXT.menuToggle}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            icon={<MenuBars />}
            onClick={onMenuToggle}
          />
        </MenuToggleSlot>
      ) : null}
      <Title>{title}</Title>
      <Dropdown
        label={`${NAVBAR_TEXT.profileMenu} ${profileName}`.trim()}
        variant="ghost"
        align="end"
        triggerContent={
          <Profile>
            <ProfileName>{profileName}</ProfileName>
            <Avatar aria-hidden="true" data-initial={profileInitial(profileName)} />
          </Profile>
        }
        items={[
          {
            id: 'change-password',
            label: NAVBAR_TEXT.changePassword,
            icon: <Icon name="key" size="small" />,
            onSelect: onChangePassword,
          },
          ...(onShowSessions
            ? [
                {
                  id: 'sessions',
                  label: NAVBAR_TEXT.sessions,
                  icon: <Icon name="eye" size="small" />,
                  onSelect: onShowSessions,
                },
              ]
            : []),
          ...(onShowTwoStep
            ? [
                {
                  id: 'two-step',
                  label: NAVBAR_TEXT.twoStep,
                  icon: <Icon name="check" size="small" />,
                  onSelect: onShowTwoStep,
                },
              ]
            : []),
          {
            id: 'logout',
            label: NAVBAR_TEXT.logout,
            tone: 'danger',
            icon: <Icon name="log-out" size="small" />,
            onSelect: onLogout,
          },
        ]}
      />
    </NavbarRoot>
  );
}
