// The e-mail to sales about a new quote request (issue 25): plain text in Indonesian, with the
// buyer, every item and a link to the request in the inbox.
import { QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { QUOTATION_TEXTS } from '#domain/quote/quotationTexts.ts';
import { letterFileName, type QuoteLetterSnapshot } from '#domain/quote/letter.ts';
import { whatsappPrice } from '#domain/quote/whatsapp.ts';
import type { components } from '../../../src/api/schema.ts';

type Quote = components['schemas']['Quote'];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent along (the quotation's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

const line = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);

export function quoteMail(quote: Quote, to: string, inboxUrl: string): MailMessage {
  const { buyer } = quote;
  const items = quote.items.map((item, index) =>
    [
      `${index + 1}. ${item.name}`,
      `   Jumlah: ${item.quantity}`,
      `   Harga: ${whatsappPrice(item.harga, item.hargaAkhir)}`,
      ...(item.note ? [`   Catatan: ${item.note}`] : []),
    ].join('\n'),
  );
  return {
    to,
    subject: `${QUOTE_TEXTS.inboxTitle} ${quote.reference} dari ${buyer.company ?? buyer.name ?? '-'}`,
    text: [
      `${QUOTE_TEXTS.inboxTitle} baru: ${quote.reference}`,
      '',
      ...line('Nama', buyer.name),
      ...line('Perusahaan', buyer.company),
      ...line('Nomor WhatsApp', buyer.phone),
      ...line('Email', buyer.email),
      ...line('NPWP', buyer.npwp),
      ...line('Kota', buyer.city),
      ...line('Catatan', quote.note),
      '',
      'Produk:',
      ...items,
      '',
      `Buka di back office: ${inboxUrl}`,
    ].join('\n'),
  };
}

/** Issue 35: the quotation to the buyer, its PDF attached, with the link to answer it. */
export function quoteLetterMail(
  letter: QuoteLetterSnapshot,
  to: string,
  publicUrl: string,
  pdf: Buffer,
): MailMessage {
  return {
    to,
    subject: `${QUOTE_TEXTS.documentTitle} ${letter.letterNumber} dari ${letter.seller.name}`,
    text: [
      `Yth. ${letter.buyer.company ?? letter.buyer.name},`,
      '',
      `Terlampir ${QUOTE_TEXTS.documentTitle} nomor ${letter.letterNumber}, ${QUOTATION_TEXTS.validUntil.toLowerCase()} ${letter.validUntil}.`,
      `Baca, setujui atau minta revisi penawaran ini di: ${publicUrl}`,
      '',
      'Hormat kami,',
      letter.signatoryName || letter.seller.name,
      ...(letter.signatoryTitle ? [letter.signatoryTitle] : []),
    ].join('\n'),
    attachments: [
      {
        filename: letterFileName(letter.letterNumber),
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** Issue 35: sales hear of the buyer's answer (acceptance or request for a revision). */
export function quoteAnswerMail(
  answer:
    | { kind: 'accepted'; name: string; title: string; poNumber: string | null; hasPo: boolean }
    | { kind: 'revision'; note: string },
  letterNumber: string,
  to: string,
  inboxUrl: string,
): MailMessage {
  const head =
    answer.kind === 'accepted'
      ? [
          `Penawaran ${letterNumber} disetujui.`,
          '',
          `Nama: ${answer.name}`,
          `Jabatan: ${answer.title}`,
          ...line('Nomor PO', answer.poNumber),
          answer.hasPo ? 'File PO terlampir di back office.' : 'Tanpa file PO.',
        ]
      : [`Pembeli meminta revisi penawaran ${letterNumber}.`, '', `Catatan: ${answer.note}`];
  return {
    to,
    subject: `${answer.kind === 'accepted' ? 'Penawaran disetujui' : 'Permintaan revisi'}: ${letterNumber}`,
    text: [...head, '', `Buka di back office: ${inboxUrl}`].join('\n'),
  };
}
