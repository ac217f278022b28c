// Story data for the public pieces: invented Indonesian catalogue records with inline SVG pictures
// (no network in tests). Shapes follow SPEC 3, as the API returns them.
import { svgImage } from '../../../mocks/media.ts';
import type { ProductCardProduct } from '../../../src/components/public/ProductCard/ProductCard.tsx';

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
  isCover: { path: svgImage(name, 400, 400) },
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
  thumbnail: { path: svgImage(name, 240, 120) },
  mainFile: { path: svgImage(`Banner ${name}`, 1200, 360) },
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
  image: { path: svgImage(name, 400, 400) },
}));

/** Three landing banners (bumpers). */
export const banners = ['Promo Silinder Juli', 'Layanan Panel Listrik', 'Katalog Baru 2026'].map(
  (name, index) => ({ id: index + 1, name, path: svgImage(name, 1200, 400) }),
);
