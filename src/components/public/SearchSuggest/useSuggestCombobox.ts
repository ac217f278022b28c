// The keyboard and open state of the top-bar search as an ARIA 1.2 combobox with a listbox
// popup (WAI-ARIA APG "combobox with list autocomplete"): typing opens the list from
// SUGGEST_MIN_LENGTH characters, arrows move the highlighted option (focus stays in the input,
// aria-activedescendant names the option), Enter opens the highlighted option, Escape and Tab
// close. Enter with nothing highlighted is left to the form, which searches (SPEC 2.1).
import { useEffect, useMemo, useState } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import {
  flattenGroups,
  nextActiveIndex,
  suggestionCount,
  suggestionGroups,
} from './suggestionOptions.ts';
import type { SuggestionHrefs, SuggestionOption } from './suggestionOptions.ts';
import { SUGGEST_MIN_LENGTH } from './texts.ts';
import type { SearchSuggestions } from './types.ts';

/** What the combobox needs from its owner. */
export interface SuggestComboboxConfig {
  /** Base of the listbox and option ids. */
  baseId: string;
  /** The typed text (controlled by the search box). */
  text: string;
  /** Sets the typed text. */
  setText: (text: string) => void;
  /** The answer for the current text, or null while none has arrived. */
  suggestions: SearchSuggestions | null | undefined;
  /** Whether suggestions are wired at all; without them the box is a plain search field. */
  isEnabled: boolean;
  /** Where each option leads. */
  hrefs: SuggestionHrefs;
  /** Opens an option (navigates to its href). */
  onOpen: (option: SuggestionOption) => void;
  /** Told every typed text, so that the owner can fetch suggestions for it. */
  onTextChange?: (text: string) => void;
}

/** The trimmed text suggestions are asked for, or '' when it is too short. */
export function suggestText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= SUGGEST_MIN_LENGTH ? trimmed : '';
}

/** State, ids and input props of the suggestion combobox. */
export function useSuggestCombobox(config: SuggestComboboxConfig) {
  const { baseId, text, setText, suggestions, isEnabled, hrefs, onOpen, onTextChange } = config;
  // Whether the visitor wants the list (typing opens it; Escape, Tab, blur and opening close it).
  const [isWanted, setIsWanted] = useState(false);
  // The highlighted option by key, so that an answer arriving later does not move the highlight.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const query = suggestText(text);
  const isOpen = isEnabled && isWanted && query !== '';

  const groups = useMemo(
    () => suggestionGroups(query, suggestions, hrefs),
    [query, suggestions, hrefs],
  );
  const options = useMemo(() => flattenGroups(groups), [groups]);
  const active = isOpen ? options.find((option) => option.key === activeKey) : undefined;

  const listboxId = `${baseId}-listbox`;
  const optionId = (option: SuggestionOption) => `${baseId}-${option.key}`;

  // A highlighted option below the fold of the list scrolls into view.
  useEffect(() => {
    if (active)
      document.getElementById(`${baseId}-${active.key}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, baseId]);

  const close = () => {
    setIsWanted(false);
    setActiveKey(null);
  };

  const open = (option: SuggestionOption) => {
    close();
    onOpen(option);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    setIsWanted(true);
    setActiveKey(null);
    onTextChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isEnabled) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (query === '') return;
        event.preventDefault();
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        setIsWanted(true);
        const from = active ? options.indexOf(active) : -1;
        setActiveKey(options[nextActiveIndex(from, delta, options.length)]?.key ?? null);
        break;
      }
      case 'Enter':
        // Nothing highlighted: the form submits and searches the text (SPEC 2.1).
        if (!active) return;
        event.preventDefault();
        open(active);
        break;
      case 'Escape':
        if (!isOpen) return;
        // Handled here, so that the phone menu around the box stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  // Focus moving to another control closes the list; focus merely leaving the page does not
  // (a press elsewhere on the page closes it through the owner's outside-press check).
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.form?.contains(next)) close();
  };

  return {
    isOpen,
    query,
    groups,
    options,
    active,
    count: suggestionCount(groups),
    listboxId,
    optionId,
    open,
    close,
    /** Opens the list as typing does (words typed before the box was live, still in focus). */
    want: () => setIsWanted(true),
    highlight: (option: SuggestionOption) => setActiveKey(option.key),
    inputProps: isEnabled
      ? {
          role: 'combobox' as const,
          'aria-autocomplete': 'list' as const,
          'aria-expanded': isOpen,
          'aria-controls': isOpen ? listboxId : undefined,
          'aria-activedescendant': active ? optionId(active) : undefined,
          onChange,
          onKeyDown,
          onBlur,
        }
      : { onChange },
  };
}

/** What the popup gets from the combobox. */
export type SuggestCombobox = ReturnType<typeof useSuggestCombobox>;
