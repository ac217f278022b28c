// Product price line for cards and detail pages (SPEC 2.2, DECISIONS "Price").
import { formatRupiah, toAmount } from './rupiah.ts';

/** Prefix used before every rupiah amount on public pages (SPEC 2.2 card). */
export const RUPIAH_PREFIX = 'Rp. ';

/** 'Rp. 1.000' when hargaAkhir is empty or not above harga, else the range 'Rp. 1.000 - Rp. 2.000'. */
export function priceText(
  harga: number | string | null | undefined,
  hargaAkhir: number | string | null | undefined,
): string {
  const low = formatRupiah(harga);
  const high = toAmount(hargaAkhir);
  // DECISIONS wins over SPEC 9: an equal hargaAkhir is a single price too. An empty harga counts
  // as 0 (SPEC 9 "empty amount shows 0"), which the required harga field makes rare.
  if (high === null || high <= (toAmount(harga) ?? 0)) return RUPIAH_PREFIX + low;
  const highText = formatRupiah(high);
  // Above only beyond the 5 shown decimals would print 'Rp. 1 - Rp. 1': show it once.
  if (highText === low) return RUPIAH_PREFIX + low;
  return `${RUPIAH_PREFIX}${low} - ${RUPIAH_PREFIX}${highText}`;
}
