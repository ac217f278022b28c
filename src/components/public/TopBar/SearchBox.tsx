import { Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { useEarlyValue } from '../../../ui/hooks/useEarlyValue.ts';
import { useOutsidePointerDown } from '../../../ui/hooks/useOutsidePointerDown.ts';
import { fromDesktop } from '../../../ui/theme/theme.ts';
import { SEARCH_PATH } from '../CatalogLinks/catalogLinks.ts';
import type { SuggestionHrefs, SuggestionOption } from '../SearchSuggest/suggestionOptions.ts';
import { SUGGEST_TEXT } from '../SearchSuggest/texts.ts';
import type { SearchSuggestions } from '../SearchSuggest/types.ts';
import { useSuggestCombobox } from '../SearchSuggest/useSuggestCombobox.ts';
import { SEARCH_TEXT } from './texts.ts';

// The list is code a visitor needs only once typing: it loads on the first focus of the box.
const loadPopup = () => import('../SearchSuggest/SuggestionPopup.tsx');
const SuggestionPopup = lazy(loadPopup);

const SearchForm = styled.form`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  & > :first-child {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/** Phones: a whole row under the field, in the menu panel's flow; from 1024 px: hangs under the box. */
const PopupSlot = styled.div`
  flex: 1 0 100%;
  min-width: 0;
  ${fromDesktop} {
    position: absolute;
    top: 100%;
    right: 0;
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    width: max(100%, 400px);
  }
`;

/** Suggestions while typing: what the owner fetched for the text it was told. */
export interface SearchBoxSuggest {
  /** The answer for the current text (GET product/suggest); null or undefined while none is there. */
  suggestions: SearchSuggestions | null | undefined;
  /** Whether the answer for the current text is awaited. */
  isLoading: boolean;
  /** Told every typed text; the owner debounces it and asks for suggestions from 2 characters. */
  onTextChange: (text: string) => void;
}

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** Called with the trimmed text on Enter or on the search button; never with an empty text. */
  onSearch: (text: string) => void;
  /** The text the box starts with (the current ?search= on the results page). */
  defaultValue?: string;
  /** Suggestions while typing; without it the box is a plain search field. */
  suggest?: SearchBoxSuggest;
  /** Where suggested products, categories and brands lead (the catalogue's paths by default). */
  hrefs?: SuggestionHrefs;
  /** Opens a chosen suggestion's href (the app navigates); the search entry calls onSearch instead. */
  onOpenSuggestion?: (href: string) => void;
}

/**
 * The product search of the top bar: Enter or the icon button searches (SPEC 2.1). With
 * `suggest`, it is a combobox whose list suggests products, categories and brands from 2
 * characters; arrows highlight, Enter opens the highlighted one, Escape closes.
 */
export function SearchBox({
  onSearch,
  defaultValue = '',
  suggest,
  hrefs = NO_HREFS,
  onOpenSuggestion,
}: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  const baseId = `search${useId().replace(/:/g, '')}`;
  const combobox = useSuggestCombobox({
    baseId,
    text,
    setText,
    suggestions: suggest?.suggestions,
    isEnabled: suggest !== undefined,
    hrefs,
    onTextChange: suggest?.onTextChange,
    onOpen: (option: SuggestionOption) => {
      if (option.kind === 'search') onSearch(option.text);
      else onOpenSuggestion?.(option.href);
    },
  });
  // Words typed into the server-rendered box before the page hydrated are in the field only
  // (React keeps the field's value but reports no change): take them into `text` once, or the next
  // render would write the empty `text` back over them (issue 23).
  const fieldRef = useRef<HTMLInputElement | null>(null);
  // Still in the box, the visitor sees the suggestions typing would have opened (an island that
  // hydrated as they typed, issue 34).
  useEarlyValue(fieldRef, text, (typed) => {
    setText(typed);
    suggest?.onTextChange(typed);
    if (document.activeElement === fieldRef.current) combobox.want();
  });
  // A press outside the box and its list closes the list (SPEC 4's rule for dropdowns).
  const formRef = useRef<HTMLFormElement | null>(null);
  const outsideRefs = useMemo(() => [formRef], []);
  useOutsidePointerDown(outsideRefs, combobox.isOpen, combobox.close);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    // The field's own value, not `text`: words typed into the server-rendered box before the page
    // hydrated are in the field only (React keeps them there but reports no change), and Enter
    // would otherwise search for nothing and leave the visitor where they were (issue 23).
    const field = event.currentTarget.elements.namedItem('search');
    const query = (field instanceof HTMLInputElement ? field.value : text).trim();
    // An empty search would only list everything: nothing to do.
    if (query) onSearch(query);
  };
  const isLoading = suggest?.isLoading ?? false;
  let announcement = '';
  if (combobox.isOpen) {
    if (combobox.count > 0) announcement = SUGGEST_TEXT.count(combobox.count);
    else announcement = isLoading ? SUGGEST_TEXT.loading : SUGGEST_TEXT.empty(combobox.query);
  }
  return (
    // action/name: before the page has hydrated, Enter still opens /search?search=… (plain GET).
    <SearchForm
      ref={formRef}
      role="search"
      aria-label={SEARCH_TEXT.label}
      action={SEARCH_PATH}
      noValidate
      onSubmit={handleSubmit}
    >
      <TextInput
        ref={fieldRef}
        label={SEARCH_TEXT.label}
        isLabelHidden
        // A combobox is a text input: HTML allows that role on type=text, not on type=search.
        type={suggest ? 'text' : 'search'}
        name="search"
        placeholder={SEARCH_TEXT.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onFocus={suggest ? () => void loadPopup() : undefined}
        {...combobox.inputProps}
      />
      <Button
        type="submit"
        variant="secondary"
        aria-label={SEARCH_TEXT.submit}
        icon={<Icon name="search" />}
      />
      {suggest ? <VisuallyHidden role="status">{announcement}</VisuallyHidden> : null}
      {combobox.isOpen ? (
        <PopupSlot>
          <Suspense fallback={null}>
            <SuggestionPopup combobox={combobox} isLoading={isLoading} />
          </Suspense>
        </PopupSlot>
      ) : null}
    </SearchForm>
  );
}

const NO_HREFS: SuggestionHrefs = {};
