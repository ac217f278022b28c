export type { SearchSuggestions, SuggestedName, SuggestedProduct } from './types.ts';
export { SUGGEST_MIN_LENGTH, SUGGEST_TEXT } from './texts.ts';
export { suggestText } from './useSuggestCombobox.ts';
