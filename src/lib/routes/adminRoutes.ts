// The staff side's route table: every admin page's path, side-menu label and keyword, and who may
// open it. The router and its guards (app/admin/), the side menu (src/components/admin/Sidebar) and
// the admin screens' links all read it; app/admin/adminRoutes.tsx adds each page's screen and title
// by route name, so a page without a screen is a type error. A new admin page is one entry here and
// one there.
import { fillPath, routes } from './routes.ts';

/** Who may open an admin page (SPEC 6): every signed-in role, or the superuser role only. */
export type AdminAccess = 'signed-in' | 'superuser';

/** One admin page. */
export interface AdminRouteSpec {
  /** Absolute path; `:name` marks a parameter. */
  path: string;
  /** The side menu's label, or null for a page the menu does not list (it keeps its keyword's item active). */
  label: string | null;
  /** The menu keyword the route name carries as a whole dash-separated word (DECISIONS "Routes and names"). */
  keyword: string;
  /** Who may open it; the menu shows superuser pages to the superuser only. */
  access: AdminAccess;
}

/** Every admin page, in the side menu's order (SPEC 2.3). */
export const ADMIN_ROUTES = {
  'admin-dashboard': {
    path: '/admin/dashboard',
    label: 'Dashboard',
    keyword: 'dashboard',
    access: 'signed-in',
  },
  'master-landing-bumper': {
    path: '/master/landing/bumper',
    label: 'Bumper',
    keyword: 'bumper',
    access: 'signed-in',
  },
  'master-landing-project': {
    path: '/master/landing/project',
    label: 'Project',
    keyword: 'project',
    access: 'signed-in',
  },
  'master-landing-new-product': {
    path: '/master/landing/new-product',
    label: 'New Product',
    keyword: 'new-product',
    access: 'signed-in',
  },
  'master-type': {
    path: '/master/type',
    label: 'Tipe Produk',
    keyword: 'type',
    access: 'signed-in',
  },
  'master-kategori': {
    path: '/master/kategori',
    label: 'Kategori',
    keyword: 'kategori',
    access: 'signed-in',
  },
  'master-brand': { path: '/master/brand', label: 'Brand', keyword: 'brand', access: 'signed-in' },
  'master-e-commerce': {
    path: '/master/e-commerce',
    label: 'E-Commerce',
    keyword: 'e-commerce',
    access: 'signed-in',
  },
  // DECISIONS "Added in the second phase": every signed-in role manages search synonyms.
  'master-sinonim': {
    path: '/master/sinonim',
    label: 'Sinonim Pencarian',
    keyword: 'sinonim',
    access: 'signed-in',
  },
  // DECISIONS "Added in the third phase": every signed-in role defines specification attributes.
  'master-spesifikasi': {
    path: '/master/spesifikasi',
    label: 'Spesifikasi',
    keyword: 'spesifikasi',
    access: 'signed-in',
  },
  'admin-footer': {
    path: '/admin/footer',
    label: 'Footer',
    keyword: 'footer',
    access: 'signed-in',
  },
  'admin-tentang-kami': {
    path: '/admin/tentang-kami',
    label: 'Tentang Kami',
    keyword: 'tentang-kami',
    access: 'signed-in',
  },
  'admin-news': { path: '/admin/news', label: 'News', keyword: 'news', access: 'signed-in' },
  'admin-produk': {
    path: '/admin/produk',
    label: 'Produk',
    keyword: 'produk',
    access: 'signed-in',
  },
  'admin-produk-detail': {
    path: '/admin/produk/:id',
    label: null,
    keyword: 'produk',
    access: 'signed-in',
  },
  // DECISIONS "Added in the third phase": the sales inbox of quote requests (issue 25).
  'admin-penawaran': {
    path: '/admin/penawaran',
    label: 'Penawaran',
    keyword: 'penawaran',
    access: 'signed-in',
  },
  'admin-penawaran-detail': {
    path: '/admin/penawaran/:id',
    label: null,
    keyword: 'penawaran',
    access: 'signed-in',
  },
  'admin-user': { path: '/admin/user', label: 'User', keyword: 'user', access: 'superuser' },
  // DECISIONS "Added in the second phase": the audit trail, superuser only like /admin/user.
  'admin-riwayat': {
    path: '/admin/riwayat',
    label: 'Riwayat Aktivitas',
    keyword: 'riwayat',
    access: 'superuser',
  },
} as const satisfies Record<string, AdminRouteSpec>;

/** The name of an admin page. */
export type AdminRouteName = keyof typeof ADMIN_ROUTES;

/** Where a signed-in user lands: after signing in, on /admin, and when a page is not theirs. */
export const ADMIN_HOME: AdminRouteName = 'admin-dashboard';

/** The bare section path that leads to ADMIN_HOME. */
export const ADMIN_INDEX_PATH = '/admin';

/** The admin routes' names, in the table's (the menu's) order. */
export const ADMIN_ROUTE_NAMES = Object.keys(ADMIN_ROUTES) as AdminRouteName[];

/** Builds an admin page's path from its name, its params and an optional query. */
export function adminPathTo(
  name: AdminRouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  return fillPath(ADMIN_ROUTES[name].path, name, params, query);
}

/** The first segments of the admin paths ('/admin', '/master'): everything under them is staff side. */
export const ADMIN_SECTIONS: readonly string[] = [
  ...new Set([
    ADMIN_INDEX_PATH,
    ...ADMIN_ROUTE_NAMES.map((name) => `/${ADMIN_ROUTES[name].path.split('/')[1]}`),
  ]),
];

/** Whether a path belongs to the staff side: the sign-in page or anything under an admin section. */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === routes.login ||
    ADMIN_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`))
  );
}
