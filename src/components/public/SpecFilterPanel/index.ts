export { SpecFilterPanel } from './SpecFilterPanel.tsx';
export type { SpecFilterPanelProps } from './SpecFilterPanel.tsx';
