// The public pages a search engine should find, as the web app addresses them (app/routes.ts;
// server/ may not import app/, so test/contract/public-paths.test.ts keeps the two in step).
export const PUBLIC_PATHS = {
  home: '/',
  newProducts: '/new-product',
  news: '/news',
  about: '/tentang-kami',
  product: (id: number) => `/detail-product/${id}`,
  newsArticle: (id: number) => `/news/${id}`,
  brand: (id: number) => `/brand-produk?id=${id}`,
  category: (id: number) => `/kategori-produk?id=${id}`,
  type: (id: number) => `/tipe-produk?id=${id}`,
} as const;
