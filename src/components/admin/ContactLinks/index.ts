export { CONTACT_LINK_TEXT, EmailLink, WhatsAppLink } from './ContactLinks.tsx';
export type { EmailLinkProps, WhatsAppLinkProps } from './ContactLinks.tsx';
