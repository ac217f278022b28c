// Texts of the quote list (issue 25). DECISIONS "Added in the third phase" gives 'Tambah ke
// Penawaran', 'Penawaran', 'Daftar Penawaran', 'Daftar penawaran masih kosong' and 'Jumlah'
// exactly; the confirmations and labels around them are ours, in the same voice.
import { formatCount } from '../../../lib/rupiah.ts';
import { QUOTE_ITEMS_MAX, QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN } from './quoteItems.ts';
import type { AddOutcome } from './quoteItems.ts';

export const QUOTE_TEXT = {
  add: 'Tambah ke Penawaran',
  quantity: 'Jumlah',
  topBar: 'Penawaran',
  /** After the count, for screen readers: 'Penawaran 3 produk'. */
  topBarCountSuffix: ' produk',
  title: 'Daftar Penawaran',
  empty: 'Daftar penawaran masih kosong',
  quantityHint: `${QUOTE_QUANTITY_MIN} sampai ${formatCount(QUOTE_QUANTITY_MAX)}`,
} as const;

/** What the add button says after it was pressed. */
export function addedText(outcome: AddOutcome, quantity: number): string {
  if (outcome === 'full')
    return `Daftar penawaran sudah berisi ${QUOTE_ITEMS_MAX} produk, jumlah maksimal satu permintaan.`;
  if (outcome === 'increased') return `Jumlah di daftar penawaran ditambah ${formatCount(quantity)}.`;
  return `${formatCount(quantity)} ditambahkan ke daftar penawaran.`;
}
