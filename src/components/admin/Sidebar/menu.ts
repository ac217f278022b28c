// The admin side menu of SPEC 2.3, in its order, and the rule that picks the active item from the
// current route name (DECISIONS.md: admin route names carry the menu keyword). The items come from
// the admin route table, which the router reads too.
import { ADMIN_ROUTE_NAMES, ADMIN_ROUTES, adminPathTo } from '../../../lib/routes/adminRoutes.ts';

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

/** Every item of SPEC 2.3, in order: the admin routes that carry a menu label (src/lib/routes/adminRoutes.ts). */
export const ADMIN_MENU: readonly AdminMenuItem[] = ADMIN_ROUTE_NAMES.flatMap((name) => {
  const { label, keyword, access } = ADMIN_ROUTES[name];
  if (label === null) return [];
  return [{ keyword, label, path: adminPathTo(name), isSuperuserOnly: access === 'superuser' }];
});

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
