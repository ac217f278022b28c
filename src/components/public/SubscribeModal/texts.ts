// Texts of the subscribe flow (SPEC 2.2, 5, 7). The thanks texts come from the Feedback module,
// so the dialog that shows them and this builder can never disagree.
import { MAX_SUBSCRIBER_PHONE_LENGTH } from '@/lib/forms/limits.ts';
import { SUBSCRIBE_THANKS_TITLE, subscribeThanksText } from '../../Feedback/texts.ts';

/** Labels and buttons of the modal, exactly as SPEC 2.2 names them; the title is the button's. */
export const SUBSCRIBE_TEXT = {
  title: 'Subscribe',
  nama: 'Nama',
  email: 'Email',
  telp: 'Nomor Telpon',
  cancel: 'Batal',
  submit: 'Simpan',
  busy: 'Memproses...',
} as const;

/** SPEC 5: the phone input takes at most 14 characters; no other client rule. */
export const SUBSCRIBE_PHONE_MAX_LENGTH = MAX_SUBSCRIBER_PHONE_LENGTH;

/** The success dialog after subscribing (SPEC 7): 'Terima Kasih!' and the text naming the product. */
export function subscribeThanksDialog(productName: string): { title: string; text: string } {
  return { title: SUBSCRIBE_THANKS_TITLE, text: subscribeThanksText(productName) };
}
