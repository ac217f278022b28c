// The admin side menu of SPEC 2.3, in its order, and the rule that picks the active item from the
// current route name (DECISIONS.md: admin route names carry the menu keyword).

/** One entry of the admin side menu. */
export interface AdminMenuItem {
  /** The word the current route name must carry for this item to be active. */
  keyword: string;
  /** The visible Indonesian label. */
  label: string;
  /** Where the link goes (SPEC 2.3). */
  path: string;
  /** Shown only to the superuser role (SPEC 6). */
  isSuperuserOnly?: boolean;
}

/** Every item of SPEC 2.3, in order. */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { keyword: 'dashboard', label: 'Dashboard', path: '/admin/dashboard' },
  { keyword: 'bumper', label: 'Bumper', path: '/master/landing/bumper' },
  { keyword: 'project', label: 'Project', path: '/master/landing/project' },
  { keyword: 'new-product', label: 'New Product', path: '/master/landing/new-product' },
  { keyword: 'type', label: 'Tipe Produk', path: '/master/type' },
  { keyword: 'kategori', label: 'Kategori', path: '/master/kategori' },
  { keyword: 'brand', label: 'Brand', path: '/master/brand' },
  { keyword: 'e-commerce', label: 'E-Commerce', path: '/master/e-commerce' },
  // DECISIONS "Added in the second phase": every signed-in role manages search synonyms.
  { keyword: 'sinonim', label: 'Sinonim Pencarian', path: '/master/sinonim' },
  { keyword: 'footer', label: 'Footer', path: '/admin/footer' },
  { keyword: 'tentang-kami', label: 'Tentang Kami', path: '/admin/tentang-kami' },
  { keyword: 'news', label: 'News', path: '/admin/news' },
  { keyword: 'produk', label: 'Produk', path: '/admin/produk' },
  { keyword: 'user', label: 'User', path: '/admin/user', isSuperuserOnly: true },
  // DECISIONS "Added in the second phase": the audit trail, superuser only like /admin/user.
  { keyword: 'riwayat', label: 'Riwayat Aktivitas', path: '/admin/riwayat', isSuperuserOnly: true },
];

/** The items a role sees: User and Riwayat Aktivitas only for the superuser. */
export function visibleMenu(isSuperuser: boolean): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => isSuperuser || !item.isSuperuserOnly);
}

/**
 * Whether `routeName` carries `keyword` as whole dash-separated words: 'produk-detail' and
 * 'admin-produk' carry 'produk', 'master-e-commerce' carries 'e-commerce'; 'newsletter' does not
 * carry 'news'. Case is ignored.
 */
export function carriesKeyword(routeName: string, keyword: string): boolean {
  const name = `-${routeName.toLowerCase()}-`;
  return name.includes(`-${keyword.toLowerCase()}-`);
}

/** The active item for a route name; the longest matching keyword wins; none when nothing matches. */
export function activeMenuItem(
  routeName: string | undefined,
  items: readonly AdminMenuItem[] = ADMIN_MENU,
): AdminMenuItem | undefined {
  if (!routeName) return undefined;
  const matches = items.filter((item) => carriesKeyword(routeName, item.keyword));
  return matches.sort((a, b) => b.keyword.length - a.keyword.length)[0];
}
