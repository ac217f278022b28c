import { describe, expect, it } from 'vitest';
import { PRODUCTS_EMPTY_TEXT, productListSummary, searchResultSummary } from './texts.ts';
import { MEGA_MENU_TEXT, seeMoreLabel } from '../MegaMenu/texts.ts';
import { copyrightText } from '../Footer/texts.ts';
import { subscribeThanksDialog } from '../SubscribeModal/texts.ts';

describe('public texts, exactly as SPEC gives them', () => {
  it('product list and search headers, and the empty text', () => {
    expect(productListSummary(27)).toBe('Menampilkan 27 produk ...');
    expect(productListSummary(0)).toBe('Menampilkan 0 produk ...');
    expect(searchResultSummary(3)).toBe('Menampilkan 3 produk dari hasil pencarian');
    expect(PRODUCTS_EMPTY_TEXT).toBe('Data Produk Belum Tersedia');
  });

  it('mega-menu links', () => {
    expect(MEGA_MENU_TEXT.moreBrands).toBe('Lihat lebih banyak brand ...');
    expect(MEGA_MENU_TEXT.moreCategories).toBe('Lihat lebih banyak kategori ...');
    expect(seeMoreLabel('Aerotek')).toBe('See More Aerotek');
  });

  it('the subscribe thanks dialog names the product after SPEC 7 sentence', () => {
    expect(subscribeThanksDialog('Katalog Pneumatik')).toEqual({
      title: 'Terima Kasih!',
      text: 'Kami akan mengirimkan anda update terbaru mengenai Katalog Pneumatik',
    });
  });

  it('the copyright line', () => {
    expect(copyrightText(2026, 'Katalog Pneumatik')).toBe('© 2026 Katalog Pneumatik');
  });
});
