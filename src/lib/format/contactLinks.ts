// Links that open a conversation with a buyer (issue 32): WhatsApp at `https://wa.me/<number>` with
// the number in international form (62…), and e-mail through `mailto:`. Only a number the quote
// rules accept (phoneDigits) and an address with one '@' become links; anything else stays text.
import { phoneDigits } from '../quote/request.ts';

/** Indonesia's country code: a number typed '0812…' or '812…' is '62812…' for wa.me. */
const INDONESIA = '62';

/** The number as wa.me takes it ('0812-3456-7890' → '6281234567890', '+65 6123 4567' → '6561234567'), or null. */
export function whatsappNumber(phone: string): string | null {
  const digits = phoneDigits(phone);
  if (digits === null) return null;
  if (digits.startsWith('0')) return INDONESIA + digits.replace(/^0+/, '');
  // A mobile number typed without its leading 0 ('812…').
  if (digits.startsWith('8')) return INDONESIA + digits;
  return digits;
}

/** `https://wa.me/<number>` for a phone number, or null when it is not one. */
export function whatsappChatUrl(phone: string): string | null {
  const number = whatsappNumber(phone);
  return number === null ? null : `https://wa.me/${number}`;
}

/** `mailto:<address>` with each side encoded (no '?' or '&' can add headers), or null when it is not an address. */
export function mailtoUrl(email: string): string | null {
  const parts = email.trim().split('@');
  if (parts.length !== 2 || parts.some((part) => part === '' || /\s/.test(part))) return null;
  return `mailto:${parts.map((part) => encodeURIComponent(part)).join('@')}`;
}
