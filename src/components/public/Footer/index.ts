export { Footer } from './Footer.tsx';
export type { FooterData, FooterProps } from './Footer.tsx';
export { SOCIAL_NAMES } from './socialIcons.tsx';
export type { SocialKind } from './socialIcons.tsx';
export { FOOTER_TEXT, copyrightText } from './texts.ts';
