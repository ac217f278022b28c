// The suggestion list as one flat sequence of options (arrow keys walk it in order) split into
// the groups it is shown in. Pure, so that the keyboard order is tested without a browser.
import { brandHref, categoryHref, productHref, searchHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import type {
  SearchSuggestions,
  SuggestedName,
  SuggestedProduct,
  SuggestionKind,
} from './types.ts';

/** One option of the list. */
export type SuggestionOption =
  | { kind: 'product'; key: string; href: string; product: SuggestedProduct }
  | { kind: 'category' | 'brand'; key: string; href: string; record: SuggestedName }
  | { kind: 'search'; key: string; href: string; text: string };

/** A titled run of options (the search-all entry has no title). */
export interface SuggestionGroup {
  /** Which kind of record the group lists. */
  kind: SuggestionKind;
  /** Its options, in list order. */
  options: SuggestionOption[];
}

/** Where each kind of suggestion leads (overridable, like the top bar's other links). */
export interface SuggestionHrefs {
  /** A product's detail page. */
  getProductHref?: HrefById;
  /** A category's product list. */
  getCategoryHref?: HrefById;
  /** A brand's product list. */
  getBrandHref?: HrefById;
  /** The search results page for a text. */
  getSearchHref?: (text: string) => string;
}

/**
 * The groups to show for `text`: products, categories, brands (empty groups left out), then
 * one entry that opens the full results. `suggestions` null (not answered yet) gives that entry only.
 */
export function suggestionGroups(
  text: string,
  suggestions: SearchSuggestions | null | undefined,
  hrefs: SuggestionHrefs = {},
): SuggestionGroup[] {
  const {
    getProductHref = productHref,
    getCategoryHref = categoryHref,
    getBrandHref = brandHref,
    getSearchHref = searchHref,
  } = hrefs;
  const groups: SuggestionGroup[] = [];
  const products = suggestions?.products ?? [];
  if (products.length > 0) {
    groups.push({
      kind: 'product',
      options: products.map((product) => ({
        kind: 'product',
        key: `product-${product.id}`,
        href: getProductHref(product.id),
        product,
      })),
    });
  }
  const named = (
    kind: 'category' | 'brand',
    records: ReadonlyArray<SuggestedName>,
    href: HrefById,
  ) => {
    if (records.length === 0) return;
    groups.push({
      kind,
      options: records.map((record) => ({
        kind,
        key: `${kind}-${record.id}`,
        href: href(record.id),
        record,
      })),
    });
  };
  named('category', suggestions?.categories ?? [], getCategoryHref);
  named('brand', suggestions?.brands ?? [], getBrandHref);
  groups.push({
    kind: 'search',
    options: [{ kind: 'search', key: 'search', href: getSearchHref(text), text }],
  });
  return groups;
}

/** Every option in list order (the order the arrow keys follow). */
export function flattenGroups(groups: readonly SuggestionGroup[]): SuggestionOption[] {
  return groups.flatMap((group) => group.options);
}

/** How many records were suggested (the search-all entry not counted). */
export function suggestionCount(groups: readonly SuggestionGroup[]): number {
  return groups
    .filter((group) => group.kind !== 'search')
    .reduce((sum, group) => sum + group.options.length, 0);
}

/** The next active index for an arrow key: wraps at both ends; from none, Down is the first and Up the last. */
export function nextActiveIndex(current: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : length - 1;
  return (current + delta + length) % length;
}
