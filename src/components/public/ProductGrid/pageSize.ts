/** Public lists show 12 products a page (SPEC 9), so loading shows 12 placeholders. */
export const PRODUCT_PAGE_SIZE = 12;
