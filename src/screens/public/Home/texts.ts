// Texts of the home page: SPEC 2.2 quotes none but the category title (in CategoryCarousel).

export const HOME_TEXT = {
  brands: 'Brand',
  gallery: 'Gallery',
  galleryEmpty: 'Data Project Belum Tersedia',
  about: 'Tentang Kami',
  newProduct: 'Produk Baru',
  portfolio: 'Download Portfolio',
  onlineShop: 'Toko Online',
  chat: 'Chat Kami',
} as const;
