export { AboutScreen, ABOUT_TEXT } from './AboutScreen.tsx';
