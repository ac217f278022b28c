// Texts of the news pages: 'Download File' and 'Product Knowledge' are SPEC 2.2's; the rest ours.

export const NEWS_TEXT = {
  title: 'News',
  download: 'Download File',
  empty: 'Data News Belum Tersedia',
  list: 'Daftar news',
} as const;

/** Public news lists 12 a page (SPEC 9). */
export const NEWS_PAGE_SIZE = 12;
