import { useState } from 'react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminLayout } from '../../../src/components/admin/AdminLayout/AdminLayout.tsx';
import { ChangePasswordModal } from '../../../src/components/admin/ChangePasswordModal/ChangePasswordModal.tsx';
import { SUCCESS_TEXT, closeDialog, showSuccess } from '../../../src/components/Feedback/index.ts';

const content = (
  <p style={{ margin: 0 }}>
    Konten layar admin: tabel, formulir dan kartu ringkasan tampil di sini.
  </p>
);

const meta = {
  title: 'Components/Admin/AdminLayout',
  component: AdminLayout,
  args: {
    profileName: 'Budi Santoso',
    activeRouteName: 'dashboard',
    isSuperuser: false,
    title: 'Dashboard',
    onChangePassword: fn(),
    onLogout: fn(),
    children: content,
  },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  beforeEach: () => () => closeDialog(),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // Landmarks: the menu, the header and the main content with its heading.
    await expect(canvas.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Konten layar admin');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

/** The superuser on a product's detail page: User shows, Produk stays active. */
export const SuperuserOnProdukDetail: Story = {
  args: { isSuperuser: true, activeRouteName: 'produk-detail', title: 'Detail Produk' },
  parameters: { route: '/admin/produk/7' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'User' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Produk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The wide 1440 px layout. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  args: { activeRouteName: 'master-brand', title: 'Master Brand' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Brand' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone the menu is closed behind the navbar's toggle. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tampilkan menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Interactions: the toggle opens the drawer; Escape closes it and focus returns to the toggle. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Open the drawer.
    const toggle = canvas.getByRole('button', { name: 'Tampilkan menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
    // Focus is in the drawer; Escape closes it and gives focus back.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tutup menu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

/** The open drawer on a phone, for the screenshot. */
export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { activeRouteName: 'news', title: 'News' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan menu' }));
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Interactions: the first Tab reaches the skip link, which leads to the content. */
export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    // Tab once from the top of the page.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Langsung ke konten' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#konten-admin');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'konten-admin');
  },
};

/** Interactions: 'Keluar' in the profile menu reaches the screen. */
export const Logout: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Menu profil Budi Santoso' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Keluar' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

type LayoutProps = ComponentProps<typeof AdminLayout>;

/** How a screen wires the pieces: 'Ubah Password' opens the modal; success shows 'Berhasil!'. */
function WithChangePassword(props: LayoutProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <AdminLayout {...props} onChangePassword={() => setIsOpen(true)} />
      <ChangePasswordModal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onSubmit={async () => {
          // The parent shows SPEC 8's alert after the call succeeded (here at once).
          void showSuccess(SUCCESS_TEXT.passwordChanged);
        }}
      />
    </>
  );
}

/** Interactions: the whole change-password path from the header (SPEC 2.3, 4, 8). */
export const ChangePasswordFlow: Story = {
  render: (args) => <WithChangePassword {...args} />,
  play: async () => {
    // Open the profile menu and choose 'Ubah Password'.
    await userEvent.click(screen.getByRole('button', { name: 'Menu profil Budi Santoso' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ubah Password' }));
    // The modal opens empty; fill it and save.
    const modal = within(await screen.findByRole('dialog', { name: 'Ubah Password' }));
    await userEvent.type(
      modal.getByLabelText('Password Saat Ini', { selector: 'input' }),
      'lama123',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Simpan' }));
    // The modal closed and the success alert says 'Berhasil!' 'Mengubah Password Akun'.
    const alert = within(await screen.findByRole('dialog', { name: 'Berhasil!' }));
    await expect(alert.getByText('Mengubah Password Akun')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Ubah Password' })).toBeNull();
  },
};
