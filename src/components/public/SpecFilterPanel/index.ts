export { SpecFilterPanel } from './SpecFilterPanel.tsx';
export type { SpecFilterPanelProps } from './SpecFilterPanel.tsx';
export type { SpecBoundsFacet, SpecChoiceFacet, SpecFacet } from './types.ts';
