// Demo content for an empty database: fictional brands, categories, types, marketplaces,
// products, landing content and news. Written through the same repositories as the admin API,
// so files get the same checks, names and WebP variants.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands } from '../db/schema/index.ts';
import type { Form, UploadedFile } from '../lib/multipart.ts';
import {
  DEMO_SPEC_ATTRIBUTES,
  demoEquivalents,
  demoSpecValues,
  bannerPicture,
  brandBannerPicture,
  DEMO_CATEGORIES,
  DEMO_TYPES,
  kindOf,
  kindOfName,
  productPicture,
  workshopPicture,
  wordmarkPicture,
  type ProductKind,
} from '../../../demo-art/index.ts';
import { pictureUpload } from './images.ts';
import { buildSimplePdf } from './portfolio-pdf.ts';

const BRANDS = ['Aerotek', 'Pneumaxa', 'Silindra', 'Udarindo'];
const CATEGORIES = DEMO_CATEGORIES;
const TYPES = DEMO_TYPES;
// The types of each category's products, in turn: a category holds only types of its kinds
// (demo-art/catalogue.ts), and a product's name starts with its type's name.
const TYPES_BY_CATEGORY: string[][] = [
  ['Silinder Kompak', 'Silinder Standar'],
  ['Katup 5/2', 'Katup 3/2'],
  ['Fitting Push-in', 'Selang Pneumatik'],
  ['Regulator Filter'],
  ['Aktuator Putar', 'Gripper Pneumatik'],
];
const BRAND_KINDS: ProductKind[] = ['cylinder', 'valve', 'regulator', 'gripper'];
const SHOPS: [string, string][] = [
  ['Tokoku', 'https://tokoku.example'],
  ['Pasarraya', 'https://pasarraya.example'],
  ['Belanja Teknik', 'https://belanjateknik.example'],
];

const form = (fields: Record<string, string>, files: UploadedFile[] = []): Form => ({
  fields,
  files: Object.fromEntries(files.map((f) => [f.field, f])),
});

async function seedMasterData(app: FastifyInstance) {
  const r = app.repos;
  const brandIds = [];
  for (const [index, name] of BRANDS.entries()) {
    const keterangan = `${name} adalah merek fiktif untuk data demo katalog pneumatik.`;
    const banner = brandBannerPicture(
      name,
      BRAND_KINDS[index % BRAND_KINDS.length] ?? 'cylinder',
      'Komponen pneumatik untuk industri',
    );
    const pictures = [
      await pictureUpload('imageMain', `${name} banner`, banner),
      await pictureUpload('imageThumbnail', `${name} logo`, wordmarkPicture(name)),
    ];
    const saved = await r.brands.save(form({ name, keterangan }, pictures));
    brandIds.push(saved?.id ?? 0);
  }
  const categoryIds = [];
  for (const name of CATEGORIES) {
    categoryIds.push(
      (
        await r.categories.save(
          form({ name }, [
            await pictureUpload('image', name, productPicture(kindOf(name), name, 600, 600)),
          ]),
        )
      )?.id ?? 0,
    );
  }
  const typeIds = [];
  for (const name of TYPES) typeIds.push((await r.types.create(name)).id);
  const shopIds = [];
  for (const [name, link] of SHOPS)
    shopIds.push(
      (
        await r.ecommerces.save(
          form({ name, link }, [
            await pictureUpload('image', name, wordmarkPicture(name, 400, 160)),
          ]),
        )
      )?.id ?? 0,
    );
  return {
    brandIds,
    categoryIds,
    typeIds,
    shopIds,
    specIds: await seedSpecAttributes(app, typeIds),
  };
}

/** The demo specification attributes (issue 24), each used by the types of its kinds of product. */
async function seedSpecAttributes(app: FastifyInstance, typeIds: number[]) {
  const specIds = new Map<string, number>();
  for (const attribute of DEMO_SPEC_ATTRIBUTES) {
    const { key, kinds, ...rest } = attribute;
    const used = TYPES.flatMap((name, i) => {
      const kind = kindOfName(name);
      return kind && kinds.includes(kind) ? [typeIds[i] as number] : [];
    });
    specIds.set(key, (await app.repos.specAttributes.create({ ...rest, typeIds: used })).id);
  }
  return specIds;
}

/**
 * A product's demo values and equivalents (by its type, as product pages and filters read them)
 * as the product form's fields.
 */
function specFields(
  specIds: Map<string, number>,
  kind: ProductKind,
  typeName: string,
  name: string,
  n: number,
) {
  const values = demoSpecValues(kind, typeName, name, n);
  const fields: Record<string, string> = {};
  let index = 0;
  for (const attribute of DEMO_SPEC_ATTRIBUTES) {
    const value = values[attribute.key];
    const id = specIds.get(attribute.key);
    if (value === undefined || id === undefined || !attribute.kinds.includes(kind)) continue;
    const prefix = `specifications[${index}]`;
    fields[`${prefix}[id]`] = String(id);
    if (typeof value === 'boolean') fields[`${prefix}[value]`] = value ? '1' : '0';
    else if (Array.isArray(value))
      value.forEach((item, i) => (fields[`${prefix}[value][${i}]`] = item));
    else if (typeof value === 'object') {
      fields[`${prefix}[value][min]`] = String(value.min);
      fields[`${prefix}[value][max]`] = String(value.max);
    } else fields[`${prefix}[value]`] = String(value);
    index += 1;
  }
  demoEquivalents(kind, typeName, values, n).forEach(({ brand, code }, i) => {
    fields[`equivalents[${i}][brand]`] = brand;
    fields[`equivalents[${i}][code]`] = code;
  });
  return { fields, values };
}

const decimal = (value: number) => String(value).replace('.', ',');

/** A size as staff write it for the kind: bore x stroke, a port thread, a tube. */
function sizeOf(values: ReturnType<typeof demoSpecValues>): string {
  const range = values.pressure as { min: number; max: number } | undefined;
  if (typeof values.stroke === 'number') return `${String(values.bore)} x ${values.stroke} mm`;
  if (typeof values.tube === 'number') return `${values.tube} mm`;
  if (typeof values.bore === 'number') return `Bore ${values.bore} mm`;
  if (typeof values.port === 'string') return values.port;
  return range ? `${decimal(range.min)}-${decimal(range.max)} bar` : 'Standar';
}

async function seedProducts(app: FastifyInstance, ids: Awaited<ReturnType<typeof seedMasterData>>) {
  for (let i = 0; i < 24; i++) {
    const categoryIndex = i % CATEGORIES.length;
    const types = TYPES_BY_CATEGORY[categoryIndex] ?? [];
    const typeName = types[Math.floor(i / CATEGORIES.length) % types.length] ?? '';
    const kind = kindOfName(typeName) ?? 'cylinder';
    const name = `${typeName} ${['SC', 'MK', 'VX', 'PR'][i % 4]}-${20 + i * 5}`;
    const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
    const specs = specFields(ids.specIds, kind, typeName, name, i);
    const pressure = specs.values.pressure as { min: number; max: number } | undefined;
    const fields: Record<string, string> = {
      name,
      harga: String(150_000 + i * 45_000),
      harga_akhir: i % 3 === 0 ? String(300_000 + i * 60_000) : '',
      garansi: i % 2 ? '1 Tahun' : '6 Bulan',
      berat: `${(0.5 + i / 10).toFixed(1).replace('.', ',')} kg`,
      urutan: i < 4 ? String(i + 1) : '',
      keterangan: `<p>${name} untuk kebutuhan otomasi industri.${pressure ? ` Tekanan kerja ${decimal(pressure.min)}-${decimal(pressure.max)} bar.` : ''}</p>`,
      isBestSeller: i % 5 === 0 ? '1' : '0',
      brand_id: String(pick(ids.brandIds, i)),
      category_id: String(ids.categoryIds[categoryIndex]),
      type_id: String(ids.typeIds[TYPES.indexOf(typeName)]),
      'size[0]': sizeOf(specs.values),
      'color[0]': i % 2 ? 'Silver' : 'Hitam',
      'ecommerces[0][ecommerces_id]': String(pick(ids.shopIds, i)),
      'ecommerces[0][link_id]': `https://tokoku.example/produk/${i + 1}`,
      'isCover[0]': '1',
      ...specs.fields,
    };
    const pictures = [
      await pictureUpload('image[0]', name, productPicture(kind, name)),
      await pictureUpload('image[1]', `${name} samping`, productPicture(kind, `${name} samping`)),
    ];
    await app.repos.products.save(form(fields, pictures));
  }
}

const BUMPERS: [ProductKind, { headline: string; subline: string; cta: string }][] = [
  [
    'valve',
    {
      headline: 'Promo Akhir Tahun',
      subline: 'Diskon hingga 20% untuk silinder dan katup pilihan',
      cta: 'Lihat Promo',
    },
  ],
  [
    'cylinder',
    {
      headline: 'Solusi Otomasi Pabrik',
      subline: 'Konsultasi, instalasi dan perawatan sistem pneumatik',
      cta: 'Hubungi Kami',
    },
  ],
];

async function seedLanding(app: FastifyInstance) {
  const r = app.repos;
  for (const [kind, banner] of BUMPERS)
    await r.bumpers.save(
      form({ name: banner.headline }, [
        await pictureUpload('image', banner.headline, bannerPicture(kind, banner)),
      ]),
    );
  for (const title of [
    'Instalasi panel listrik pabrik tekstil',
    'Jalur pneumatik lini pengemasan',
    'Perawatan genset rumah sakit',
  ]) {
    const photos = [
      await pictureUpload('image[0]', title, workshopPicture(title)),
      await pictureUpload('image[1]', `${title} 2`, workshopPicture(`${title} 2`)),
    ];
    await r.projects.save(form({ title, 'isCover[0]': '1' }, photos));
  }
  const newProducts = bannerPicture(
    'fitting',
    {
      headline: 'Produk Baru',
      subline: 'Komponen pneumatik terbaru sudah tersedia',
      cta: 'Lihat Produk',
    },
    1200,
    400,
  );
  await r.site.saveNewProductBanner(
    form({}, [await pictureUpload('image', 'Produk Baru', newProducts)]),
  );
  await r.site.saveFooter(
    form(
      {
        tagline: 'Solusi pneumatik dan kelistrikan industri.',
        office: 'Jl. Industri No. 1, Jakarta',
        email: 'info@example.com',
        telp: '021-5550000',
        'alamat[0][name]': 'Workshop Bekasi',
        'alamat[0][alamat]': 'Jl. Raya Bekasi Km 20, Bekasi',
      },
      [
        await pictureUpload(
          'logo',
          'Logo',
          wordmarkPicture('Katalog Pneumatik', 480, 160, '#0b4f8a'),
        ),
      ],
    ),
  );
  await r.site.saveAbout(
    form(
      {
        tagline: 'Kami menyediakan produk pneumatik dan layanan kelistrikan untuk industri.',
        service1: 'Penjualan komponen pneumatik',
        service2: 'Instalasi dan perawatan sistem kelistrikan',
        button_name: 'Tentang Kami',
        'tag[0][tag]': 'Pneumatik',
        'tag[1][tag]': 'Kelistrikan',
        'tag[2][tag]': 'Otomasi',
      },
      [await pictureUpload('image', 'Tim kami', workshopPicture('Tim kami'))],
    ),
  );
  for (let i = 1; i <= 3; i++) {
    const title = `Kabar Pneumatik ${i}`;
    const pdf: UploadedFile = {
      field: 'file',
      filename: `katalog-${i}.pdf`,
      data: buildSimplePdf([title, 'Katalog demo.']),
    };
    await r.news.save(
      form(
        {
          title,
          description: `Berita demo nomor ${i} tentang produk pneumatik terbaru.`,
          content: `<p>Isi berita demo ${i}.</p>`,
        },
        [await pictureUpload('foto', title, workshopPicture(title, 800, 450)), pdf],
      ),
    );
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
