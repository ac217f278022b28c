export { Sidebar, SIDEBAR_CLOSE_LABEL, SIDEBAR_LABEL } from './Sidebar.tsx';
export type { SidebarProps } from './Sidebar.tsx';
export { ADMIN_MENU, activeMenuItem, carriesKeyword, visibleMenu } from './menu.ts';
export type { AdminMenuItem } from './menu.ts';
