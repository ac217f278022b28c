export { MegaMenu } from './MegaMenu.tsx';
export type { MegaMenuProps } from './MegaMenu.tsx';
export { ProductMegaMenu } from './ProductMegaMenu.tsx';
export type { MenuBrand, ProductMegaMenuProps } from './ProductMegaMenu.tsx';
export { CategoryMegaMenu } from './CategoryMegaMenu.tsx';
export type { CategoryMegaMenuProps, MenuCategory } from './CategoryMegaMenu.tsx';
export { MenuGroups } from './MenuGroups.tsx';
export type { MenuGroup, MenuGroupsProps } from './MenuGroups.tsx';
export {
  MEGA_MENU_TEXT,
  MENU_BRAND_COUNT,
  MENU_CATEGORY_COUNT,
  MENU_ITEMS_PER_GROUP,
  seeMoreLabel,
} from './texts.ts';
export { navItemStyles } from './MegaMenu.styles.ts';
