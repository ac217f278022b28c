// Quotations as the contract states them (issue 35), for the letter, the buyer's page and the
// inbox's quotation parts. Totals come from src/lib/quote/pricing.ts, as the server's do.
import { lineSubtotal, taxTotals } from '../../src/lib/quote/pricing.ts';
import type { QuoteLetterData } from '../../src/components/public/QuoteLetter/QuoteLetter.tsx';
import type { SentRevision } from '../../src/components/admin/Quotation/QuoteRevisionList.tsx';

const lines = [
  {
    name: 'Silinder Kompak AK-32x50',
    quantity: 10,
    unitPrice: 385_000,
    discountPercent: 10,
    leadTime: 'Ready Stok' as const,
    leadTimeWeeks: null,
    note: 'Warna silver',
  },
  {
    name: 'Katup Solenoid 5/2 SV-220',
    quantity: 4,
    unitPrice: 1_250_000,
    discountPercent: 0,
    leadTime: 'Inden' as const,
    leadTimeWeeks: 3,
    note: null,
  },
  {
    name: 'Silinder ISO AX-63x200 Magnetik dengan Sensor Reed dan Bracket Pemasangan',
    quantity: 2,
    unitPrice: 1_300_000,
    discountPercent: 5,
    leadTime: 'Inden' as const,
    leadTimeWeeks: 6,
    note: null,
  },
];

// Each line's subtotal after its discount, as the server computes it.
const items = lines.map((line) => ({ ...line, subtotal: lineSubtotal(line) ?? 0 }));

/** An open quotation, Rev. 0. */
export const LETTER = {
  revision: 0,
  letterNumber: 'PNW-202611-00042/Rev.0',
  reference: 'PNW-202611-00042',
  date: '2026-11-20T03:00:00.000Z',
  validUntil: '2026-12-04',
  status: 'sent' as 'sent' | 'accepted' | 'revision',
  expired: false,
  superseded: false,
  seller: {
    name: 'PT Karya Pneumatik',
    office: 'Jl. Rungkut Industri III No. 12, Surabaya 60293',
    telp: '031-8431234',
    email: 'sales@karyapneumatik.example',
  },
  buyer: { name: 'Budi Santoso', company: 'PT Maju Jaya', city: 'Sidoarjo' },
  items,
  totals: taxTotals(items.reduce((sum, line) => sum + line.subtotal, 0)),
  paymentTerms: '50% di muka, sisanya sebelum barang dikirim',
  deliveryTerms: 'Franco Surabaya dan Sidoarjo',
  signatoryName: 'Andi Wijaya',
  signatoryTitle: 'Manajer Penjualan',
  acceptance: null as null | {
    name: string;
    title: string;
    poNumber: string | null;
    hasPo: boolean;
    at: string;
  },
  revisionRequest: null as null | { note: string; at: string },
  whatsappUrl:
    'https://wa.me/6281100000000?text=Halo%2C%20saya%20ingin%20meminta%20penawaran%20baru%20untuk%20PNW-202611-00042%2FRev.0',
} satisfies QuoteLetterData & Record<string, unknown>;

/** The buyer's link token of the fixtures. */
export const TOKEN = 'q3v0uQmX2oS7b1yq4Z9dKp5tWcJ8eR6hN0aLfG2iYxM';

/** Accepted with a PO. */
export const ACCEPTED_LETTER = {
  ...LETTER,
  status: 'accepted' as const,
  acceptance: {
    name: 'Budi Santoso',
    title: 'Manajer Pembelian',
    poNumber: 'PO-2026-0815',
    hasPo: true,
    at: '2026-11-21T02:00:00.000Z',
  },
};

/** The buyer asked a change. */
export const REVISION_LETTER = {
  ...LETTER,
  status: 'revision' as const,
  revisionRequest: {
    note: 'Mohon jumlah silinder kompak menjadi 20 dan harga katup dinegosiasikan.',
    at: '2026-11-21T02:00:00.000Z',
  },
};

/** Past 'Berlaku sampai'. */
export const EXPIRED_LETTER = { ...LETTER, validUntil: '2026-11-10', expired: true };

/** A link of Rev. 0 after Rev. 1 was sent: the newest shows. */
export const SUPERSEDED_LETTER = {
  ...LETTER,
  revision: 1,
  letterNumber: 'PNW-202611-00042/Rev.1',
  superseded: true,
};

/** Three revisions sent, newest first. */
export const REVISIONS: SentRevision[] = [
  {
    revision: 2,
    letterNumber: 'PNW-202611-00042/Rev.2',
    sentAt: '2026-11-24T04:30:00.000Z',
    sentBy: 'admin',
    status: 'accepted',
    validUntil: '2026-12-08',
    total: 9_120_000,
    revisionNote: null,
    answeredAt: '2026-11-25T01:00:00.000Z',
  },
  {
    revision: 1,
    letterNumber: 'PNW-202611-00042/Rev.1',
    sentAt: '2026-11-22T07:10:00.000Z',
    sentBy: 'Sinta',
    status: 'revision',
    validUntil: '2026-12-06',
    total: 9_480_000,
    revisionNote: 'Mohon harga katup dinegosiasikan.',
    answeredAt: '2026-11-23T03:00:00.000Z',
  },
  {
    revision: 0,
    letterNumber: 'PNW-202611-00042/Rev.0',
    sentAt: '2026-11-20T05:00:00.000Z',
    sentBy: 'admin',
    status: 'revision',
    validUntil: '2026-12-04',
    total: 8_436_000,
    revisionNote: 'Jumlah silinder kompak menjadi 20.',
    answeredAt: '2026-11-21T02:00:00.000Z',
  },
];
