// Demo content for an empty database: fictional brands, categories, types, marketplaces,
// products, landing content and news. Written through the same repositories as the admin API,
// so files get the same checks, names and WebP variants.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands } from '../db/schema/index.ts';
import type { Form, UploadedFile } from '../lib/multipart.ts';
import { demoImage } from './images.ts';
import { buildSimplePdf } from './portfolio-pdf.ts';

const BRANDS = ['Aerotek', 'Pneumaxa', 'Silindra', 'Udarindo'];
const CATEGORIES = ['Silinder Pneumatik', 'Katup Solenoid', 'Fitting & Selang', 'Unit Perawatan Udara', 'Aktuator Putar'];
const TYPES = ['Silinder Standar', 'Silinder Kompak', 'Katup 5/2', 'Katup 3/2', 'Fitting Push-in', 'Regulator Filter'];
const SHOPS: [string, string][] = [['Tokoku', 'https://tokoku.example'], ['Pasarraya', 'https://pasarraya.example'], ['Belanja Teknik', 'https://belanjateknik.example']];

async function file(field: string, label: string): Promise<UploadedFile> {
  return { field, filename: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`, data: await demoImage(label) };
}

const form = (fields: Record<string, string>, files: UploadedFile[] = []): Form => ({
  fields,
  files: Object.fromEntries(files.map((f) => [f.field, f])),
});

async function seedMasterData(app: FastifyInstance) {
  const r = app.repos;
  const brandIds = [];
  for (const name of BRANDS) {
    const keterangan = `${name} adalah merek fiktif untuk data demo katalog pneumatik.`;
    const saved = await r.brands.save(form({ name, keterangan }, [await file('imageMain', `${name} banner`), await file('imageThumbnail', `${name} logo`)]));
    brandIds.push(saved?.id ?? 0);
  }
  const categoryIds = [];
  for (const name of CATEGORIES) categoryIds.push((await r.categories.save(form({ name }, [await file('image', name)])))?.id ?? 0);
  const typeIds = [];
  for (const name of TYPES) typeIds.push((await r.types.create(name)).id);
  const shopIds = [];
  for (const [name, link] of SHOPS) shopIds.push((await r.ecommerces.save(form({ name, link }, [await file('image', name)])))?.id ?? 0);
  return { brandIds, categoryIds, typeIds, shopIds };
}

async function seedProducts(app: FastifyInstance, ids: Awaited<ReturnType<typeof seedMasterData>>) {
  for (let i = 0; i < 24; i++) {
    const category = CATEGORIES[i % CATEGORIES.length] ?? '';
    const name = `${category.split(' ')[0]} ${['SC', 'MK', 'VX', 'PR'][i % 4]}-${20 + i * 5}`;
    const pick = <T,>(list: T[], n: number) => list[n % list.length] as T;
    const fields: Record<string, string> = {
      name,
      harga: String(150_000 + i * 45_000),
      harga_akhir: i % 3 === 0 ? String(300_000 + i * 60_000) : '',
      garansi: i % 2 ? '1 Tahun' : '6 Bulan',
      berat: `${(0.5 + i / 10).toFixed(1).replace('.', ',')} kg`,
      urutan: i < 4 ? String(i + 1) : '',
      keterangan: `<p>${name} untuk kebutuhan otomasi industri. Tekanan kerja 1-10 bar.</p>`,
      isBestSeller: i % 5 === 0 ? '1' : '0',
      brand_id: String(pick(ids.brandIds, i)),
      category_id: String(pick(ids.categoryIds, i)),
      type_id: String(pick(ids.typeIds, i)),
      'size[0]': `${20 + i * 5} x 100`,
      'color[0]': i % 2 ? 'Silver' : 'Hitam',
      'ecommerces[0][ecommerces_id]': String(pick(ids.shopIds, i)),
      'ecommerces[0][link_id]': `https://tokoku.example/produk/${i + 1}`,
      'isCover[0]': '1',
    };
    await app.repos.products.save(form(fields, [await file('image[0]', name), await file('image[1]', `${name} samping`)]));
  }
}

async function seedLanding(app: FastifyInstance) {
  const r = app.repos;
  for (const name of ['Promo Akhir Tahun', 'Solusi Otomasi Pabrik']) await r.bumpers.save(form({ name }, [await file('image', name)]));
  for (const title of ['Instalasi panel listrik pabrik tekstil', 'Jalur pneumatik lini pengemasan', 'Perawatan genset rumah sakit']) {
    await r.projects.save(form({ title, 'isCover[0]': '1' }, [await file('image[0]', title), await file('image[1]', `${title} 2`)]));
  }
  await r.site.saveNewProductBanner(form({}, [await file('image', 'Produk Baru')]));
  await r.site.saveFooter(
    form(
      { tagline: 'Solusi pneumatik dan kelistrikan industri.', office: 'Jl. Industri No. 1, Jakarta', email: 'info@example.com', telp: '021-5550000', 'alamat[0][name]': 'Workshop Bekasi', 'alamat[0][alamat]': 'Jl. Raya Bekasi Km 20, Bekasi' },
      [await file('logo', 'Logo')],
    ),
  );
  await r.site.saveAbout(
    form({ tagline: 'Kami menyediakan produk pneumatik dan layanan kelistrikan untuk industri.', service1: 'Penjualan komponen pneumatik', service2: 'Instalasi dan perawatan sistem kelistrikan', button_name: 'Tentang Kami', 'tag[0][tag]': 'Pneumatik', 'tag[1][tag]': 'Kelistrikan', 'tag[2][tag]': 'Otomasi' }, [await file('image', 'Tim kami')]),
  );
  for (let i = 1; i <= 3; i++) {
    const title = `Kabar Pneumatik ${i}`;
    const pdf: UploadedFile = { field: 'file', filename: `katalog-${i}.pdf`, data: buildSimplePdf([title, 'Katalog demo.']) };
    await r.news.save(form({ title, description: `Berita demo nomor ${i} tentang produk pneumatik terbaru.`, content: `<p>Isi berita demo ${i}.</p>` }, [await file('foto', title), pdf]));
  }
}

/** Seeds demo content when the catalogue is empty; returns whether it did. */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.db.select({ value: count() }).from(brands);
  if ((row?.value ?? 0) > 0) return false;
  const ids = await seedMasterData(app);
  await seedProducts(app, ids);
  await seedLanding(app);
  return true;
}
