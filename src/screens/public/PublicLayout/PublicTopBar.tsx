// The top bar every visitor page shares, fed from its calls (PublicLayout renders it as an island).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { usePublicCategoriesWithTypes } from '@/api/hooks/categories.ts';
import { useProductSuggestions } from '@/api/hooks/products.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { chatHref, searchHref } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { TopBar } from '@/components/public/TopBar/TopBar.tsx';
import { useQuoteList } from '@/components/public/QuoteList/useQuoteList.ts';
import type { SearchBoxSuggest } from '@/components/public/TopBar/SearchBox.tsx';
import { suggestText } from '@/components/public/SearchSuggest/useSuggestCombobox.ts';
import { useDebouncedCallback } from '@/ui/hooks/useDebouncedCallback.ts';
import { MENU_BRANDS_QUERY, MENU_CATEGORIES_QUERY } from '../shared/pageData.ts';
import {
  ABOUT_PATH,
  HOME_PATH,
  HOME_TARGET,
  homeSectionHref,
  NEWS_PATH,
  QUOTE_PATH,
} from '../shared/paths.ts';
import { ABOUT_CHAT_MESSAGE } from '../shared/texts.ts';

/** The element a home-page hash names ('/#galeri' → #galeri), if it is on the page. */
export function hashTarget(hash: string): HTMLElement | null {
  return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
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

/** Props of PublicTopBar. */
export interface PublicTopBarProps {
  /** The product name (runtime configuration). */
  productName: string;
  /** The chat phone of the About Us link (runtime configuration). */
  chatPhone: string;
}

/**
 * The shared top bar (SPEC 2.1) fed from its calls: menus, tagline button, search. An island on
 * a public page (its props are plain data, its answers come from the page's SWR cache).
 */
export function PublicTopBar({ productName, chatPhone }: PublicTopBarProps) {
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
