export { AboutSection } from './AboutSection.tsx';
export type { AboutData, AboutSectionProps } from './AboutSection.tsx';
