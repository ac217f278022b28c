// The staff route table: names carry the side menu's keyword (DECISIONS), titles feed the page
// title and the layout's heading.
import type { ReactNode } from 'react';
import { DashboardScreen } from '../../src/screens/admin/Dashboard/DashboardScreen.tsx';
import { TYPES_TITLE, TypesScreen } from '../../src/screens/admin/Types/TypesScreen.tsx';

/** One admin page behind the session guard. */
export interface AdminRoute {
  /** Route name; the side menu marks the item whose keyword it carries. */
  name: string;
  /** Absolute path. */
  path: string;
  /** Page heading and title. */
  title: string;
  /** The screen. */
  element: ReactNode;
}

/** Every admin page built so far. */
export const adminRoutes: readonly AdminRoute[] = [
  { name: 'admin-dashboard', path: '/admin/dashboard', title: 'Dashboard', element: <DashboardScreen /> },
  { name: 'master-type', path: '/master/type', title: TYPES_TITLE, element: <TypesScreen /> },
];
