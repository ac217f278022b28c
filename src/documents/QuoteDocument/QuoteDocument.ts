// The 'Surat Penawaran Harga' (issues 25, 35) as a React component for @react-pdf/renderer: company
// header from the footer data, letter number with its revision, date and 'Berlaku sampai', the
// items with unit price, discount, delivery time and subtotal, DPP Nilai Lain, PPN 12 %, the total
// and the total in words, the payment and delivery terms and the signatory. Written with createElement, not
// JSX, because the server (Node's type stripping, no build step) imports it to render the PDF.
// Its fonts (fonts.ts) must be registered before it renders.
import './bufferGlobal.ts';
import { createElement as h, type ComponentProps, type ReactElement } from 'react';
import {
  Document,
  Image,
  Page,
  StyleSheet,
  Text,
  View,
  type DocumentProps,
} from '@react-pdf/renderer';
import { formatDateId } from '../../lib/format/dates.ts';
import { QUOTE_TEXTS } from '../../lib/quote/constants.ts';
import { QUOTATION_TEXTS } from '../../lib/quote/quotationTexts.ts';
import { leadTimeText } from '../../lib/quote/items.ts';
import { formatRupiah } from '../../lib/catalogue/rupiah.ts';
import { QUOTE_FONT_FAMILY } from './fonts.ts';
import type { QuoteSheet } from './quoteSheet.ts';

export interface QuoteDocumentProps {
  /** The quotation to print. */
  sheet: QuoteSheet;
}

// PDF points; the brand colour of the theme (src/ui/theme) is not importable here (no styling
// library in a document), so the one accent is written once.
const ACCENT = '#0b4f8a';
const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: QUOTE_FONT_FAMILY, fontSize: 9, color: '#222' },
  header: {
    flexDirection: 'row',
    alignItems: 'center',
    borderBottomWidth: 2,
    borderBottomColor: ACCENT,
    paddingBottom: 8,
    marginBottom: 12,
  },
  // The footer's logo, at most 64 points high and a third of the width, its proportions kept.
  logo: { maxHeight: 64, maxWidth: 170, objectFit: 'contain', marginRight: 12 },
  companyText: { flexGrow: 1, flexShrink: 1 },
  company: { fontSize: 16, fontWeight: 'bold', color: ACCENT },
  muted: { color: '#555' },
  title: { fontSize: 13, fontWeight: 'bold', textAlign: 'center', marginBottom: 10 },
  meta: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: '#ccc',
    paddingVertical: 4,
  },
  headRow: { flexDirection: 'row', backgroundColor: ACCENT, color: '#fff', paddingVertical: 4 },
  no: { width: '5%', paddingHorizontal: 3 },
  product: { width: '30%', paddingHorizontal: 3 },
  quantity: { width: '8%', paddingHorizontal: 3, textAlign: 'right' },
  money: { width: '17%', paddingHorizontal: 3, textAlign: 'right' },
  discount: { width: '8%', paddingHorizontal: 3, textAlign: 'right' },
  leadTime: { width: '15%', paddingHorizontal: 3 },
  terms: { marginTop: 12 },
  termLabel: { fontWeight: 'bold' },
  signature: { marginTop: 20, marginLeft: '60%' },
  signatureSpace: { height: 48 },
  totals: { marginTop: 8, marginLeft: '50%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grand: { fontWeight: 'bold', borderTopWidth: 1, borderTopColor: '#222' },
  words: { marginTop: 10, fontStyle: 'italic' },
  note: { color: '#555', fontSize: 8 },
  footer: { marginTop: 16, color: '#555' },
});

type Style = NonNullable<ComponentProps<typeof View>['style']>;

const rupiah = (amount: number) => `Rp ${formatRupiah(amount)}`;
/** '5%', '12,5%': Indonesian decimal comma. */
const percent = (value: number) => `${String(value).replace('.', ',')}%`;
const text = (style: Style, content: string) => h(Text, { style }, content);

function header(sheet: QuoteSheet): ReactElement {
  const { company } = sheet;
  return h(
    View,
    { style: styles.header },
    company.logo ? h(Image, { style: styles.logo, src: company.logo }) : null,
    h(
      View,
      { style: styles.companyText },
      text(styles.company, company.name),
      company.tagline ? text(styles.muted, company.tagline) : null,
      company.office ? text(styles.muted, company.office) : null,
      text(
        styles.muted,
        [company.telp && `Telp: ${company.telp}`, company.email && `Email: ${company.email}`]
          .filter(Boolean)
          .join('  |  '),
      ),
    ),
  );
}

function meta(sheet: QuoteSheet): ReactElement {
  const { buyer } = sheet;
  return h(
    View,
    { style: styles.meta },
    h(
      View,
      null,
      text({}, `Nomor: ${sheet.number}`),
      sheet.revision === null ? null : text({}, `Revisi: Rev. ${sheet.revision}`),
      text({}, `Tanggal: ${formatDateId(sheet.date)}`),
      text({}, `${QUOTATION_TEXTS.validUntil}: ${formatDateId(sheet.validUntil)}`),
    ),
    h(
      View,
      { style: { maxWidth: '50%' } },
      text({}, 'Kepada Yth.'),
      text({}, buyer.company ?? buyer.name ?? '-'),
      buyer.company && buyer.name ? text({}, `u.p. ${buyer.name}`) : null,
      buyer.city ? text({}, buyer.city) : null,
      buyer.npwp ? text({}, `NPWP: ${buyer.npwp}`) : null,
    ),
  );
}

function itemTable(sheet: QuoteSheet): ReactElement {
  return h(
    View,
    null,
    h(
      View,
      { style: styles.headRow, fixed: true },
      text(styles.no, 'No'),
      text(styles.product, 'Produk'),
      text(styles.quantity, 'Jumlah'),
      text(styles.money, 'Harga Satuan'),
      text(styles.discount, 'Diskon'),
      text(styles.leadTime, 'Waktu Kirim'),
      text(styles.money, 'Subtotal'),
    ),
    ...sheet.items.map((item, index) =>
      h(
        View,
        { key: index, style: styles.row, wrap: false },
        text(styles.no, String(index + 1)),
        h(
          View,
          { style: styles.product },
          text({}, item.name),
          item.note ? text(styles.note, `Catatan: ${item.note}`) : null,
        ),
        text(styles.quantity, formatRupiah(item.quantity)),
        text(styles.money, rupiah(item.unitPrice)),
        text(styles.discount, item.discountPercent > 0 ? percent(item.discountPercent) : '-'),
        text(styles.leadTime, leadTimeText(item)),
        text(styles.money, rupiah(item.subtotal)),
      ),
    ),
  );
}

function totals(sheet: QuoteSheet): ReactElement {
  const line = (label: string, amount: number, style: Style = {}) =>
    h(View, { style: [styles.totalRow, style].flat() }, text({}, label), text({}, rupiah(amount)));
  const { totals: t } = sheet;
  return h(
    View,
    { wrap: false },
    h(
      View,
      { style: styles.totals },
      line('Jumlah Harga', t.subtotal),
      line('DPP Nilai Lain (11/12)', t.dpp),
      line('PPN 12%', t.ppn),
      line('Total', t.total, styles.grand),
    ),
    text(styles.words, `Terbilang: ${t.totalInWords}`),
  );
}

function terms(sheet: QuoteSheet): ReactElement {
  const term = (label: string, value: string) =>
    value
      ? h(
          View,
          { style: { flexDirection: 'row' } },
          text([styles.termLabel, { width: 110 }], `${label}:`),
          text({ flexShrink: 1 }, value),
        )
      : null;
  return h(
    View,
    { style: styles.terms, wrap: false },
    term(QUOTATION_TEXTS.paymentTerms, sheet.paymentTerms),
    term(QUOTATION_TEXTS.deliveryTerms, sheet.deliveryTerms),
    h(
      View,
      { style: styles.signature },
      text({}, 'Hormat kami,'),
      text({}, sheet.company.name),
      h(View, { style: styles.signatureSpace }),
      text(styles.termLabel, sheet.signatoryName || '(....................)'),
      sheet.signatoryTitle ? text({}, sheet.signatoryTitle) : null,
    ),
  );
}

/** The quotation, one A4 document (items flow onto more pages; the table head repeats). */
export function QuoteDocument({ sheet }: QuoteDocumentProps): ReactElement<DocumentProps> {
  return h(
    Document,
    {
      title: `${QUOTE_TEXTS.documentTitle} ${sheet.number}`,
      author: sheet.company.name,
      language: 'id',
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      header(sheet),
      text(styles.title, QUOTE_TEXTS.documentTitle),
      meta(sheet),
      itemTable(sheet),
      totals(sheet),
      terms(sheet),
      text(
        styles.footer,
        `Harga dalam Rupiah, setelah diskon. PPN 12% dihitung dari DPP Nilai Lain sebesar 11/12 dari jumlah harga (PMK 131/2024). Penawaran ini berlaku sampai ${formatDateId(sheet.validUntil)}.`,
      ),
    ),
  );
}
