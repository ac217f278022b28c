import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, activeMenuItem, carriesKeyword, visibleMenu } from './menu.ts';

describe('ADMIN_MENU (SPEC 2.3)', () => {
  it('lists the SPEC 2.3 paths in order, with the synonym and specification masters after the other masters', () => {
    expect(ADMIN_MENU.map((item) => item.path)).toEqual([
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
  });
  it('shows User and Riwayat Aktivitas only to the superuser', () => {
    expect(
      visibleMenu(true)
        .slice(-2)
        .map((item) => item.label),
    ).toEqual(['User', 'Riwayat Aktivitas']);
    expect(visibleMenu(false).map((item) => item.label)).not.toContain('User');
    expect(visibleMenu(false).map((item) => item.label)).not.toContain('Riwayat Aktivitas');
    expect(visibleMenu(false)).toHaveLength(visibleMenu(true).length - 2);
  });
});

describe('activeMenuItem', () => {
  it.each([
    ['dashboard', 'Dashboard'],
    ['admin-dashboard', 'Dashboard'],
    ['produk', 'Produk'],
    ['produk-detail', 'Produk'],
    ['admin-produk-detail', 'Produk'],
    ['master-landing-new-product', 'New Product'],
    ['new-product', 'New Product'],
    ['news', 'News'],
    ['master-type', 'Tipe Produk'],
    ['master-e-commerce', 'E-Commerce'],
    ['master-sinonim', 'Sinonim Pencarian'],
    ['master-spesifikasi', 'Spesifikasi'],
    ['e-commerce', 'E-Commerce'],
    ['tentang-kami', 'Tentang Kami'],
    ['user', 'User'],
    ['admin-riwayat', 'Riwayat Aktivitas'],
    ['admin-penawaran-detail', 'Penawaran'],
    ['BRAND', 'Brand'],
  ])('route %s keeps %s active', (routeName, label) => {
    expect(activeMenuItem(routeName)?.label).toBe(label);
  });
  it('matches whole words only', () => {
    expect(carriesKeyword('newsletter', 'news')).toBe(false);
    expect(carriesKeyword('l-tipe', 'type')).toBe(false);
    expect(carriesKeyword('commerce', 'e-commerce')).toBe(false);
  });
  it('has no active item for an unknown or empty route name', () => {
    expect(activeMenuItem('login')).toBeUndefined();
    expect(activeMenuItem('')).toBeUndefined();
    expect(activeMenuItem(undefined)).toBeUndefined();
  });
  it('finds no User item in the menu an admin sees', () => {
    expect(activeMenuItem('user', visibleMenu(false))).toBeUndefined();
  });
});
