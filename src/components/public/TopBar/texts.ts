// Texts of the public top bar (SPEC 2.1). Item names are SPEC's; the labels for screen readers
// and the About Us chat message are ours (DECISIONS lets us write that message).

/** Visible item names, exactly as SPEC 2.1 lists them. */
export const TOP_BAR_TEXT = {
  home: 'Home',
  gallery: 'Gallery',
  aboutUs: 'About Us',
  news: 'News',
  navLabel: 'Navigasi utama',
  menuOpen: 'Buka menu',
  menuClose: 'Tutup menu',
  newTab: '(membuka tab baru)',
} as const;

/** The search box's label and its button's name. */
export const SEARCH_TEXT = {
  label: 'Cari produk',
  placeholder: 'Cari produk...',
  submit: 'Cari',
} as const;

/** The prefilled message of the top bar's About Us chat link (ours, in Indonesian). */
export const ABOUT_CHAT_MESSAGE =
  'Halo, saya ingin mengetahui lebih lanjut tentang perusahaan dan produk Anda.';
