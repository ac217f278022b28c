export { theme, fromDesktop } from './theme.ts';
export type { Theme } from './theme.ts';
export { ThemeRoot } from './ThemeRoot.tsx';
