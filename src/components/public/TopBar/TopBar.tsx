import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../../../lib/routes/routes.ts';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { useEarlyPress } from '../../../ui/hooks/useEarlyPress.ts';
import { useOutsidePointerDown } from '../../../ui/hooks/useOutsidePointerDown.ts';
import { useStickyScrollPadding } from '../../../ui/hooks/useStickyScrollPadding.ts';
import { SearchBox } from './SearchBox.tsx';
import { TopBarNav } from './TopBarNav.tsx';
import {
  Actions,
  Bar,
  CtaLink,
  Header,
  LogoLink,
  MenuToggle,
  NavArea,
  QuoteCount,
  QuoteLink,
  QuoteWord,
  ToggleIcon,
} from './TopBar.styles.ts';
import { QUOTE_TEXT } from '../QuoteList/texts.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { TOP_BAR_TEXT } from './texts.ts';
import type { TopBarProps } from './types.ts';

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

/** A clipboard with lines: the quote list. */
function QuoteIcon() {
  return (
    <ToggleIcon
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" strokeLinecap="round" />
    </ToggleIcon>
  );
}

/**
 * The public top bar (SPEC 2.1): Home, the Produk and Category mega-menus, Gallery, About Us
 * (external chat), News, the search box and the tagline's button. Below 1024 px the items sit
 * in a panel behind a hamburger button. Its buttons pressed before the page hydrated act once it
 * has (issue 32); the search box's form needs no script (its action is /search).
 */
export function TopBar(props: TopBarProps) {
  const {
    logo,
    productName,
    homeHref = pathTo('l-home'),
    aboutHref = pathTo('l-tentang-kami'),
    buttonName,
    quoteCount,
    quoteHref = pathTo('l-penawaran'),
  } = props;
  const menuId = `topbar${useId().replace(/:/g, '')}`;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const earlyPress = useEarlyPress(headerRef);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const refs = useMemo(() => [headerRef], []);
  useOutsidePointerDown(refs, isMenuOpen, closeMenu);
  // The bar sticks to the top: Shift+Tab would otherwise focus links hidden under it.
  useStickyScrollPadding(headerRef, 'top');

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
    <Header {...earlyPress} onKeyDown={handleKeyDown}>
      <Bar>
        <LogoLink to={homeHref}>
          {logo ? <img src={logo.src} alt={logo.alt} /> : productName}
        </LogoLink>
        {quoteCount === undefined ? null : (
          <QuoteLink to={quoteHref}>
            <QuoteIcon />
            <QuoteWord>{QUOTE_TEXT.topBar}</QuoteWord>
            <QuoteCount>{quoteCount}</QuoteCount>
            <VisuallyHidden>{QUOTE_TEXT.topBarCountSuffix}</VisuallyHidden>
          </QuoteLink>
        )}
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
