// Texts of the company page: '250 +', 'Power Systems' and 'Subscribe' are SPEC 2.2's; the rest ours.

export const ABOUT_PAGE_TEXT = {
  title: 'Tentang Kami',
  portfolio: 'Portfolio',
  counter: '250 +',
  counterLabel: 'Projects',
  brandSupport: 'Brand Support',
  about: 'Profil Perusahaan',
  services: 'Layanan Kami',
  serviceTitle: 'Power Systems',
  subscribe: 'Subscribe',
  subscribeLead: 'Dapatkan kabar terbaru tentang produk dan layanan kami.',
} as const;

/** The four service cards, each titled 'Power Systems' (SPEC 2.2). */
export const SERVICE_CARDS: readonly string[] = [
  'Instalasi dan perawatan genset untuk kebutuhan industri.',
  'Panel listrik dan sistem distribusi daya.',
  'Sistem kompresor dan jaringan udara bertekanan.',
  'Konsultasi dan audit kelistrikan pabrik.',
];
