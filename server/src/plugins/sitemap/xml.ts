// The sitemaps protocol (sitemaps.org): one <urlset> of up to 50,000 URLs, or a <sitemapindex>
// naming one such file per 50,000 when there are more.
import type { SitemapEntry } from './entries.ts';

/** URLs per sitemap file, the protocol's limit. */
export const URLS_PER_SITEMAP = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** A <urlset> of `entries`, their paths made absolute with `origin`. */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmodTag(entry.lastmod)}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> naming /sitemap-1.xml … /sitemap-N.xml, each with its newest lastmod. */
export function sitemapIndex(origin: string, parts: SitemapEntry[][]): string {
  const items = parts.map((part, index) => {
    const newest = part.reduce<Date | null>(
      (latest, entry) =>
        entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest,
      null,
    );
    return `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc>${lastmodTag(newest)}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Entries split into files of at most `size`. */
export function splitEntries(entries: SitemapEntry[], size = URLS_PER_SITEMAP): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += size)
    parts.push(entries.slice(start, start + size));
  return parts;
}
