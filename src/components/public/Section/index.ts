export { Section } from './Section.tsx';
export type { SectionProps } from './Section.tsx';
