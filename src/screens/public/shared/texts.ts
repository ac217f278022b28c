// Texts of the public screens. SPEC's quoted texts are exact; the rest are ours, in Indonesian.

/** Error state of a section or page whose data did not load. */
export const LOAD_ERROR_TEXT = 'Data gagal dimuat.';

/** The retry button of an error state. */
export const RETRY_TEXT = 'Coba lagi';

/** The top bar's About Us chat message (DECISIONS: ours to write). */
export const ABOUT_CHAT_MESSAGE =
  'Halo, saya ingin mengetahui lebih lanjut tentang perusahaan Anda.';

/** The home page's chat link message (ours: SPEC gives none). */
export const HOME_CHAT_MESSAGE = 'Halo, saya ingin bertanya tentang produk pneumatik Anda.';

/** The chat-order message of the detail page (SPEC 2.2). */
export function chatOrderMessage(productName: string): string {
  return `Saya ingin membeli produk ${productName}`;
}
