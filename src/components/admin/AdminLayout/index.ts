export { AdminLayout, SKIP_TO_CONTENT } from './AdminLayout.tsx';
export type { AdminLayoutProps } from './AdminLayout.tsx';
