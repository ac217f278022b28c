import { categoryHref, typeHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { CATEGORIES_EMPTY_TEXT } from '../CategoryCarousel/CategoryCarousel.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { MenuGroups } from './MenuGroups.tsx';
import { MEGA_MENU_TEXT, MENU_CATEGORY_COUNT } from './texts.ts';

/** A category as GET category/list/product gives it: up to 10 of its types (SPEC 3 public view). */
export interface MenuCategory {
  /** Record id, for the category list link. */
  id: number;
  /** Category name, the column heading. */
  name: string;
  /** Up to 10 types of the category's products. */
  type: ReadonlyArray<{ id: number; name: string }>;
}

/** Props of CategoryMegaMenu. */
export interface CategoryMegaMenuProps {
  /** The categories the menu loaded (it asks for 4). */
  categories: ReadonlyArray<MenuCategory>;
  /** Whether the categories are loading. */
  isLoading?: boolean;
  /** Scrolls to the landing's category section; its link shows only when exactly 4 are loaded. */
  onMoreCategories?: () => void;
  /** Builds a category's list link (default /kategori-produk?id={id}). */
  getCategoryHref?: HrefById;
  /** Builds a type's list link (default /tipe-produk?id={id}). */
  getTypeHref?: HrefById;
  /** Whether the panel is open, to control it from the top bar (with onOpenChange). */
  isOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** The top bar's 'Category' menu (SPEC 2.1): categories with up to 10 types each. */
export function CategoryMegaMenu({
  categories,
  isLoading = false,
  onMoreCategories,
  getCategoryHref = categoryHref,
  getTypeHref = typeHref,
  isOpen,
  onOpenChange,
}: CategoryMegaMenuProps) {
  return (
    <MegaMenu label={MEGA_MENU_TEXT.categoryLabel} isOpen={isOpen} onOpenChange={onOpenChange}>
      <MenuGroups
        groups={categories.map((category) => ({
          id: category.id,
          name: category.name,
          items: category.type,
        }))}
        isLoading={isLoading}
        emptyText={CATEGORIES_EMPTY_TEXT}
        getGroupHref={getCategoryHref}
        getItemHref={getTypeHref}
        moreText={MEGA_MENU_TEXT.moreCategories}
        showMore={categories.length === MENU_CATEGORY_COUNT}
        onMore={onMoreCategories}
      />
    </MegaMenu>
  );
}
