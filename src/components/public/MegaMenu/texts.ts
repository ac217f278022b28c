// Texts and counts of the two mega-menus (SPEC 2.1, DECISIONS "API shape").

/** The mega-menu asks for 3 brands; exactly 3 loaded shows the link to the brand section. */
export const MENU_BRAND_COUNT = 3;

/** The mega-menu asks for 4 categories; exactly 4 loaded shows the link to the category section. */
export const MENU_CATEGORY_COUNT = 4;

/** A brand carries up to 10 products and a category up to 10 types; exactly 10 shows See More. */
export const MENU_ITEMS_PER_GROUP = 10;

/** The menus' texts, exactly as SPEC 2.1 gives them; the trigger labels are the top bar's. */
export const MEGA_MENU_TEXT = {
  productLabel: 'Produk',
  categoryLabel: 'Category',
  moreBrands: 'Lihat lebih banyak brand ...',
  moreCategories: 'Lihat lebih banyak kategori ...',
  seeMore: 'See More',
} as const;

/** The accessible name of a group's See More link: the visible text first, then whose it is. */
export function seeMoreLabel(groupName: string): string {
  return `${MEGA_MENU_TEXT.seeMore} ${groupName}`;
}
