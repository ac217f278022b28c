import { brandHref, productHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { BRANDS_EMPTY_TEXT } from '../BrandCarousel/BrandCarousel.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { MenuGroups } from './MenuGroups.tsx';
import { MEGA_MENU_TEXT, MENU_BRAND_COUNT } from './texts.ts';

/** A brand as GET brand/list/product gives it: up to 10 of its products (SPEC 3 public view). */
export interface MenuBrand {
  /** Record id, for the brand list link. */
  id: number;
  /** Brand name, the column heading. */
  name: string;
  /** Up to 10 products of the brand. */
  product: ReadonlyArray<{ id: number; name: string }>;
}

/** Props of ProductMegaMenu. */
export interface ProductMegaMenuProps {
  /** The brands the menu loaded (it asks for 3). */
  brands: ReadonlyArray<MenuBrand>;
  /** Whether the brands are loading. */
  isLoading?: boolean;
  /** Scrolls to the landing's brand section; its link shows only when exactly 3 brands are loaded. */
  onMoreBrands?: () => void;
  /** Builds a product's link (default /detail-product/{id}). */
  getProductHref?: HrefById;
  /** Builds a brand's list link (default /brand-produk?id={id}). */
  getBrandHref?: HrefById;
  /** Whether the panel is open, to control it from the top bar (with onOpenChange). */
  isOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** The top bar's 'Produk' menu (SPEC 2.1): brands with up to 10 products each. */
export function ProductMegaMenu({
  brands,
  isLoading = false,
  onMoreBrands,
  getProductHref = productHref,
  getBrandHref = brandHref,
  isOpen,
  onOpenChange,
}: ProductMegaMenuProps) {
  return (
    <MegaMenu label={MEGA_MENU_TEXT.productLabel} isOpen={isOpen} onOpenChange={onOpenChange}>
      <MenuGroups
        groups={brands.map((brand) => ({ id: brand.id, name: brand.name, items: brand.product }))}
        isLoading={isLoading}
        emptyText={BRANDS_EMPTY_TEXT}
        getGroupHref={getBrandHref}
        getItemHref={getProductHref}
        moreText={MEGA_MENU_TEXT.moreBrands}
        showMore={brands.length === MENU_BRAND_COUNT}
        onMore={onMoreBrands}
      />
    </MegaMenu>
  );
}
