// Texts of the company page: 'Subscribe' is SPEC 2.2's, and so are '250 +', 'Projects',
// 'Portfolio' (CounterHero) and 'Power Systems' (ServiceCards); the rest are ours.

export const ABOUT_PAGE_TEXT = {
  title: 'Tentang Kami',
  brandSupport: 'Brand Support',
  about: 'Profil Perusahaan',
  services: 'Layanan Kami',
  subscribe: 'Subscribe',
  subscribeLead: 'Dapatkan kabar terbaru tentang produk dan layanan kami.',
} as const;

/** What the four service cards say (SPEC 2.2 gives only their title). */
export const SERVICE_DESCRIPTIONS: readonly string[] = [
  'Instalasi dan perawatan genset untuk kebutuhan industri.',
  'Panel listrik dan sistem distribusi daya.',
  'Sistem kompresor dan jaringan udara bertekanan.',
  'Konsultasi dan audit kelistrikan pabrik.',
];
