// schema.org data for search engines (JSON-LD): Product with Offer or AggregateOffer, BreadcrumbList,
// Organization and NewsArticle, from the same API answers the page shows.
import type { components } from '../../src/api/schema.ts';
import { toAmount } from '../../src/lib/catalogue/rupiah.ts';
import { specPropertyValue } from '../../src/lib/spec/specDisplay.ts';
import type { SpecEntry } from '../../src/lib/spec/specDisplay.ts';

type Schemas = components['schemas'];
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The Offer of a single price, or an AggregateOffer from harga to hargaAkhir (DECISIONS "Price"). */
export function offerOf(
  product: Pick<Schemas['Product'], 'harga' | 'hargaAkhir'>,
  url: string,
): JsonLd {
  const low = toAmount(product.harga) ?? 0;
  const high = toAmount(product.hargaAkhir);
  if (high === null || high <= low) {
    return {
      '@type': 'Offer',
      price: low,
      priceCurrency: 'IDR',
      availability: 'https://schema.org/InStock',
      url,
    };
  }
  return {
    '@type': 'AggregateOffer',
    lowPrice: low,
    highPrice: high,
    priceCurrency: 'IDR',
    offerCount: 1,
    availability: 'https://schema.org/InStock',
    url,
  };
}

/** The product's specifications as schema.org PropertyValues (value or min/max, unitText). */
export function additionalPropertyOf(specifications: readonly SpecEntry[]): JsonLd[] {
  return specifications
    .map(specPropertyValue)
    .filter((property): property is JsonLd => property !== null);
}

export function productLd(
  product: Schemas['Product'],
  url: string,
  description: string,
  images: string[],
  specifications: readonly SpecEntry[] = [],
): JsonLd {
  const additionalProperty = additionalPropertyOf(specifications);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description,
    sku: String(product.id),
    url,
    image: images,
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    offers: offerOf(product, url),
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
  };
}

/** Crumbs from the home page to the current page (the last one without a link of its own). */
export function breadcrumbLd(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationLd(
  name: string,
  url: string,
  footer: Schemas['Footer'] | null,
  logo: string | null,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url,
    ...(logo ? { logo } : {}),
    ...(footer?.tagline ? { description: footer.tagline } : {}),
    ...(footer?.email ? { email: footer.email } : {}),
    ...(footer?.telp ? { telephone: footer.telp } : {}),
    ...(footer?.office
      ? {
          address: { '@type': 'PostalAddress', streetAddress: footer.office, addressCountry: 'ID' },
        }
      : {}),
  };
}

export function newsArticleLd(
  news: Schemas['News'],
  url: string,
  images: string[],
  publisher: { name: string; logo: string | null },
): JsonLd {
  const organization = {
    '@type': 'Organization',
    name: publisher.name,
    ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}),
  };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: [...news.title].slice(0, 110).join(''),
    description: news.description,
    image: images,
    datePublished: news.createdAt,
    mainEntityOfPage: url,
    url,
    author: organization,
    publisher: organization,
  };
}
