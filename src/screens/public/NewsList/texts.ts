// Texts of the news pages: 'Download File' and 'Product Knowledge' are SPEC 2.2's; the rest ours.

export const NEWS_TEXT = {
  title: 'News',
  download: 'Download File',
  empty: 'Data News Belum Tersedia',
  list: 'Daftar news',
} as const;

export { NEWS_PAGE_SIZE } from '../shared/pageData.ts';
