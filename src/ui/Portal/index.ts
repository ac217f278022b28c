export { Portal, PortalContainerContext } from './Portal.tsx';
export type { PortalProps } from './Portal.tsx';
