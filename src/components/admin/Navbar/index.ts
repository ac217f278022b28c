export { Navbar, NAVBAR_TEXT } from './Navbar.tsx';
export { profileInitial } from './profileInitial.ts';
export type { NavbarProps } from './Navbar.tsx';
