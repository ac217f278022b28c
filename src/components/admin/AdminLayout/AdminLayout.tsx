import { useCallback, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Navbar } from '../Navbar/Navbar.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { Column, Content, LayoutRoot, PageTitle, SkipLink } from './AdminLayout.styles.ts';

/** The skip link's text (ours). */
export const SKIP_TO_CONTENT = 'Langsung ke konten';

/** Props of AdminLayout. */
export interface AdminLayoutProps {
  /** The current route's name; the side menu marks the item whose keyword it carries. */
  activeRouteName?: string;
  /** Whether the signed-in user is the superuser (the User menu item). */
  isSuperuser?: boolean;
  /** The signed-in user's profile name (the navbar's initial). */
  profileName: string;
  /** Called by the navbar's 'Ubah Password'. */
  onChangePassword: () => void;
  /** Called by the navbar's 'Sesi Aktif'; without it the item is not shown. */
  onShowSessions?: () => void;
  /** Called by the navbar's 'Verifikasi Dua Langkah'; without it the item is not shown. */
  onShowTwoStep?: () => void;
  /** Called by the navbar's 'Keluar'. */
  onLogout: () => void;
  /** The page heading (h1) above the content. */
  title?: string;
  /** The product name at the top of the side menu. */
  brandName?: string;
  /** The screen itself. */
  children: ReactNode;
}

/**
 * The frame of every admin screen (SPEC 2.3): side menu, navbar and content. Below 1024 px the
 * menu is a drawer opened from the navbar; closing it gives focus back to the toggle.
 */
export function AdminLayout({
  activeRouteName,
  isSuperuser = false,
  profileName,
  onChangePassword,
  onShowSessions,
  onShowTwoStep,
  onLogout,
  title,
  brandName,
  children,
}: AdminLayoutProps) {
  const sidebarId = useId();
  const contentId = 'konten-admin';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => {
    setIsMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <LayoutRoot>
      <SkipLink href={`#${contentId}`}>{SKIP_TO_CONTENT}</SkipLink>
      <Sidebar
        id={sidebarId}
        activeRouteName={activeRouteName}
        isSuperuser={isSuperuser}
        isOpen={isMenuOpen}
        onClose={closeMenu}
        brandName={brandName}
      />
      <Column>
        <Navbar
          profileName={profileName}
          onChangePassword={onChangePassword}
          onShowSessions={onShowSessions}
          onShowTwoStep={onShowTwoStep}
          onLogout={onLogout}
          onMenuToggle={() => setIsMenuOpen((open) => !open)}
          isMenuOpen={isMenuOpen}
          menuId={sidebarId}
          menuToggleRef={toggleRef}
        />
        <Content id={contentId} tabIndex={-1}>
          {title ? <PageTitle>{title}</PageTitle> : null}
          {children}
        </Content>
      </Column>
    </LayoutRoot>
  );
}
