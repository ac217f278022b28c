/** The `<page>` part of each public route's title, `<page> | <product name>` (DECISIONS). */
export const PAGE_TITLES = {
  home: 'Home',
  about: 'Tentang Kami',
  category: 'Kategori Produk',
  brand: 'Brand Produk',
  type: 'Tipe Produk',
  newProduct: 'Produk Baru',
  search: 'Pencarian',
  compare: 'Perbandingan Produk',
  detail: 'Detail Produk',
  news: 'News',
  newsDetail: 'Detail News',
  notFound: '404 Not Found',
  quote: 'Daftar Penawaran',
  quoteView: 'Surat Penawaran Harga',
} as const;
