export { PublicLayout } from './PublicLayout.tsx';
export type { PublicLayoutProps } from './PublicLayout.tsx';
