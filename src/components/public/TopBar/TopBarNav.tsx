import { pathTo } from '../../../lib/routes/routes.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { CategoryMegaMenu } from '../MegaMenu/CategoryMegaMenu.tsx';
import { ProductMegaMenu } from '../MegaMenu/ProductMegaMenu.tsx';
import { NavItemAnchor, NavItemButton, NavItemLink, NavList } from './TopBar.styles.ts';
import type { TopBarProps } from './types.ts';
import { TOP_BAR_TEXT } from './texts.ts';

/** The items of the top bar, in SPEC 2.1's order. */
export function TopBarNav({
  homeHref = pathTo('l-home'),
  newsHref = pathTo('l-news'),
  brands,
  isBrandsLoading,
  categories,
  isCategoriesLoading,
  onMoreBrands,
  onMoreCategories,
  onGallery,
  aboutChatHref,
  getProductHref,
  getBrandHref,
  getCategoryHref,
  getTypeHref,
}: TopBarProps) {
  return (
    <nav aria-label={TOP_BAR_TEXT.navLabel}>
      <NavList>
        <li>
          <NavItemLink to={homeHref} end>
            {TOP_BAR_TEXT.home}
          </NavItemLink>
        </li>
        <li>
          <ProductMegaMenu
            brands={brands}
            isLoading={isBrandsLoading}
            onMoreBrands={onMoreBrands}
            getProductHref={getProductHref}
            getBrandHref={getBrandHref}
          />
        </li>
        <li>
          <CategoryMegaMenu
            categories={categories}
            isLoading={isCategoriesLoading}
            onMoreCategories={onMoreCategories}
            getCategoryHref={getCategoryHref}
            getTypeHref={getTypeHref}
          />
        </li>
        <li>
          <NavItemButton type="button" onClick={onGallery}>
            {TOP_BAR_TEXT.gallery}
          </NavItemButton>
        </li>
        <li>
          <NavItemAnchor href={aboutChatHref} target="_blank" rel="noopener noreferrer">
            {TOP_BAR_TEXT.aboutUs}
            <VisuallyHidden> {TOP_BAR_TEXT.newTab}</VisuallyHidden>
          </NavItemAnchor>
        </li>
        <li>
          <NavItemLink to={newsHref}>{TOP_BAR_TEXT.news}</NavItemLink>
        </li>
      </NavList>
    </nav>
  );
}
