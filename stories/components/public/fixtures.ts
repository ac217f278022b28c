// Story data for the public pieces: invented Indonesian catalogue records with the demo-art
// pictures as inline SVG (no network in tests). Shapes follow SPEC 3, as the API returns them.
import {
  PRODUCT_KINDS,
  bannerPicture,
  brandBannerPicture,
  kindOf,
  productPicture,
  workshopPicture,
  wordmarkPicture,
} from '../../../demo-art/index.ts';
import { pictureUrl } from '../../../mocks/media.ts';
import type { ProductCardProduct } from '../../../src/components/public/ProductCard/ProductCard.tsx';
import { partNumberOf } from '../../../src/lib/catalogue/partNumber.ts';

const productNames = [
  'Silinder Kompak CQ2 32x50',
  'Katup Solenoid 5/2 Way',
  'Fitting Push-in 8 mm',
  'Selang PU 8x5 Biru',
  'Filter Regulator 1/4',
  'Panel ATS-AMF 100 kVA',
  'Silinder ISO 15552',
  'Katup',
  'Regulator Presisi IR',
  'Kompresor Udara 2HP',
  'Gripper Pneumatik',
  'Silencer Kuningan',
];

const categories = ['Silinder Pneumatik', 'Katup & Solenoid', 'Fitting & Selang'];

/** Twelve products, one page of a list; prices alternate between single and range. */
export const products: ProductCardProduct[] = productNames.map((name, index) => ({
  id: index + 1,
  name,
  harga: 150000 + index * 25000,
  hargaAkhir: index % 3 === 0 ? 250000 + index * 50000 : null,
  category: { name: categories[index % categories.length] ?? 'Lainnya' },
  isCover: { path: pictureUrl(productPicture(kindOf(name), name, 400, 400)) },
  partNumber: partNumberOf(name),
}));

/** Indexes of the products: never undefined in a story. */
export function productAt(index: number): ProductCardProduct {
  const product = products[index];
  if (!product) throw new Error(`no product fixture at ${index}`);
  return product;
}

const brandNames = [
  'Aerotek',
  'Pneumaxa Indonesia',
  'Voltara Daya',
  'Kencana Fluida',
  'Silindra',
  'Baruna Teknik Elektrik',
  'Nusantara Pneumatic',
];

/** Seven brands with a small logo each (the carousel's picture). */
export const brands = brandNames.map((name, index) => ({
  id: index + 1,
  name,
  thumbnail: { path: pictureUrl(wordmarkPicture(name, 240, 120)) },
  mainFile: {
    path: pictureUrl(
      brandBannerPicture(
        name,
        PRODUCT_KINDS[index % PRODUCT_KINDS.length] ?? 'cylinder',
        'Komponen pneumatik untuk industri',
        1200,
        360,
      ),
    ),
  },
}));

const categoryNames = [
  'Silinder Pneumatik',
  'Katup & Solenoid',
  'Fitting & Selang',
  'Unit Perawatan Udara',
  'Panel & Kelistrikan',
  'Aktuator Putar',
];

/** Six categories with a square picture each. */
export const categoryRecords = categoryNames.map((name, index) => ({
  id: index + 1,
  name,
  image: { path: pictureUrl(productPicture(kindOf(name), name, 400, 400)) },
}));

/** Three landing banners (bumpers). */
export const banners = ['Promo Silinder Juli', 'Layanan Panel Listrik', 'Katalog Baru 2026'].map(
  (name, index) => ({
    id: index + 1,
    name,
    path: pictureUrl(
      bannerPicture(
        PRODUCT_KINDS[index] ?? 'cylinder',
        {
          headline: name,
          subline: 'Komponen dan layanan untuk industri Anda',
          cta: 'Hubungi Kami',
        },
        1200,
        400,
      ),
    ),
  }),
);

const productWords = ['Silinder', 'Katup', 'Fitting', 'Selang', 'Regulator', 'Gripper', 'Silencer'];

/** `count` product links named after their brand, ids from `firstId`. */
function menuProducts(brand: string, count: number, firstId: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `${productWords[index % productWords.length] ?? 'Produk'} ${brand} ${index + 1}`,
  }));
}

/** The three brands the Produk menu loads: 10 products (See More), 4 products, none. */
export const menuBrands = [
  { id: 1, name: 'Aerotek', product: menuProducts('AT', 10, 101) },
  { id: 2, name: 'Pneumaxa Indonesia', product: menuProducts('PX', 4, 201) },
  { id: 3, name: 'Voltara Daya', product: [] },
];

/** `count` types, ids from `firstId`. */
function menuTypes(count: number, firstId: number) {
  const names = [
    'Silinder Kompak',
    'Silinder ISO',
    'Katup Solenoid',
    'Katup Mekanik',
    'Fitting Push-in',
  ];
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `${names[index % names.length] ?? 'Tipe'} ${firstId + index}`,
  }));
}

/** The four categories the Category menu loads: 10 types (See More), 9 types, 2 types, 1 type. */
export const menuCategories = [
  { id: 1, name: 'Silinder Pneumatik', type: menuTypes(10, 11) },
  { id: 2, name: 'Katup & Solenoid', type: menuTypes(9, 31) },
  { id: 3, name: 'Fitting & Selang', type: menuTypes(2, 51) },
  { id: 4, name: 'Unit Perawatan Udara', type: menuTypes(1, 71) },
];

/** Footer data as GET tagline/footer gives it (data.data). */
export const footerData = {
  path: pictureUrl(wordmarkPicture('KATALOG', 200, 64, '#f29f05')),
  tagline: 'Pemasok komponen pneumatik dan layanan kelistrikan industri sejak 2005.',
  office: 'Jl. Industri Raya No. 12, Cikarang, Bekasi, Jawa Barat 17530',
  email: 'halo@katalog-pneumatik.example',
  telp: '+62 21 8990 1234',
  alamat: [
    { name: 'Workshop Cikarang', alamat: 'Kawasan Industri Jababeka Blok C-7, Bekasi' },
    { name: 'Workshop Surabaya', alamat: 'Jl. Rungkut Industri III No. 45, Surabaya' },
  ],
};

/** The three 'Connect With Us' links. */
export const socialLinks = [
  { kind: 'instagram' as const, href: 'https://instagram.com/katalog.pneumatik' },
  { kind: 'facebook' as const, href: 'https://facebook.com/katalog.pneumatik' },
  { kind: 'linkedin' as const, href: 'https://linkedin.com/company/katalog-pneumatik' },
];

const projectTitles = [
  'Instalasi Panel ATS-AMF PT Sinar Baja',
  'Retrofit Jalur Pneumatik Pabrik Kemasan',
  'Genset 500 kVA Rumah Sakit Harapan',
  'Sistem Udara Bertekanan Pabrik Tekstil',
  'Panel Distribusi Gedung Perkantoran',
];

/** Five projects with a cover each. */
export const projects = projectTitles.map((title, index) => ({
  id: index + 1,
  title,
  isCover: { path: pictureUrl(workshopPicture(title, 640, 480)) },
  projectsFile: [],
}));

/** About-us data as GET tagline/main gives it. */
export const aboutData = {
  path: pictureUrl(workshopPicture('Tim kami')),
  tagline:
    'Kami memasok komponen pneumatik dan mengerjakan sistem kelistrikan industri dengan tim teknisi berpengalaman di seluruh Indonesia.',
  service1: 'Komponen pneumatik original',
  service2: 'Instalasi & perawatan panel listrik',
  list: [{ tag: 'Pneumatik' }, { tag: 'Panel Listrik' }, { tag: 'Genset' }, { tag: 'Otomasi' }],
};
