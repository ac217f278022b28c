export { FooterScreen, FOOTER_TEXT } from './FooterScreen.tsx';
