// The sitemap (server/) names the public pages by the same paths the web app routes (app/):
// server/ may not import app/, so this test keeps the two in step.
import { describe, expect, it } from 'vitest';
import { pathTo } from '../../app/routes.ts';
import { PUBLIC_PATHS } from '../../server/src/routes/sitemap/public-paths.ts';

describe('the public paths of the sitemap', () => {
  it('are the web app routes', () => {
    expect(PUBLIC_PATHS.home).toBe(pathTo('l-home'));
    expect(PUBLIC_PATHS.newProducts).toBe(pathTo('l-new-product'));
    expect(PUBLIC_PATHS.news).toBe(pathTo('l-news'));
    expect(PUBLIC_PATHS.about).toBe(pathTo('l-tentang-kami'));
    expect(PUBLIC_PATHS.product(7)).toBe(pathTo('l-detail-product', { id: 7 }));
    expect(PUBLIC_PATHS.newsArticle(7)).toBe(pathTo('l-news-detail', { id: 7 }));
    expect(PUBLIC_PATHS.brand(7)).toBe(pathTo('l-brand', {}, { id: 7 }));
    expect(PUBLIC_PATHS.category(7)).toBe(pathTo('l-kategori-produk', {}, { id: 7 }));
    expect(PUBLIC_PATHS.type(7)).toBe(pathTo('l-tipe', {}, { id: 7 }));
  });
});
