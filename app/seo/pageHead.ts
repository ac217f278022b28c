// What a public page tells search engines and chat previews, per route of the route table: its
// description, canonical address, sharing picture, Open Graph type and JSON-LD, from the API
// answers the renderer loaded for it (the screen's reads, the layout's and the record's). The
// status and title are the renderer's (app/ssr/render.tsx); this only describes the page.
import { apiKey } from '../../src/api/hooks/keys.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import type { components } from '../../src/api/schema.ts';
import { readId } from '../../src/lib/ids.ts';
import { priceText } from '../../src/lib/price.ts';
import { sharePictureOf } from '../../src/lib/responsiveImage.ts';
import { readPage } from '../../src/screens/public/shared/paths.ts';
import { productListQuery, searchQuery } from '../../src/screens/public/shared/pageData.ts';
import type { PageAddress } from '../../src/screens/public/shared/pageData.ts';
import { pathTo } from '../../src/lib/routes.ts';
import type { RouteName } from '../../src/lib/routes.ts';
import { breadcrumbLd, newsArticleLd, organizationLd, productLd } from './jsonLd.ts';
import type { JsonLd } from './jsonLd.ts';
import { pageRecord } from './records.ts';
import { SEO_TEXT } from './texts.ts';
import { clip, plainText } from './text.ts';

type Schemas = components['schemas'];

export interface PageHead {
  /** The whole document title. */
  title: string;
  description: string;
  /** Absolute URL of the page's one address; null on a 404 page. */
  canonical: string | null;
  /** Absolute URL of the 1200 × 630 sharing picture, when there is one. */
  image: string | null;
  imageAlt: string;
  ogType: 'website' | 'product' | 'article';
  /** Set on pages that should not be indexed (search results, 404 pages). */
  robots: string | null;
  /** Price tags of a product (Open Graph product:price). */
  price: { amount: number; currency: 'IDR' } | null;
  /** The price as the page shows it ('Rp. 1.000 - Rp. 2.000'), first in a chat preview's text. */
  priceLabel: string | null;
  /** The site's name (og:site_name). */
  siteName: string;
  jsonLd: JsonLd[];
}

/** What the renderer knows of a page once its reads are in. */
export interface HeadInput {
  /** The matched public route ('404' for an unknown path). */
  route: RouteName;
  address: PageAddress;
  /** The page answers 404 (unknown path, /404, a missing or hidden record). */
  missing: boolean;
  /** The whole title the renderer chose. */
  title: string;
  /** The body of a read's successful answer, or undefined. */
  answer: (key: ApiKey) => unknown;
  /** Origin (and base path) for absolute URLs: PUBLIC_URL or the request's own. */
  origin: string;
  /** The product name (APP_NAME). */
  appName: string;
}

/** The parameters of a list's address that choose what it shows; `page` from 2 on. */
function listQuery(query: URLSearchParams, names: readonly string[]): Record<string, string | number | undefined> {
  const page = readPage(query.get('page'));
  const kept: Record<string, string | number | undefined> = {};
  for (const name of names) {
    const value = name === 'search' ? query.get(name)?.trim() : readId(query.get(name));
    kept[name] = value ?? undefined;
  }
  return { ...kept, page: page > 1 ? page : undefined };
}

/**
 * The one address of a page: its path with only the parameters that choose what it shows, in a
 * fixed order (tracking tags and unknown filters dropped). Page 2 and later keep `page`: each lists
 * other products, and Google asks for self-referencing canonicals on paginated lists.
 */
export function canonicalPath(route: RouteName, { params, query }: PageAddress): string | null {
  switch (route) {
    case 'l-detail-product':
    case 'l-news-detail': {
      const id = readId(params.id);
      return id === null ? null : pathTo(route, { id });
    }
    case 'l-brand':
    case 'l-kategori-produk':
    case 'l-tipe':
      return pathTo(route, {}, listQuery(query, ['id']));
    case 'l-search':
      return pathTo(route, {}, listQuery(query, ['search', 'category', 'brand']));
    case 'l-new-product':
    case 'l-news':
      return pathTo(route, {}, listQuery(query, []));
    case '404':
    case 'login':
      return null;
    default:
      return pathTo(route);
  }
}

/** The `data` of an answer `{ data }`. */
function dataOf<T>(body: unknown): T | undefined {
  return body && typeof body === 'object' ? (body as { data?: T }).data : undefined;
}

export function pageHead(input: HeadInput): PageHead {
  const { route, address, answer, origin, appName, title } = input;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
  const shareOf = (path: string | null | undefined) => {
    const share = path ? sharePictureOf(path) : null;
    return share ? absolute(share) : null;
  };
  const footer = dataOf<{ data?: Schemas['Footer'] }>(answer(apiKey('/tagline/footer')))?.data ?? null;
  const logo = shareOf(footer?.path);
  const base: PageHead = {
    title,
    description: footer?.tagline || SEO_TEXT.site(appName),
    canonical: null,
    image: logo,
    imageAlt: appName,
    ogType: 'website',
    robots: null,
    price: null,
    priceLabel: null,
    siteName: appName,
    jsonLd: [],
  };
  if (input.missing) return { ...base, description: SEO_TEXT.notFound, robots: 'noindex' };
  const canonicalAt = canonicalPath(route, address);
  const canonical = canonicalAt === null ? null : absolute(canonicalAt);
  const head: PageHead = { ...base, canonical };
  const here = canonical ?? absolute(pathTo('l-home'));
  const home = { name: SEO_TEXT.home, url: absolute(pathTo('l-home')) };
  const record = pageRecord(route, address);
  const recordBody = record && record !== 'missing' ? answer(record.key) : undefined;

  switch (route) {
    case 'l-home':
      return { ...head, jsonLd: [organizationLd(appName, home.url, footer, footer?.path ? absolute(footer.path) : null)] };
    case 'l-tentang-kami': {
      const about = dataOf<Schemas['TaglineMain']>(answer(apiKey('/tagline/main')));
      return { ...head, description: clip(plainText(about?.tagline ?? '')) || head.description, image: shareOf(about?.path) ?? logo };
    }
    case 'l-search': {
      // A search with results is a page of products worth finding (canonical: only its words and
      // chips); one without results or words is thin, so kept out of the index (docs/decisions.md).
      const search = address.query.get('search')?.trim() ?? '';
      const results = answer(apiKey('/product', { query: searchQuery(address.query) })) as { meta?: { total?: number } } | undefined;
      const thin = !search || !results?.meta?.total;
      return { ...head, description: SEO_TEXT.search(appName, search), robots: thin ? 'noindex, follow' : null };
    }
    case 'l-new-product':
      return { ...head, description: SEO_TEXT.newProducts(appName) };
    case 'l-news':
      return { ...head, description: SEO_TEXT.news(appName) };
    case 'l-detail-product': {
      const product = dataOf<Schemas['Product']>(recordBody);
      if (!product) return head;
      const price = priceText(product.harga, product.hargaAkhir);
      const description = clip(plainText(product.keterangan ?? '')) || SEO_TEXT.product(product.name, price);
      const cover = product.isCover?.path ?? product.image[0]?.path ?? null;
      const images = [cover, ...product.image.map((image) => image.path)]
        .filter((path, index, all): path is string => !!path && all.indexOf(path) === index)
        .map(absolute);
      const crumbs = [
        home,
        { name: product.category.name, url: absolute(pathTo('l-kategori-produk', {}, { id: product.category.id })) },
        { name: product.name, url: here },
      ];
      return {
        ...head,
        description,
        image: shareOf(cover) ?? logo,
        imageAlt: product.name,
        ogType: 'product',
        price: { amount: Number(product.harga) || 0, currency: 'IDR' },
        priceLabel: price,
        jsonLd: [productLd(product, here, description, images), breadcrumbLd(crumbs)],
      };
    }
    case 'l-news-detail': {
      const news = dataOf<Schemas['News']>(recordBody);
      if (!news) return head;
      const image = shareOf(news.foto?.path);
      const images = [image, news.foto?.path ? absolute(news.foto.path) : null].filter((x): x is string => x !== null);
      const crumbs = [home, { name: SEO_TEXT.newsList, url: absolute(pathTo('l-news')) }, { name: news.title, url: here }];
      return {
        ...head,
        description: clip(news.description || plainText(news.content)),
        image: image ?? logo,
        imageAlt: news.title,
        ogType: 'article',
        jsonLd: [newsArticleLd(news, here, images, { name: appName, logo }), breadcrumbLd(crumbs)],
      };
    }
    case 'l-brand':
    case 'l-kategori-produk':
    case 'l-tipe': {
      const listed = listRecord(route, address, recordBody, answer);
      if (!listed) return head;
      const describe = { 'l-brand': SEO_TEXT.brand, 'l-kategori-produk': SEO_TEXT.category, 'l-tipe': SEO_TEXT.type }[route];
      return {
        ...head,
        description: clip(plainText(listed.keterangan)) || describe(appName, listed.name),
        image: shareOf(listed.picture) ?? logo,
        imageAlt: listed.name,
        jsonLd: [breadcrumbLd([home, { name: listed.name, url: here }])],
      };
    }
    default:
      return head;
  }
}

/** The brand, category or type a list shows, from its record's answer. */
function listRecord(
  route: 'l-brand' | 'l-kategori-produk' | 'l-tipe',
  { query }: PageAddress,
  body: unknown,
  answer: HeadInput['answer'],
): { name: string; picture: string | null; keterangan: string } | null {
  const id = readId(query.get('id'));
  if (id === null || body === undefined) return null;
  if (route === 'l-brand') {
    const brand = dataOf<Schemas['Brand']>(body);
    return brand ? { name: brand.name, picture: brand.mainFile?.path ?? brand.thumbnail?.path ?? null, keterangan: brand.keterangan ?? '' } : null;
  }
  if (route === 'l-kategori-produk') {
    const category = (dataOf<Schemas['Category'][]>(body) ?? []).find((item) => item.id === id);
    return category ? { name: category.name, picture: category.image?.path ?? null, keterangan: '' } : null;
  }
  // A type has no picture of its own: the first product of the list shown lends its cover.
  const type = dataOf<Schemas['IdName']>(body);
  if (!type) return null;
  const products = productListQuery('type', query);
  const first = products ? (dataOf<Schemas['ProductSummary'][]>(answer(apiKey('/product', { query: products }))) ?? [])[0] : undefined;
  return { name: type.name, picture: first?.isCover?.path ?? null, keterangan: '' };
}
