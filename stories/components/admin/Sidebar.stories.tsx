import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Sidebar } from '../../../src/components/admin/Sidebar/Sidebar.tsx';

// Shows where a followed link went, since the preview's MemoryRouter has no address bar.
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Lokasi">{pathname}</output>;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      {children}
      <main style={{ padding: 24 }}>
        <Location />
      </main>
    </div>
  );
}

const ADMIN_LABELS = [
  'Dashboard',
  'Bumper',
  'Project',
  'New Product',
  'Tipe Produk',
  'Kategori',
  'Brand',
  'E-Commerce',
  'Sinonim Pencarian',
  'Spesifikasi',
  'Footer',
  'Tentang Kami',
  'News',
  'Produk',
  'Penawaran',
];

const meta = {
  title: 'Components/Admin/Sidebar',
  component: Sidebar,
  args: { activeRouteName: 'dashboard', isSuperuser: false, isOpen: false, onClose: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel; an admin on the dashboard. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The navigation landmark is named, and Dashboard is the current item.
    const nav = canvas.getByRole('navigation', { name: 'Menu admin' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An admin sees the twelve items of SPEC 2.3 in order, without User. */
export const AdminMenu: Story = {
  play: async ({ canvas }) => {
    // Labels in SPEC order; no User link.
    const labels = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(labels).toEqual(ADMIN_LABELS);
    await expect(canvas.queryByRole('link', { name: 'User' })).toBeNull();
  },
};

/** The superuser also sees User, last; every link goes to its SPEC 2.3 path. */
export const SuperuserMenu: Story = {
  args: { isSuperuser: true, activeRouteName: 'user' },
  parameters: { route: '/admin/user' },
  play: async ({ canvas }) => {
    // Every item, then User (active) and Riwayat Aktivitas, the superuser's own.
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      ...ADMIN_LABELS,
      'User',
      'Riwayat Aktivitas',
    ]);
    await expect(canvas.getByRole('link', { name: 'User' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The paths of SPEC 2.3, in order.
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/master/landing/bumper',
      '/master/landing/project',
      '/master/landing/new-product',
      '/master/type',
      '/master/kategori',
      '/master/brand',
      '/master/e-commerce',
      '/master/sinonim',
      '/master/spesifikasi',
      '/admin/footer',
      '/admin/tentang-kami',
      '/admin/news',
      '/admin/produk',
      '/admin/penawaran',
      '/admin/user',
      '/admin/riwayat',
    ]);
  },
};

/** On /admin/produk/:id the route name `produk-detail` keeps Produk active (DECISIONS.md). */
export const ActiveProdukDetail: Story = {
  args: { activeRouteName: 'produk-detail' },
  parameters: { route: '/admin/produk/7' },
  play: async ({ canvas }) => {
    // Produk is the one current item.
    await expect(canvas.getByRole('link', { name: 'Produk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

/** A landing route name: New Product, not News nor Produk. */
export const ActiveNewProduct: Story = {
  args: { activeRouteName: 'master-landing-new-product' },
  parameters: { route: '/master/landing/new-product' },
  play: async ({ canvas }) => {
    // Only New Product is current.
    await expect(
      canvas.getAllByRole('link', { current: 'page' }).map((l) => l.textContent),
    ).toEqual(['New Product']);
  },
};

/** A route name with no keyword (or the User page for a non-superuser): nothing is current. */
export const NoActiveItem: Story = {
  args: { activeRouteName: 'user', isSuperuser: false },
  play: async ({ canvas }) => {
    // No item carries aria-current.
    await expect(canvas.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  },
};

/** A long product name wraps inside the menu instead of widening it. */
export const LongBrandName: Story = {
  args: { brandName: 'PT Katalog Pneumatik dan Kelistrikan Industri Nusantara Sejahtera' },
  play: async ({ canvas }) => {
    // The name is shown in full and the menu keeps its width.
    const name = canvas.getByText(/Kelistrikan Industri Nusantara/);
    await expect(name).toBeVisible();
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBeLessThanOrEqual(
      256,
    );
  },
};

/** The wide 1440 px layout: the menu stays a fixed column. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  args: { activeRouteName: 'kategori' },
  play: async ({ canvas }) => {
    // Kategori is current and there is no close button in column mode.
    await expect(canvas.getByRole('link', { name: 'Kategori' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Tutup menu' })).toBeNull();
  },
};

/** On a phone the closed menu is gone: nothing to see or tab to. */
export const MobileClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The story renders at 360 px and the navigation is not rendered visibly.
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** On a phone the open menu is a drawer over the page, focused on its close button. */
export const MobileOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isOpen: true, activeRouteName: 'brand' },
  parameters: { route: '/master/brand' },
  play: async ({ canvas, args }) => {
    // The drawer shows with Brand current, and the close button has focus.
    await expect(canvas.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Brand' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const close = canvas.getByRole('button', { name: 'Tutup menu' });
    await waitFor(() => expect(close).toHaveFocus());
    // The close button asks to close.
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Interactions: Escape closes the open drawer. */
export const MobileEscapeCloses: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isOpen: true },
  play: async ({ args }) => {
    // Press Escape anywhere.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Interactions: following a link in the drawer navigates and closes it. */
export const MobileLinkNavigates: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isOpen: true },
  play: async ({ canvas, args }) => {
    // Follow 'Tipe Produk'.
    await userEvent.click(canvas.getByRole('link', { name: 'Tipe Produk' }));
    // The router went to /master/type and the drawer asked to close.
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/master/type');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Interactions: on a desktop a link navigates; there is no drawer to close. */
export const DesktopLinkNavigates: Story = {
  play: async ({ canvas, args }) => {
    // Follow 'E-Commerce'.
    await userEvent.click(canvas.getByRole('link', { name: 'E-Commerce' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/master/e-commerce',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
