// The WhatsApp message of a quote request (issue 25): a `https://wa.me/<CHAT_PHONE>?text=` link
// whose Indonesian text lists every item (name, quantity, price as 'Rp 1.250.000', note), the
// buyer's note and the reference. A link stays under 4,096 characters: a longer list sends the
// first items and a link to the rest. Texts are cut between graphemes (an emoji stays whole) and
// encoded with encodeURIComponent, so 'Rp', '&', '#', '%' and emoji read back as written. The
// server's and the mocks' `POST quote` answer the link of `quoteRequestWhatsappUrl`.
import { adminPathTo } from '../routes/adminRoutes.ts';
import { formatRupiah } from '../catalogue/rupiah.ts';
import { whatsappNumber } from '../format/contactLinks.ts';
import { cataloguePrice } from './pricing.ts';

/** The longest link sent; WhatsApp and some browsers drop longer ones. */
export const WHATSAPP_URL_MAX = 4096;

export interface WhatsappQuoteItem {
  name: string;
  quantity: number;
  /** The product's price (`harga`) and the top of its range (`hargaAkhir`), as the catalogue shows them. */
  harga: number | null;
  hargaAkhir: number | null;
  note: string | null;
}

export interface WhatsappQuote {
  reference: string;
  name: string;
  company: string | null;
  note: string | null;
  items: readonly WhatsappQuoteItem[];
}

const RUPIAH = 'Rp ';

/** 'Rp 1.250.000', or the range 'Rp 850.000 - Rp 1.250.000' (the range rule of ./pricing.ts); '-' without a price. */
export function whatsappPrice(harga: number | null, hargaAkhir: number | null): string {
  const price = cataloguePrice(harga, hargaAkhir);
  if (price === null) return '-';
  if (price.high === null) return RUPIAH + formatRupiah(price.low);
  return `${RUPIAH}${formatRupiah(price.low)} - ${RUPIAH}${formatRupiah(price.high)}`;
}

let segmenter: Intl.Segmenter | null = null;
const graphemes = (text: string): string[] => {
  segmenter ??= new Intl.Segmenter('id', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
};

// A lone surrogate (half an emoji, sent by a broken client) makes encodeURIComponent throw:
// every text is made well formed first (U+FFFD in its place).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

const encodedLength = (text: string): number => encodeURIComponent(wellFormed(text)).length;

/** `text` cut between graphemes so that its encoded form takes at most `budget` characters ('…' marks a cut). */
export function fitEncoded(raw: string, budget: number): string {
  const text = wellFormed(raw);
  if (encodedLength(text) <= budget) return text;
  const ellipsis = '…';
  let room = budget - encodedLength(ellipsis);
  let kept = '';
  for (const grapheme of graphemes(text)) {
    const cost = encodedLength(grapheme);
    if (cost > room) break;
    kept += grapheme;
    room -= cost;
  }
  return kept.trimEnd() + ellipsis;
}

// One item's note or the buyer's note never takes more than this share of the link, so a long
// note can not push every item out.
const NOTE_BUDGET = 600;
const NAME_BUDGET = 400;

function itemLine(index: number, item: WhatsappQuoteItem): string {
  const parts = [
    `${index + 1}. ${fitEncoded(item.name, NAME_BUDGET)}`,
    `Jumlah: ${item.quantity}`,
    `Harga: ${whatsappPrice(item.harga, item.hargaAkhir)}`,
  ];
  if (item.note) parts.push(`Catatan: ${fitEncoded(item.note, NOTE_BUDGET)}`);
  return parts.join(', ');
}

/** `https://wa.me/<phone>?text=<text>`, the text made well formed and encoded. */
export const linkOf = (phone: string, text: string): string =>
  `https://wa.me/${phone}?text=${encodeURIComponent(wellFormed(text))}`;

/**
 * The message as text. `restUrl` is where the whole list is read when not every item fits (the
 * request in the sales inbox).
 */
export function whatsappQuoteText(
  quote: WhatsappQuote,
  phone: string,
  restUrl: string,
  maxLength = WHATSAPP_URL_MAX - 1,
): string {
  const buyer = quote.company ? `${quote.name} (${quote.company})` : quote.name;
  const head = [
    'Halo, saya ingin meminta penawaran harga untuk produk berikut:',
    `Nomor permintaan: ${quote.reference}`,
    `Nama: ${buyer}`,
    '',
  ];
  const tail = [
    '',
    ...(quote.note ? [`Catatan: ${fitEncoded(quote.note, NOTE_BUDGET)}`] : []),
    'Terima kasih.',
  ];
  const lines = quote.items.map((item, index) => itemLine(index, item));
  const compose = (shown: number) => {
    const rest = quote.items.length - shown;
    const more = rest > 0 ? [`...dan ${rest} produk lainnya: ${restUrl}`] : [];
    return [...head, ...lines.slice(0, shown), ...more, ...tail].join('\n');
  };
  // The most items whose link fits; each line is far under the budget, so at least one does.
  let shown = lines.length;
  while (shown > 0 && linkOf(phone, compose(shown)).length > maxLength) shown -= 1;
  return compose(shown);
}

/** The `https://wa.me/<phone>?text=` link of a quote request, under WHATSAPP_URL_MAX characters. */
export function whatsappQuoteUrl(quote: WhatsappQuote, phone: string, restUrl: string): string {
  return linkOf(phone, whatsappQuoteText(quote, phone, restUrl));
}

/** Where staff read a request in full: its page in the inbox (the admin route table's path). */
export const quoteInboxUrl = (origin: string, id: number): string =>
  origin + adminPathTo('admin-penawaran-detail', { id });

/** A requested item: its product's id, how many, the buyer's note and (once stored) the name it had. */
export interface WhatsappRequestItem {
  productId: number | null;
  quantity: number;
  note: string | null;
  productName?: string;
}

/** A product as the message names and prices it. */
export type WhatsappProduct = Pick<WhatsappQuoteItem, 'name' | 'harga' | 'hargaAkhir'>;

/**
 * The link `POST quote` answers: every item under its product's current name and price (the name
 * it was sent with once the product is gone), and the request's page in the inbox for the rest.
 */
export function quoteRequestWhatsappUrl(
  request: Omit<WhatsappQuote, 'items'> & { id: number; items: readonly WhatsappRequestItem[] },
  productOf: (productId: number | null) => WhatsappProduct | undefined,
  site: { chatPhone: string; origin: string },
): string {
  const items = request.items.map((item): WhatsappQuoteItem => {
    const product = productOf(item.productId);
    return {
      name: product?.name ?? item.productName ?? '',
      quantity: item.quantity,
      harga: product?.harga ?? null,
      hargaAkhir: product?.hargaAkhir ?? null,
      note: item.note,
    };
  });
  return whatsappQuoteUrl(
    { ...request, items },
    site.chatPhone,
    quoteInboxUrl(site.origin, request.id),
  );
}

/**
 * Issue 35: the clerk's link to the buyer after 'Kirim Penawaran', a message carrying the letter
 * number and the buyer's page; null when the buyer's number is not one (or was erased).
 */
export function quoteSentWhatsappUrl(
  buyer: { name: string | null; phone: string | null },
  number: string,
  publicUrl: string,
): string | null {
  const phone = buyer.phone === null ? null : whatsappNumber(buyer.phone);
  if (phone === null) return null;
  const text = [
    `Halo ${fitEncoded(buyer.name ?? '', NAME_BUDGET)},`,
    `Berikut penawaran harga kami nomor ${number}:`,
    publicUrl,
    'Silakan buka tautan di atas untuk membaca, mengunduh PDF, menyetujui atau meminta revisi.',
    'Terima kasih.',
  ].join('\n');
  return linkOf(phone, text);
}
