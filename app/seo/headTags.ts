// The <head> markup of a PageHead: description, canonical, robots, Open Graph, Twitter card and
// JSON-LD blocks (data blocks, which the Content-Security-Policy does not execute or block).
import type { PageHead } from './pageHead.ts';
import { escapeHtml } from './text.ts';

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** JSON safe inside <script>: no `</script>`, no `<!--`, no U+2028/2029. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of `head`, for the end of `<head>` (the title is the template's). */
export function headTags(head: PageHead): string {
  const shareText = head.priceLabel ? `${head.priceLabel} · ${head.description}` : head.description;
  const tags = [
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.robots ? meta('name', 'robots', head.robots) : '',
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', shareText),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', head.imageAlt),
        ]
      : []),
    ...(head.price
      ? [
          meta('property', 'product:price:amount', String(head.price.amount)),
          meta('property', 'product:price:currency', head.price.currency),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', shareText),
    head.image ? meta('name', 'twitter:image', head.image) : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}
