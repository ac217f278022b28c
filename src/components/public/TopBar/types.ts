// The props of TopBar, on their own: TopBar and TopBarNav both read them, so neither file needs
// the other's for a type (the TopBar ↔ TopBarNav circle).
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import type { MenuBrand } from '../MegaMenu/ProductMegaMenu.tsx';
import type { MenuCategory } from '../MegaMenu/CategoryMegaMenu.tsx';
import type { SearchBoxSuggest } from './SearchBox.tsx';

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
  /** Products in the visitor's quote list, shown on the 'Penawaran' entry; without it there is no entry. */
  quoteCount?: number;
  /** The quote list page (/penawaran by default). */
  quoteHref?: string;
}
