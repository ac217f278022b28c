export { Breadcrumb } from './Breadcrumb.tsx';
export type { BreadcrumbProps } from './Breadcrumb.tsx';
