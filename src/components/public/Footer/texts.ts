// Texts of the public footer: headings exactly as SPEC 2.1 names them; labels are ours.

/** Headings and labels of the footer. */
export const FOOTER_TEXT = {
  office: 'Alamat',
  workshop: 'Workshop',
  connect: 'Connect With Us',
  phone: 'Telp',
  email: 'Email',
  newTab: '(membuka tab baru)',
} as const;

/** The copyright line: '© 2026 Katalog Pneumatik'. */
export function copyrightText(year: number, holder: string): string {
  return `© ${year} ${holder}`;
}
