// Texts of the public layout (SPEC 2.1 names the items; the rest are ours, in Indonesian).

/** The top bar's items. */
export const TOP_BAR_TEXT = {
  nav: 'Navigasi utama',
  menu: 'Menu',
  home: 'Home',
  gallery: 'Gallery',
  aboutUs: 'About Us',
  news: 'News',
  skip: 'Langsung ke konten',
} as const;

/** The footer's headings (SPEC 2.1). */
export const FOOTER_TEXT = {
  address: 'Alamat',
  workshop: 'Workshop',
  phone: 'Telepon',
  email: 'Email',
  connect: 'Connect With Us',
} as const;

/** '© 2026 Katalog Pneumatik'. */
export function copyrightText(year: number, productName: string): string {
  return `© ${year} ${productName}`;
}
