// Indonesian descriptions of the pages that have no text of their own to describe them.
import { HOME_CRUMB } from '../../src/lib/catalogue/breadcrumbs.ts';

export const SEO_TEXT = {
  /** A page with nothing of its own to say, when the footer has no tagline either. */
  site: (app: string) => `Katalog produk ${app}.`,
  newProducts: (app: string) =>
    `Produk terbaru di ${app}: silinder, katup, fitting, selang dan komponen pneumatik lainnya.`,
  news: (app: string) => `Berita, tips dan kabar terbaru seputar produk dan layanan ${app}.`,
  search: (app: string, query: string) =>
    query ? `Hasil pencarian "${query}" di ${app}.` : `Cari produk di ${app}.`,
  brand: (app: string, name: string) => `Produk ${name} di ${app}.`,
  category: (app: string, name: string) => `Produk kategori ${name} di ${app}.`,
  type: (app: string, name: string) => `Produk tipe ${name} di ${app}.`,
  compare: (app: string) => `Perbandingan spesifikasi produk di ${app}.`,
  product: (name: string, price: string) => `${name}, harga ${price}.`,
  notFound: 'Halaman yang Anda cari tidak ditemukan.',
  /** The breadcrumb of the home page. */
  home: HOME_CRUMB,
  newsList: 'News',
} as const;
