// GET /sitemap.xml (and /sitemap-N.xml past 50,000 URLs) and /robots.txt naming it. Built from
// the database and kept in the public cache, so a write to what it lists drops it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../lib/public-url.ts';
import type { CacheTag } from '../public-cache.ts';
import { sitemapEntries } from './entries.ts';
import { URLS_PER_SITEMAP, sitemapIndex, splitEntries, urlSet } from './xml.ts';

export interface SitemapOptions {
  /** The web build's folder: its robots.txt holds the crawl rules; null serves the API only. */
  webRoot: string | null;
  /** URLs per file (the protocol's 50,000; smaller in tests). */
  urlsPerSitemap?: number;
}

const XML = 'application/xml; charset=utf-8';
// `in:sitemap`: a write naming one public product (its lastmod, or whether it is listed at all).
const SITEMAP_TAGS: readonly CacheTag[] = [
  'products',
  'brands',
  'categories',
  'types',
  'news',
  'in:sitemap',
];

export function registerSitemap(
  app: FastifyInstance,
  { webRoot, urlsPerSitemap = URLS_PER_SITEMAP }: SitemapOptions,
): void {
  // Built from public products, brands, categories, types and news: a write to any drops it.
  const parts = () =>
    app.publicCache.getOrLoad('sitemap parts', SITEMAP_TAGS, async () =>
      splitEntries(await sitemapEntries(app.db), urlsPerSitemap),
    );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(app.config, request);
    const files = await parts();
    const xml = files.length > 1 ? sitemapIndex(origin, files) : urlSet(origin, files[0] ?? []);
    return reply.type(XML).header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get<{ Params: { page: string } }>('/sitemap-:page(^\\d+).xml', async (request, reply) => {
    const files = await parts();
    const part = files.length > 1 ? files[Number(request.params.page) - 1] : undefined;
    if (!part) return reply.status(404).type('text/plain; charset=utf-8').send('Tidak ditemukan');
    return reply
      .type(XML)
      .header('cache-control', 'public, max-age=3600')
      .send(urlSet(publicOrigin(app.config, request), part));
  });

  const rulesFile = webRoot ? path.join(webRoot, 'robots.txt') : null;
  if (!rulesFile || !existsSync(rulesFile)) return;
  const rules = readFileSync(rulesFile, 'utf8').trimEnd();
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${rules}\n\nSitemap: ${publicOrigin(app.config, request)}/sitemap.xml\n`),
  );
}
