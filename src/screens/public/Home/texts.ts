// Texts of the home page: SPEC 2.2 quotes none but the category title (in CategoryCarousel);
// the gallery's title and empty text are ProjectGallery's.

export const HOME_TEXT = {
  brands: 'Brand',
  about: 'Tentang Kami',
  newProduct: 'Produk Baru',
  portfolio: 'Download Portfolio',
  onlineShop: 'Toko Online',
  chat: 'Chat Kami',
} as const;
