// The buyer's purchase order (issue 35): a PDF by its content (it starts with "%PDF-"), at most
// 10 MB. The server and the mocks judge the upload here; its name and the browser's type say nothing.
import { QUOTE_PO_MAX_BYTES } from './constants.ts';
import { QUOTATION_TEXTS } from './quotationTexts.ts';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether bytes start as a PDF does. */
export const looksLikePdf = (head: Uint8Array): boolean =>
  PDF_SIGNATURE.every((byte, index) => head[index] === byte);

/** The field message of a PO file, or null when it may be kept. */
export function poFileError(head: Uint8Array, size: number): string | null {
  return size > QUOTE_PO_MAX_BYTES || !looksLikePdf(head) ? QUOTATION_TEXTS.poInvalid : null;
}

/** A stored PO's file name: the buyer's, kept to safe characters and ending in .pdf. */
export function poFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'po'}.pdf`;
}
