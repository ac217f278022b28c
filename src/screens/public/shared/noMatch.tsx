// A search or filtered list that matched nothing (issue 32): 'Tidak ada produk yang cocok' with
// 'Hapus Filter' and 'Tanyakan via WhatsApp', the search and the filters in the chat message. A
// list with nothing searched or filtered keeps SPEC's 'Data Produk Belum Tersedia'.
import { chatHref } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { NoMatch } from '@/components/public/NoMatch/NoMatch.tsx';
import type { SpecFacet } from '@/lib/spec/specFacets.ts';
import { fitEncoded } from '@/lib/quote/whatsapp.ts';
import { formatDecimal } from '@/lib/catalogue/rupiah.ts';
import { booleanText, withUnit } from '@/lib/spec/specDisplay.ts';
import type { SpecFilters } from '@/lib/spec/specQuery.ts';

/** The longest search, URL-encoded, that the chat message quotes ('…' marks a cut). */
const CHAT_SEARCH_BUDGET = 600;

/**
 * The chat message (ours): the words searched and the filters ('Bore 32–63 mm'), so that sales can
 * answer without asking again.
 */
export function noMatchChatMessage(search: string, filters: readonly string[]): string {
  const what = search ? `produk "${fitEncoded(search, CHAT_SEARCH_BUDGET)}"` : 'produk';
  const narrowed = filters.length > 0 ? ` dengan filter ${filters.join('; ')}` : '';
  return `Halo, saya mencari ${what}${narrowed} di katalog, tetapi tidak menemukannya. Apakah bisa dibantu?`;
}

/** Each filter as a buyer reads it ('Bore 32–63 mm', 'Ulir Port G1/8, G1/4', 'Magnet Ya'). */
export function specFilterTexts(
  filters: SpecFilters,
  facets: ReadonlyArray<SpecFacet> | undefined,
): string[] {
  const texts: string[] = [];
  for (const [id, filter] of filters) {
    const facet = facets?.find((entry) => entry.id === id);
    if (!facet) continue;
    if (facet.kind === 'choice' || facet.kind === 'boolean') {
      // What the attribute's kind does not take is not a filter (resolveSpecFilters).
      if (!filter.values) continue;
      const values = filter.values.map((value) =>
        facet.kind === 'boolean' ? booleanText(value) : value,
      );
      texts.push(`${facet.name} ${withUnit(values.join(', '), facet.unit)}`);
      continue;
    }
    const min = filter.min ?? null;
    const max = filter.max ?? null;
    if (min === null && max === null) continue;
    const span =
      min !== null && max !== null
        ? `${formatDecimal(min)}–${formatDecimal(max)}`
        : min !== null
          ? `min ${formatDecimal(min)}`
          : `maks ${formatDecimal(max ?? 0)}`;
    texts.push(`${facet.name} ${withUnit(span, facet.unit)}`);
  }
  return texts;
}

/** What a list or search needs to say that nothing matched. */
export interface NoMatchState {
  /** The words searched ('' on a list). */
  search: string;
  /** Whether anything narrows the list (spec filters, a search's category or brand). */
  isFiltered: boolean;
  /** The same page without filters. */
  clearHref: string;
  /** The spec filters and the facets that name them, for the chat message. */
  filters: SpecFilters;
  facets: ReadonlyArray<SpecFacet> | undefined;
  /** The chat phone (runtime configuration); no chat link while it is unknown. */
  chatPhone: string;
}

/** NoMatch for a search or filtered list, or undefined for a plain list (SPEC's empty text). */
export function noMatchContent(state: NoMatchState) {
  if (!state.search && !state.isFiltered) return undefined;
  const message = noMatchChatMessage(state.search, specFilterTexts(state.filters, state.facets));
  return (
    <NoMatch
      clearHref={state.isFiltered ? state.clearHref : undefined}
      chatHref={state.chatPhone ? chatHref(state.chatPhone, message) : undefined}
    />
  );
}
