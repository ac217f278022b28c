import { equivalentsCellText } from '../spec/equivalents.ts';
import {
  specColumnHeader,
  specCellText,
  type SpecKind,
  type SpecValue,
} from '../spec/specValues.ts';

// The exported columns, in Indonesian: products with every field of the full record, subscribers
// as the dashboard lists them. Lists are joined with '; ' in one cell. Shared by the server's
// export and the mocks, so both write the same header row.
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '../quote/constants.ts';

/** A cell of an exported sheet. */
export type ExportCell = string | number | boolean | null;

/** One column: its Indonesian header and how a record fills it. */
export interface ExportColumn<T> {
  header: string;
  value: (record: T) => ExportCell;
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe in CSV (OWASP "CSV injection"); .xlsx cells are typed text, never formulas.
 */
export const csvSafe = (value: ExportCell): ExportCell =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** How a boolean reads in a sheet. */
export const exportBoolean = (value: boolean): string => (value ? 'Ya' : 'Tidak');

interface ExportProduct {
  id: number;
  name: string;
  harga: number;
  hargaAkhir: number | null;
  garansi: string | null;
  berat: string | null;
  urutan: number | null;
  keterangan: string | null;
  isBestSeller: boolean;
  category: { name: string };
  brand: { name: string };
  type: { name: string };
  size: { name: string }[];
  color: { name: string }[];
  ecommerces: { ecommerces: { name: string }; link: string }[];
  image: { path: string; isCover: boolean }[];
  isCover: { path: string } | null;
  isActive: boolean;
  createdAt: string;
  specifications: { id: number; kind: SpecKind; value: SpecValue }[];
  equivalents: { brand: string; code: string }[];
}

interface ExportSubscriber {
  nama: string;
  email: string;
  telp: string | null;
  createdAt: string;
}

const joinNames = (items: readonly { name: string }[]) => items.map((item) => item.name).join('; ');

export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn<ExportProduct>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Nama', value: (p) => p.name },
  { header: 'Harga', value: (p) => p.harga },
  { header: 'Harga Akhir', value: (p) => p.hargaAkhir },
  { header: 'Garansi', value: (p) => p.garansi },
  { header: 'Berat', value: (p) => p.berat },
  { header: 'Urutan', value: (p) => p.urutan },
  { header: 'Kategori', value: (p) => p.category.name },
  { header: 'Brand', value: (p) => p.brand.name },
  { header: 'Tipe', value: (p) => p.type.name },
  { header: 'Ukuran', value: (p) => joinNames(p.size) },
  { header: 'Warna', value: (p) => joinNames(p.color) },
  {
    header: 'E-Commerce',
    value: (p) => p.ecommerces.map((entry) => `${entry.ecommerces.name}: ${entry.link}`).join('; '),
  },
  { header: 'Foto', value: (p) => p.image.map((image) => image.path).join('; ') },
  { header: 'Foto Utama', value: (p) => p.isCover?.path ?? null },
  { header: 'Best Seller', value: (p) => p.isBestSeller },
  { header: 'Status', value: (p) => (p.isActive ? 'Aktif' : 'Tidak Aktif') },
  { header: 'Keterangan', value: (p) => p.keterangan },
  { header: 'Dibuat', value: (p) => p.createdAt },
];

/**
 * The product columns plus 'Padanan' (`SMC:CDQ2B32-50; Festo:ADN-32-50`) and one column per
 * active specification attribute, headed 'Bore (mm)', written as the import reads them (issue 24).
 */
export function productExportColumns(
  attributes: readonly { id: number; name: string; unit: string | null; kind: SpecKind }[],
): ExportColumn<ExportProduct>[] {
  return [
    ...PRODUCT_EXPORT_COLUMNS,
    { header: 'Padanan', value: (p) => equivalentsCellText(p.equivalents) },
    ...attributes.map((attribute): ExportColumn<ExportProduct> => ({
      header: specColumnHeader(attribute),
      value: (p) =>
        specCellText(
          attribute.kind,
          p.specifications.find((spec) => spec.id === attribute.id)?.value,
        ),
    })),
  ];
}

export const SUBSCRIBER_EXPORT_COLUMNS: readonly ExportColumn<ExportSubscriber>[] = [
  { header: 'Nama', value: (s) => s.nama },
  { header: 'Email', value: (s) => s.email },
  { header: 'Nomor Telpon', value: (s) => s.telp ?? '' },
  { header: 'Tanggal', value: (s) => s.createdAt },
];

/** One item of a quote request, with its request's fields (the export has a row per item). */
export interface ExportQuoteItem {
  reference: string;
  createdAt: string;
  status: QuoteStatus;
  name: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  npwp: string | null;
  city: string | null;
  productName: string;
  quantity: number;
  unitPrice: number | null;
  itemNote: string | null;
}

export const QUOTE_EXPORT_COLUMNS: readonly ExportColumn<ExportQuoteItem>[] = [
  { header: 'Nomor', value: (q) => q.reference },
  { header: 'Tanggal', value: (q) => q.createdAt },
  { header: 'Status', value: (q) => QUOTE_STATUS_LABELS[q.status] },
  { header: 'Nama', value: (q) => q.name },
  { header: 'Perusahaan', value: (q) => q.company },
  { header: 'Nomor WhatsApp', value: (q) => q.phone },
  { header: 'Email', value: (q) => q.email },
  { header: 'NPWP', value: (q) => q.npwp },
  { header: 'Kota', value: (q) => q.city },
  { header: 'Produk', value: (q) => q.productName },
  { header: 'Jumlah', value: (q) => q.quantity },
  { header: 'Harga Satuan', value: (q) => q.unitPrice },
  { header: 'Catatan', value: (q) => q.itemNote },
];
