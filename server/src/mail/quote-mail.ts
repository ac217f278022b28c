// The e-mail to sales about a new quote request (issue 25): plain text in Indonesian, with the
// buyer, every item and a link to the request in the inbox.
import { QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { whatsappPrice } from '#domain/quote/whatsapp.ts';
import type { components } from '../../../src/api/schema.ts';

type Quote = components['schemas']['Quote'];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
