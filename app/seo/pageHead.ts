// What a public page tells search engines and chat previews, per route of the route table: its
// description, canonical address, sharing picture, Open Graph type and JSON-LD, from the API
// answers the renderer loaded for it (the screen's reads, the layout's and the record's). The
// status and title are the renderer's (app/ssr/render.tsx); this only describes the page.
import { apiKey } from '../../src/api/hooks/keys.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import type { components } from '../../src/api/schema.ts';
import { readId } from '../../src/lib/forms/ids.ts';
import { priceText } from '../../src/lib/catalogue/price.ts';
import { readCompareIds } from '../../src/lib/catalogue/compareList.ts';
import { compareHref } from '../../src/components/public/CatalogLinks/catalogLinks.ts';
import { sharePictureOf } from '../../src/lib/catalogue/responsiveImage.ts';
import { readPage } from '../../src/screens/public/shared/paths.ts';
import { productListQuery } from '../../src/screens/public/shared/pageData.ts';
import type { PageAddress } from '../../src/screens/public/shared/pageData.ts';
import { pathTo } from '../../src/lib/routes/routes.ts';
import type { RouteName } from '../../src/lib/routes/routes.ts';
import { listCrumbs } from '../../src/lib/catalogue/breadcrumbs.ts';
import type { RecordListKind } from '../../src/lib/catalogue/breadcrumbs.ts';
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
function listQuery(
  query: URLSearchParams,
  names: readonly string[],
): Record<string, string | number | undefined> {
  const page = readPage(query.get('page'));
  const kept: Record<string, string | number | undefined> = {};
  for (const name of names) {
    const value = name === 'search' ? query.get(name)?.trim() : readId(query.get(name));
    kept[name] = value ?? undefined;
  }
  return { ...kept, page: page > 1 ? page : undefined };
}

/** What a route's description sees: the head so far and the page's loaded reads. */
interface HeadContext {
  head: PageHead;
  address: PageAddress;
  answer: HeadInput['answer'];
  appName: string;
  /** The answer of the page's record read, if it has one. */
  recordBody: unknown;
  /** The footer (tagline, logo), from the layout's read. */
  footer: Schemas['Footer'] | null;
  /** An absolute URL of a site path. */
  absolute: (path: string) => string;
  /** The absolute URL of a picture's sharing variant, or null. */
  shareOf: (path: string | null | undefined) => string | null;
  /** The page's own absolute address (its canonical, or the home page). */
  here: string;
  /** The home page as a breadcrumb. */
  home: { name: string; url: string };
}

/** What a route tells search engines, beyond the title and the footer's defaults. */
interface RouteHead {
  /**
   * The one address of a page: its path with only the parameters that choose what it shows, in a
   * fixed order (tracking tags and unknown filters dropped); null: no canonical.
   */
  canonical: (address: PageAddress) => string | null;
  /** Kept out of the index ('noindex, follow': followed, not listed), or null. */
  robots: string | null;
  /** The page's description, picture, Open Graph type and JSON-LD. */
  describe: (page: HeadContext) => PageHead;
}

const byId =
  (route: 'l-detail-product' | 'l-news-detail') =>
  ({ params }: PageAddress) => {
    const id = readId(params.id);
    return id === null ? null : pathTo(route, { id });
  };
// Page 2 and later keep `page`: each lists other products, and Google asks for self-referencing
// canonicals on paginated lists.
const byQuery =
  (route: RouteName, names: readonly string[]) =>
  ({ query }: PageAddress) =>
    pathTo(route, {}, listQuery(query, names));
const fixed = (route: RouteName) => () => pathTo(route);
const none = () => null;
const asIs = ({ head }: HeadContext) => head;

/** A brand, category or type list: its record's text, picture and breadcrumb. */
const listHead =
  (
    route: 'l-brand' | 'l-kategori-produk' | 'l-tipe',
    describe: (appName: string, name: string) => string,
  ) =>
  ({
    head,
    address,
    answer,
    recordBody,
    appName,
    absolute,
    shareOf,
    here,
  }: HeadContext): PageHead => {
    const listed = listRecord(route, address, recordBody, answer);
    const id = readId(address.query.get('id'));
    if (!listed || id === null) return head;
    // The same trail the screen shows (src/lib/catalogue/breadcrumbs.ts); the last step is this address.
    const kind = LIST_KIND[route];
    // A type's category from GET type/{id}, as the screen has it: filters never change it.
    const category =
      kind === 'type' ? (dataOf<Schemas['PublicType']>(recordBody)?.category ?? null) : null;
    const crumbs = listCrumbs(kind, { id, name: listed.name }, category).map(
      (crumb, index, all) => ({
        name: crumb.name,
        url: index === all.length - 1 ? here : absolute(crumb.path),
      }),
    );
    return {
      ...head,
      description: clip(plainText(listed.keterangan)) || describe(appName, listed.name),
      image: shareOf(listed.picture) ?? head.image,
      imageAlt: listed.name,
      jsonLd: [breadcrumbLd(crumbs)],
    };
  };

const LIST_KIND = {
  'l-brand': 'brand',
  'l-kategori-produk': 'category',
  'l-tipe': 'type',
} as const satisfies Record<string, RecordListKind>;

/** The products a type's list shows, from its loaded read. */
function typeProducts(
  query: URLSearchParams,
  answer: HeadInput['answer'],
): Schemas['ProductSummary'][] | undefined {
  const products = productListQuery('type', query);
  return products
    ? dataOf<Schemas['ProductSummary'][]>(answer(apiKey('/product', { query: products })))
    : undefined;
}

/** Every route's head; a route without one is a type error. */
const ROUTE_HEADS = {
  'l-home': {
    canonical: fixed('l-home'),
    robots: null,
    describe: ({ head, appName, home, footer, absolute }) => ({
      ...head,
      jsonLd: [
        organizationLd(appName, home.url, footer, footer?.path ? absolute(footer.path) : null),
      ],
    }),
  },
  'l-tentang-kami': {
    canonical: fixed('l-tentang-kami'),
    robots: null,
    describe: ({ head, answer, shareOf }) => {
      const about = dataOf<Schemas['TaglineMain']>(answer(apiKey('/tagline/main')));
      return {
        ...head,
        description: clip(plainText(about?.tagline ?? '')) || head.description,
        image: shareOf(about?.path) ?? head.image,
      };
    },
  },
  // Search results stay out of the index whatever they find (Google: keep internal search result
  // pages out of it; a query echoed in the title makes endless thin pages); their links are followed.
  'l-search': {
    canonical: byQuery('l-search', ['search', 'category', 'brand']),
    robots: 'noindex, follow',
    describe: ({ head, address, appName }) => ({
      ...head,
      description: SEO_TEXT.search(appName, address.query.get('search')?.trim() ?? ''),
    }),
  },
  // A comparison is a visitor's own choice of products: shareable, never in the index.
  'l-bandingkan': {
    canonical: ({ query }) => compareHref(readCompareIds(query.get('id'))),
    robots: 'noindex, follow',
    describe: ({ head, appName }) => ({ ...head, description: SEO_TEXT.compare(appName) }),
  },
  'l-new-product': {
    canonical: byQuery('l-new-product', []),
    robots: null,
    describe: ({ head, appName }) => ({ ...head, description: SEO_TEXT.newProducts(appName) }),
  },
  'l-news': {
    canonical: byQuery('l-news', []),
    robots: null,
    describe: ({ head, appName }) => ({ ...head, description: SEO_TEXT.news(appName) }),
  },
  'l-detail-product': {
    canonical: byId('l-detail-product'),
    robots: null,
    describe: ({ head, recordBody, absolute, shareOf, home, here }) => {
      const product = dataOf<Schemas['Product']>(recordBody);
      if (!product) return head;
      const price = priceText(product.harga, product.hargaAkhir);
      const description =
        clip(plainText(product.keterangan ?? '')) || SEO_TEXT.product(product.name, price);
      const cover = product.isCover?.path ?? product.image[0]?.path ?? null;
      const images = [cover, ...product.image.map((image) => image.path)]
        .filter((path, index, all): path is string => !!path && all.indexOf(path) === index)
        .map(absolute);
      const crumbs = [
        home,
        {
          name: product.category.name,
          url: absolute(pathTo('l-kategori-produk', {}, { id: product.category.id })),
        },
        { name: product.name, url: here },
      ];
      return {
        ...head,
        description,
        image: shareOf(cover) ?? head.image,
        imageAlt: product.name,
        ogType: 'product',
        price: { amount: Number(product.harga) || 0, currency: 'IDR' },
        priceLabel: price,
        jsonLd: [
          productLd(product, here, description, images, product.specifications),
          breadcrumbLd(crumbs),
        ],
      };
    },
  },
  'l-news-detail': {
    canonical: byId('l-news-detail'),
    robots: null,
    describe: ({ head, recordBody, appName, absolute, shareOf, home, here }) => {
      const news = dataOf<Schemas['News']>(recordBody);
      if (!news) return head;
      const image = shareOf(news.foto?.path);
      const images = [image, news.foto?.path ? absolute(news.foto.path) : null].filter(
        (x): x is string => x !== null,
      );
      const crumbs = [
        home,
        { name: SEO_TEXT.newsList, url: absolute(pathTo('l-news')) },
        { name: news.title, url: here },
      ];
      return {
        ...head,
        description: clip(news.description || plainText(news.content)),
        image: image ?? head.image,
        imageAlt: news.title,
        ogType: 'article',
        jsonLd: [
          newsArticleLd(news, here, images, { name: appName, logo: head.image }),
          breadcrumbLd(crumbs),
        ],
      };
    },
  },
  'l-brand': {
    canonical: byQuery('l-brand', ['id']),
    robots: null,
    describe: listHead('l-brand', SEO_TEXT.brand),
  },
  'l-kategori-produk': {
    canonical: byQuery('l-kategori-produk', ['id']),
    robots: null,
    describe: listHead('l-kategori-produk', SEO_TEXT.category),
  },
  'l-tipe': {
    canonical: byQuery('l-tipe', ['id']),
    robots: null,
    describe: listHead('l-tipe', SEO_TEXT.type),
  },
  // The visitor's own quote list: nothing for an index, and its address is the same for everyone.
  'l-penawaran': { canonical: fixed('l-penawaran'), robots: 'noindex', describe: asIs },
  // A buyer's own quotation behind a personal link: never indexed, no address to name.
  'l-penawaran-lihat': { canonical: none, robots: 'noindex', describe: asIs },
  login: { canonical: none, robots: null, describe: asIs },
  '404': { canonical: none, robots: 'noindex', describe: asIs },
} satisfies Record<RouteName, RouteHead>;

/** Whether a route's pages are kept out of the index (the sitemap leaves them out too). */
export function isNoindexRoute(route: RouteName): boolean {
  return ROUTE_HEADS[route].robots !== null;
}

/** The one address of a page (see RouteHead.canonical), or null. */
export function canonicalPath(route: RouteName, address: PageAddress): string | null {
  return ROUTE_HEADS[route].canonical(address);
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
  const footer =
    dataOf<{ data?: Schemas['Footer'] }>(answer(apiKey('/tagline/footer')))?.data ?? null;
  const base: PageHead = {
    title,
    description: footer?.tagline || SEO_TEXT.site(appName),
    canonical: null,
    image: shareOf(footer?.path),
    imageAlt: appName,
    ogType: 'website',
    robots: null,
    price: null,
    priceLabel: null,
    siteName: appName,
    jsonLd: [],
  };
  if (input.missing)
    return { ...base, description: SEO_TEXT.notFound, robots: ROUTE_HEADS['404'].robots };
  const { canonical: canonicalOf, robots, describe } = ROUTE_HEADS[route];
  const canonicalAt = canonicalOf(address);
  const canonical = canonicalAt === null ? null : absolute(canonicalAt);
  const record = pageRecord(route, address);
  return describe({
    head: { ...base, canonical, robots },
    address,
    answer,
    appName,
    recordBody: record && record !== 'missing' ? answer(record.key) : undefined,
    footer,
    absolute,
    shareOf,
    here: canonical ?? absolute(pathTo('l-home')),
    home: { name: SEO_TEXT.home, url: absolute(pathTo('l-home')) },
  });
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
    return brand
      ? {
          name: brand.name,
          picture: brand.mainFile?.path ?? brand.thumbnail?.path ?? null,
          keterangan: brand.keterangan ?? '',
        }
      : null;
  }
  if (route === 'l-kategori-produk') {
    const category = (dataOf<Schemas['Category'][]>(body) ?? []).find((item) => item.id === id);
    return category
      ? { name: category.name, picture: category.image?.path ?? null, keterangan: '' }
      : null;
  }
  // A type has no picture of its own: the first product of the list shown lends its cover.
  const type = dataOf<Schemas['PublicType']>(body);
  if (!type) return null;
  const first = typeProducts(query, answer)?.[0];
  return { name: type.name, picture: first?.isCover?.path ?? null, keterangan: '' };
}
