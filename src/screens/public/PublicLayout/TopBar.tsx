import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { usePublicCategoriesWithTypes } from '@/api/hooks/categories.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { CategoryMegaMenu } from '@/components/public/MegaMenu/CategoryMegaMenu.tsx';
import { ProductMegaMenu } from '@/components/public/MegaMenu/ProductMegaMenu.tsx';
import {
  MENU_BRAND_COUNT,
  MENU_CATEGORY_COUNT,
} from '@/components/public/MegaMenu/texts.ts';
import {
  ABOUT_PATH,
  chatHref,
  HOME_PATH,
  HOME_TARGET,
  homeSectionHref,
  NEWS_PATH,
} from '../shared/paths.ts';
import { ABOUT_CHAT_MESSAGE } from '../shared/texts.ts';
import { MenuIcon } from './MenuIcon.tsx';
import {
  Bar,
  Brand,
  Header,
  MenuToggle,
  Nav,
  NavAnchor,
  NavLink,
  NavList,
  SearchSlot,
  TaglineButton,
} from './PublicLayout.styles.ts';
import { SearchBox } from './SearchBox.tsx';
import { TOP_BAR_TEXT } from './texts.ts';

/** Props of TopBar. */
export interface TopBarProps {
  /** The product name, the home link's text. */
  productName: string;
  /** The chat phone of the About Us link. */
  chatPhone: string;
}

/** The public top bar of SPEC 2.1; below 1024 px its items sit behind a menu toggle. */
export function TopBar({ productName, chatPhone }: TopBarProps) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const about = useTaglineMain();
  const brands = usePublicBrandsWithProducts({ limit: MENU_BRAND_COUNT });
  const categories = usePublicCategoriesWithTypes({ limit: MENU_CATEGORY_COUNT });
  const goHomeSection = (target: string) => {
    setIsOpen(false);
    void navigate(homeSectionHref(target));
  };
  // Following any link in the phone menu is done with the menu.
  const handleNavClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setIsOpen(false);
  };
  const buttonName = about.data?.data.buttonName;

  return (
    <Header>
      <Bar>
        <Brand to={HOME_PATH}>{productName}</Brand>
        <MenuToggle
          type="button"
          aria-expanded={isOpen}
          aria-controls="navigasi-utama"
          onClick={() => setIsOpen(!isOpen)}
        >
          <MenuIcon />
          {TOP_BAR_TEXT.menu}
        </MenuToggle>
        {/* Clicks bubble up from the links inside; the links themselves are the keyboard path. */}
        <Nav id="navigasi-utama" aria-label={TOP_BAR_TEXT.nav} $isOpen={isOpen} onClick={handleNavClick}>
          <NavList>
            <li>
              <NavLink to={HOME_PATH}>{TOP_BAR_TEXT.home}</NavLink>
            </li>
            <li>
              <ProductMegaMenu
                brands={brands.data?.data ?? []}
                isLoading={brands.isLoading}
                onMoreBrands={() => goHomeSection(HOME_TARGET.brand)}
              />
            </li>
            <li>
              <CategoryMegaMenu
                categories={categories.data?.data ?? []}
                isLoading={categories.isLoading}
                onMoreCategories={() => goHomeSection(HOME_TARGET.category)}
              />
            </li>
            <li>
              <NavLink to={homeSectionHref(HOME_TARGET.gallery)}>{TOP_BAR_TEXT.gallery}</NavLink>
            </li>
            <li>
              <NavAnchor
                href={chatHref(chatPhone, ABOUT_CHAT_MESSAGE)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {TOP_BAR_TEXT.aboutUs}
              </NavAnchor>
            </li>
            <li>
              <NavLink to={NEWS_PATH}>{TOP_BAR_TEXT.news}</NavLink>
            </li>
          </NavList>
          {buttonName ? <TaglineButton to={ABOUT_PATH}>{buttonName}</TaglineButton> : null}
          <SearchSlot>
            <SearchBox />
          </SearchSlot>
        </Nav>
      </Bar>
    </Header>
  );
}
