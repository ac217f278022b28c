// A buyer's phone and e-mail as links a clerk can act on (issue 32): the phone opens a WhatsApp
// chat (https://wa.me/62…), the address a new e-mail. What is not a number or an address stays
// text, and nothing shows as '-' (SPEC 9).
import styled from 'styled-components';
import { EmailText } from '../../DataTable/EmailText.tsx';
import { mailtoUrl, whatsappChatUrl } from '../../../lib/format/contactLinks.ts';
import { orDash } from '../../../lib/format/orDash.ts';

/** Texts of the links' accessible names (they hold the visible text, WCAG 2.5.3). */
export const CONTACT_LINK_TEXT = {
  whatsapp: (phone: string) => `Chat WhatsApp ${phone}`,
  email: (email: string) => `Kirim email ke ${email}`,
} as const;

const Anchor = styled.a`
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

/** Props of WhatsAppLink. */
export interface WhatsAppLinkProps {
  /** The phone number as the buyer typed it; null when there is none (erased). */
  phone: string | null;
}

/** The number as typed, linking to a WhatsApp chat in a new tab. */
export function WhatsAppLink({ phone }: WhatsAppLinkProps) {
  const href = phone === null ? null : whatsappChatUrl(phone);
  if (phone === null || href === null) return <>{orDash(phone)}</>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={CONTACT_LINK_TEXT.whatsapp(phone)}
    >
      {phone}
    </Anchor>
  );
}

/** Props of EmailLink. */
export interface EmailLinkProps {
  /** The e-mail address; null when there is none. */
  email: string | null;
}

/** The address, linking to a new e-mail to it. */
export function EmailLink({ email }: EmailLinkProps) {
  const href = email === null ? null : mailtoUrl(email);
  if (email === null || href === null) return <>{orDash(email)}</>;
  return (
    <Anchor href={href} aria-label={CONTACT_LINK_TEXT.email(email)}>
      <EmailText address={email} />
    </Anchor>
  );
}
