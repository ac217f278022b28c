// The router, its guards and the side menu all come from the admin route table
// (src/lib/routes/adminRoutes.ts): every entry is routed to its screen behind the session guard (and the
// superuser guard where its access says so), and listed in the menu for the roles that may open it.
import { readFileSync } from 'node:fs';
import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU,
  activeMenuItem,
  carriesKeyword,
  visibleMenu,
} from '../../src/components/admin/Sidebar/menu.ts';
import {
  ADMIN_HOME,
  ADMIN_ROUTE_NAMES,
  ADMIN_ROUTES,
  ADMIN_SECTIONS,
  adminPathTo,
  isAdminPath,
} from '../../src/lib/routes/adminRoutes.ts';
import { routes } from '../../src/lib/routes/routes.ts';
import type { AdminRouteName } from '../../src/lib/routes/adminRoutes.ts';
import AdminApp from './AdminApp.tsx';
import { AdminShell } from './AdminShell.tsx';
import { adminRoutes } from './adminRoutes.tsx';
import { RequireSession, RequireSuperuser } from './session.tsx';

type Props = { children?: ReactNode; routeName?: string; to?: string };

function child(element: ReactNode): ReactElement<Props> {
  if (!isValidElement<Props>(element)) throw new Error('expected one element');
  return element;
}

/** The route objects AdminApp renders (its <Routes>' children). */
const routerRoutes = createRoutesFromChildren(child(AdminApp()).props.children);

/** An address of each admin page, its parameters filled. */
const addressOf = (name: AdminRouteName) => adminPathTo(name, { id: 7 });

describe('the admin router', () => {
  it.each(ADMIN_ROUTE_NAMES)(
    'routes %s to its screen behind the guards its access asks for',
    (name) => {
      const matches = matchRoutes(routerRoutes, addressOf(name));
      const guard = child(matches?.at(-1)?.route.element);
      expect(guard.type).toBe(RequireSession);
      const shell = child(guard.props.children);
      expect([shell.type, shell.props.routeName]).toEqual([AdminShell, name]);
      const screen = child(shell.props.children);
      const expected = adminRoutes.find((route) => route.name === name)?.element;
      if (ADMIN_ROUTES[name].access === 'superuser') {
        expect(screen.type).toBe(RequireSuperuser);
        expect(screen.props.children).toBe(expected);
      } else {
        expect(screen).toBe(expected);
      }
    },
  );

  it('keeps the table order, its paths and its access', () => {
    expect(adminRoutes.map((route) => [route.name, route.path, route.isSuperuserOnly])).toEqual(
      ADMIN_ROUTE_NAMES.map((name) => [
        name,
        ADMIN_ROUTES[name].path,
        ADMIN_ROUTES[name].access === 'superuser',
      ]),
    );
  });

  it('sends /admin to the dashboard and anything else under the sections to /404', () => {
    const redirectOf = (address: string) =>
      child(matchRoutes(routerRoutes, address)?.at(-1)?.route.element).props.to;
    expect(redirectOf('/admin')).toBe(adminPathTo(ADMIN_HOME));
    expect(redirectOf('/master/tidak-ada')).toBe('/404');
  });

  it('counts every route of the table as the staff side', () => {
    for (const name of ADMIN_ROUTE_NAMES) expect(isAdminPath(addressOf(name)), name).toBe(true);
  });

  it('keeps crawlers out of every admin section and the sign-in page (robots.txt)', () => {
    const rules = readFileSync(new URL('../static/robots.txt', import.meta.url), 'utf8').split(
      '\n',
    );
    for (const section of ADMIN_SECTIONS) expect(rules, section).toContain(`Disallow: ${section}/`);
    expect(rules).toContain(`Disallow: ${routes.login}`);
  });
});

describe('the side menu', () => {
  it('lists every labelled route, in the table order, with its path and access', () => {
    const labelled = ADMIN_ROUTE_NAMES.filter((name) => ADMIN_ROUTES[name].label !== null);
    expect(ADMIN_MENU.map((item) => [item.label, item.path, item.isSuperuserOnly])).toEqual(
      labelled.map((name) => [
        ADMIN_ROUTES[name].label,
        adminPathTo(name),
        ADMIN_ROUTES[name].access === 'superuser',
      ]),
    );
  });

  it.each(ADMIN_ROUTE_NAMES)(
    'marks the item of %s active for every role that may open it',
    (name) => {
      const { keyword, access } = ADMIN_ROUTES[name];
      expect(carriesKeyword(name, keyword)).toBe(true);
      expect(activeMenuItem(name, visibleMenu(true))?.keyword).toBe(keyword);
      // The other role sees the item exactly when the page is theirs.
      expect(activeMenuItem(name, visibleMenu(false))?.keyword).toBe(
        access === 'superuser' ? undefined : keyword,
      );
    },
  );
});
