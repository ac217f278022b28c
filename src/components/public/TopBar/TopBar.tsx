import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../../../lib/routes.ts';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { useOutsidePointerDown } from '../../../ui/hooks/useOutsidePointerDown.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import type { MenuBrand } from '../MegaMenu/ProductMegaMenu.tsx';
import type { MenuCategory } from '../MegaMenu/CategoryMegaMenu.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { SearchBoxSuggest } from './SearchBox.tsx';
import { TopBarNav } from './TopBarNav.tsx';
import {
  Actions,
  Bar,
  CtaLink,
  Header,
  LogoLink,
  MenuToggle,
  NavArea,
  ToggleIcon,
} from './TopBar.styles.ts';
import { TOP_BAR_TEXT } from './texts.ts';

/** Props of TopBar. */
export interface TopBarProps {
  /** The company logo beside the menu (the footer's logo); without it the product name shows. */
  logo?: { src: string; alt: string } | null;
  /** The product name (config), the home link's text when there is no logo. */
  productName: string;
  /** Brands of the Produk menu (GET brand/list/product?limit=3). */
  brands: ReadonlyArray<MenuBrand>;
  /** Whether the brands are loading. */
  isBrandsLoading?: boolean;
  /** Categories of the Category menu (GET category/list/product?limit=4). */
  categories: ReadonlyArray<MenuCategory>;
  /** Whether the categories are loading. */
  isCategoriesLoading?: boolean;
  /** Scrolls to the landing's brand section ('Lihat lebih banyak brand ...'). */
  onMoreBrands?: () => void;
  /** Scrolls to the landing's category section ('Lihat lebih banyak kategori ...'). */
  onMoreCategories?: () => void;
  /** Scrolls to the landing's gallery section (the Gallery item). */
  onGallery: () => void;
  /** The About Us chat link: https://wa.me/<phone>?text=<message> (see chatHref, ABOUT_CHAT_MESSAGE). */
  aboutChatHref: string;
  /** The tagline's buttonName, the label of the button to the about-us page; empty hides it. */
  buttonName?: string;
  /** The about-us page (/tentang-kami by default). */
  aboutHref?: string;
  /** The news list (/news by default). */
  newsHref?: string;
  /** The home page (/ by default). */
  homeHref?: string;
  /** Runs a search with the trimmed text; the app goes to /search?search=<text>. */
  onSearch: (text: string) => void;
  /** The text the search box starts with (the current search on the results page). */
  searchDefaultValue?: string;
  /** Suggestions while typing in the search box (GET product/suggest); without it, none. */
  searchSuggest?: SearchBoxSuggest;
  /** Builds a product's link (default /detail-product/{id}). */
  getProductHref?: HrefById;
  /** Builds a brand's list link (default /brand-produk?id={id}). */
  getBrandHref?: HrefById;
  /** Builds a category's list link (default /kategori-produk?id={id}). */
  getCategoryHref?: HrefById;
  /** Builds a type's list link (default /tipe-produk?id={id}). */
  getTypeHref?: HrefById;
}

function HamburgerIcon() {
  return (
    <ToggleIcon
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18M3 12h18M3 18h18" strokeLinecap="round" />
    </ToggleIcon>
  );
}

/**
 * The public top bar (SPEC 2.1): Home, the Produk and Category mega-menus, Gallery, About Us
 * (external chat), News, the search box and the tagline's button. Below 1024 px the items sit
 * in a panel behind a hamburger button.
 */
export function TopBar(props: TopBarProps) {
  const { logo, productName, homeHref = pathTo('l-home'), aboutHref = pathTo('l-tentang-kami'), buttonName } = props;
  const menuId = `topbar${useId().replace(/:/g, '')}`;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const refs = useMemo(() => [headerRef], []);
  useOutsidePointerDown(refs, isMenuOpen, closeMenu);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A mega-menu open inside handles its own Escape first (and stops it).
    if (event.key !== 'Escape' || !isMenuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };
  // A link followed or an action taken in the phone panel is done with it; menu triggers are not.
  const handleAreaClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest('a, button');
    if (target && !target.hasAttribute('aria-expanded')) closeMenu();
  };
  const navigate = useNavigate();
  const search = (text: string) => {
    closeMenu();
    props.onSearch(text);
  };
  const openSuggestion = (href: string) => {
    closeMenu();
    void navigate(href);
  };
  const { getProductHref, getCategoryHref, getBrandHref } = props;
  const suggestionHrefs = useMemo(
    () => ({ getProductHref, getCategoryHref, getBrandHref }),
    [getProductHref, getCategoryHref, getBrandHref],
  );

  return (
    <Header ref={headerRef} onKeyDown={handleKeyDown}>
      <Bar>
        <LogoLink to={homeHref}>
          {logo ? <img src={logo.src} alt={logo.alt} /> : productName}
        </LogoLink>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? TOP_BAR_TEXT.menuClose : TOP_BAR_TEXT.menuOpen}
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <Icon name="close" /> : <HamburgerIcon />}
        </MenuToggle>
        {/* Only closes the phone panel after a link or button inside did its own work. */}
        <NavArea id={menuId} $isOpen={isMenuOpen} onClick={handleAreaClick}>
          <TopBarNav {...props} />
          <Actions>
            <SearchBox
              onSearch={search}
              defaultValue={props.searchDefaultValue}
              suggest={props.searchSuggest}
              hrefs={suggestionHrefs}
              onOpenSuggestion={openSuggestion}
            />
            {buttonName ? <CtaLink to={aboutHref}>{buttonName}</CtaLink> : null}
          </Actions>
        </NavArea>
      </Bar>
    </Header>
  );
}
