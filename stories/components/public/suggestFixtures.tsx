// Story data and a harness for the top-bar search suggestions: answers are filtered from a small
// invented catalogue after a short delay, like GET product/suggest behind the owner's debounce.
import { useEffect, useState } from 'react';
import { svgImage } from '../../../mocks/media.ts';
import { SearchBox } from '../../../src/components/public/TopBar/SearchBox.tsx';
import type { SearchBoxProps } from '../../../src/components/public/TopBar/SearchBox.tsx';
import { suggestText } from '../../../src/components/public/SearchSuggest/useSuggestCombobox.ts';
import { normalisePartCode } from '../../../src/lib/spec/equivalents.ts';
import type { SearchSuggestions } from '../../../src/components/public/SearchSuggest/types.ts';

const productNames = [
  'Silinder Kompak CQ2 32x50',
  'Silinder ISO 15552 63x100',
  'Silinder Mini MA 20x75',
  'Silinder Rodless RMS 25',
  'Silinder Guide MGP 16x30',
  'Silinder Putar MSQ 20',
  'Silinder Tandem SC 50x100 dengan Magnet dan Bantalan Udara Dapat Disetel',
  'Silinder Stopper RSQ 32',
  'Katup Solenoid 5/2 Way',
  'Katup Kompak VQ 1000',
  'Selang PU 8x5 Biru',
  'Fitting Push-in 8 mm',
];

/** Other makers' part numbers of the first product ('Padanan'), as GET product/{id} lists them. */
const equivalentsOfFirst = [
  { brand: 'SMC', code: 'CDQ2B32-50' },
  { brand: 'Festo', code: 'ADN-32-50-A-P-A' },
];

const categoryNames = [
  'Silinder Pneumatik',
  'Silinder Rodless',
  'Silinder Guide',
  'Silinder Putar',
  'Silinder Compact',
  'Silinder ISO',
  'Katup & Solenoid',
  'Selang',
];
const brandNames = [
  'Airtac',
  'SMC',
  'Festo',
  'CKD',
  'Koganei',
  'Parker',
  'Camozzi',
  'Silinder Jaya',
];

/** How the harness answers. */
export type SuggestMode = 'filtered' | 'many' | 'empty' | 'loading';

const contains = (name: string, query: string) =>
  name.toLocaleLowerCase('id-ID').includes(query.toLocaleLowerCase('id-ID'));

/** The answer for `query`: a filtered few, a long list, nothing at all. */
export function suggestAnswer(query: string, mode: SuggestMode): SearchSuggestions {
  if (mode === 'empty') return { products: [], categories: [], brands: [] };
  const products = productNames.map((name, index) => ({
    id: index + 1,
    name,
    harga: 350000 + index * 125000,
    hargaAkhir: index % 3 === 0 ? 900000 + index * 150000 : null,
    // Every fourth product has no picture: the list shows a drawing instead.
    image: index % 4 === 3 ? null : { path: svgImage(name.slice(0, 3), 80, 80) },
  }));
  const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
  if (mode === 'many') {
    return {
      products: products.slice(0, 8),
      categories: named(categoryNames).slice(0, 6),
      brands: named(brandNames).slice(0, 6),
    };
  }
  // Another maker's code, in any case, spacing or dashes, finds its equivalent first and says so.
  const code = normalisePartCode(query);
  const equivalent = equivalentsOfFirst.find((item) => normalisePartCode(item.code) === code);
  const byName = products.filter((product) => contains(product.name, query));
  const [first] = products;
  return {
    products: (equivalent && first ? [{ ...first, equivalent }, ...byName] : byName).slice(0, 3),
    categories: named(categoryNames)
      .filter((category) => contains(category.name, query))
      .slice(0, 2),
    brands: named(brandNames)
      .filter((brand) => contains(brand.name, query))
      .slice(0, 2),
  };
}

/** Props of the harness: SearchBox's, plus how suggestions answer. */
export interface SuggestingSearchBoxProps extends Omit<SearchBoxProps, 'suggest'> {
  /** How the suggestions answer. */
  mode: SuggestMode;
  /** Milliseconds until an answer arrives. */
  delayMs?: number;
}

/** A SearchBox whose owner answers suggestions from the fixtures, as PublicLayout does from the API. */
export function SuggestingSearchBox({ mode, delayMs = 150, ...props }: SuggestingSearchBoxProps) {
  const [text, setText] = useState(props.defaultValue ?? '');
  const query = suggestText(text);
  const [answer, setAnswer] = useState<{ query: string; data: SearchSuggestions } | null>(null);
  useEffect(() => {
    if (query === '' || mode === 'loading') return undefined;
    const timer = setTimeout(() => setAnswer({ query, data: suggestAnswer(query, mode) }), delayMs);
    return () => clearTimeout(timer);
  }, [query, mode, delayMs]);
  const current = answer?.query === query ? answer.data : null;
  return (
    <SearchBox
      {...props}
      suggest={{
        suggestions: current,
        isLoading: query !== '' && current === null,
        onTextChange: setText,
      }}
    />
  );
}
