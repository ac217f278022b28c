export { BumpersScreen, BUMPERS_TITLE } from './BumpersScreen.tsx';
