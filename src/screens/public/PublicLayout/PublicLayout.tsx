import { useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { usePublicCategoriesWithTypes } from '@/api/hooks/categories.ts';
import { useProductSuggestions } from '@/api/hooks/products.ts';
import { useTaglineFooter, useTaglineMain } from '@/api/hooks/tagline.ts';
import { chatHref, searchHref } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { Footer } from '@/components/public/Footer/Footer.tsx';
import type { FooterProps } from '@/components/public/Footer/Footer.tsx';
import { MENU_BRANDS_QUERY, MENU_CATEGORIES_QUERY } from '../shared/pageData.ts';
import { TopBar } from '@/components/public/TopBar/TopBar.tsx';
import { useQuoteList } from '@/components/public/QuoteList/useQuoteList.ts';
import type { SearchBoxSuggest } from '@/components/public/TopBar/SearchBox.tsx';
import { suggestText } from '@/components/public/SearchSuggest/useSuggestCombobox.ts';
import { useDebouncedCallback } from '@/ui/hooks/useDebouncedCallback.ts';
import {
  ABOUT_PATH,
  HOME_PATH,
  HOME_TARGET,
  homeSectionHref,
  NEWS_PATH,
  QUOTE_PATH,
} from '../shared/paths.ts';
import { ABOUT_CHAT_MESSAGE } from '../shared/texts.ts';
import { FrameSlotsContext, SlotMarker } from './frameSlots.tsx';
import { Shell, SkipLink } from './PublicLayout.styles.ts';
import { SKIP_LINK_TEXT } from './texts.ts';

// SPEC names no social accounts: the icons open the platforms themselves.
const SOCIAL_LINKS: FooterProps['socialLinks'] = [
  { kind: 'instagram', href: 'https://www.instagram.com/' },
  { kind: 'facebook', href: 'https://www.facebook.com/' },
  { kind: 'linkedin', href: 'https://www.linkedin.com/' },
];

/** Props of PublicLayout. */
export interface PublicLayoutProps {
  /** The product name (runtime configuration). */
  productName: string;
  /** The chat phone of the About Us link (runtime configuration). */
  chatPhone: string;
  /** The copyright year (this year by default). */
  year?: number;
  /** The screen. */
  children: ReactNode;
}

/** The element a home-page hash names ('/#galeri' → #galeri), if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

/** Scrolls to the element named by the URL hash ('/#galeri'), or to the top on a new page. */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hashTarget(hash);
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Goes to a home-page section; already there, it scrolls again (the URL would not change). */
function useGoHomeSection() {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  return useCallback(
    (target: string) => {
      if (pathname === HOME_PATH && hash === `#${target}`)
        hashTarget(hash)?.scrollIntoView({ block: 'start' });
      else void navigate(homeSectionHref(target));
    },
    [navigate, pathname, hash],
  );
}

/** Milliseconds of quiet typing before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** Products a suggestion list shows (categories and brands: the server's at most 5 each). */
export const SUGGEST_LIMIT = 6;

/**
 * Suggestions for the top-bar search: the typed text, debounced, keys GET product/suggest;
 * SWR keys by text, so an answer for an older text never shows as the current one.
 */
function useSearchSuggest(): SearchBoxSuggest {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedCallback(
    (text: string) => setQuery(suggestText(text)),
    SUGGEST_DEBOUNCE_MS,
  );
  const answer = useProductSuggestions(query ? { search: query, limit: SUGGEST_LIMIT } : null);
  return {
    suggestions: query ? answer.data?.data : null,
    isLoading: debounced.isPending || answer.isLoading,
    onTextChange: debounced.run,
  };
}

/** The shared top bar (SPEC 2.1) fed from its calls: menus, tagline button, search. */
function PublicTopBar({
  productName,
  chatPhone,
}: Pick<PublicLayoutProps, 'productName' | 'chatPhone'>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goHomeSection = useGoHomeSection();
  const about = useTaglineMain();
  const brands = usePublicBrandsWithProducts(MENU_BRANDS_QUERY);
  const categories = usePublicCategoriesWithTypes(MENU_CATEGORIES_QUERY);
  const searchSuggest = useSearchSuggest();
  const quoteList = useQuoteList();
  return (
    <TopBar
      productName={productName}
      homeHref={HOME_PATH}
      newsHref={NEWS_PATH}
      aboutHref={ABOUT_PATH}
      buttonName={about.data?.data.buttonName}
      brands={brands.data?.data ?? []}
      isBrandsLoading={brands.isLoading}
      categories={categories.data?.data ?? []}
      isCategoriesLoading={categories.isLoading}
      onMoreBrands={() => goHomeSection(HOME_TARGET.brand)}
      onMoreCategories={() => goHomeSection(HOME_TARGET.category)}
      onGallery={() => goHomeSection(HOME_TARGET.gallery)}
      aboutChatHref={chatHref(chatPhone, ABOUT_CHAT_MESSAGE)}
      onSearch={(text) => void navigate(searchHref(text))}
      searchDefaultValue={params.get('search') ?? ''}
      searchSuggest={searchSuggest}
      quoteCount={quoteList.lines.length}
      quoteHref={QUOTE_PATH}
    />
  );
}

/** The shared footer (SPEC 2.1); a failed load shows the frame only (SPEC 8). */
function PublicFooter({ productName, year }: Pick<PublicLayoutProps, 'productName' | 'year'>) {
  const footer = useTaglineFooter();
  return (
    <Footer
      footer={footer.data?.data.data ?? null}
      isLoading={footer.isLoading}
      year={year ?? new Date().getFullYear()}
      productName={productName}
      socialLinks={SOCIAL_LINKS}
    />
  );
}

/** Every visitor page: skip link, top bar (SPEC 2.1), the screen, footer. */
export function PublicLayout({ productName, chatPhone, year, children }: PublicLayoutProps) {
  useScrollToHash();
  // The server's renderer may ask for the frame and the screen apart (frameSlots.tsx).
  const slots = useContext(FrameSlotsContext);
  const hasFrame = slots === 'whole' || slots === 'frame';
  const hasScreen = slots === 'whole' || slots === 'screen';
  return (
    <Shell>
      <SkipLink href="#konten">{SKIP_LINK_TEXT}</SkipLink>
      {hasFrame ? (
        <PublicTopBar productName={productName} chatPhone={chatPhone} />
      ) : (
        <SlotMarker name="top" />
      )}
      {hasScreen ? children : <SlotMarker name="screen" />}
      {hasFrame ? (
        <PublicFooter productName={productName} year={year} />
      ) : (
        <SlotMarker name="foot" />
      )}
    </Shell>
  );
}
