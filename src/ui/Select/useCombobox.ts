import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { SelectOption } from './types.ts';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.ts';
import { useOutsidePointerDown } from '../hooks/useOutsidePointerDown.ts';
import { handleComboboxKey } from './keyboard.ts';

/** What Select and MultiSelect tell the shared combobox logic. */
export interface ComboboxConfig {
  /** The id of the text input; list and option ids derive from it. */
  inputId: string;
  /** The options as given (the server's answer in search mode). */
  options: readonly SelectOption[];
  /** Options are being fetched: the list shows 'Harap Tunggu...'. */
  isLoading: boolean;
  /** A disabled field never opens. */
  isDisabled: boolean;
  /** Server search: called with the typed text after the debounce; no local filtering then. */
  onSearch?: (text: string) => void;
  /** Milliseconds between the last keystroke and onSearch. */
  searchDebounceMs: number;
  /** Whether an option is currently chosen. */
  isSelected: (option: SelectOption) => boolean;
  /** Select replaces the value, MultiSelect toggles the option. */
  onPick: (option: SelectOption) => void;
  /** Select closes after a pick; MultiSelect stays open for more. */
  closesOnPick: boolean;
  /** What the input shows while the user is not typing (the chosen option's text, or ''). */
  displayText: string;
  /** The field box: presses inside it do not count as "outside". */
  anchorRef: RefObject<HTMLElement | null>;
  /** The popup around the list: presses inside it do not count as "outside" either. */
  popupRef: RefObject<HTMLElement | null>;
}

const matches = (option: SelectOption, query: string) =>
  option.text.toLocaleLowerCase('id-ID').includes(query.trim().toLocaleLowerCase('id-ID'));

/**
 * The editable combobox of ARIA 1.2 (list autocomplete): typing filters (or searches the server,
 * debounced), arrows move the active option, Enter picks it, Escape and Tab close.
 */
export function useCombobox(config: ComboboxConfig) {
  const { inputId, options, isLoading, isDisabled, onSearch, isSelected, onPick, closesOnPick } =
    config;
  const { anchorRef, popupRef } = config;
  const [isOpen, setIsOpen] = useState(false);
  // null: nothing typed since opening, so the input shows displayText and the list is unfiltered.
  const [query, setQuery] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<SelectOption['id'] | null>(null);
  const search = useDebouncedCallback(onSearch, config.searchDebounceMs);

  const isBusy = isLoading || search.isPending;
  const visible = useMemo(() => {
    if (isBusy) return [];
    if (onSearch || !query) return options;
    return options.filter((option) => matches(option, query));
  }, [isBusy, onSearch, query, options]);

  // The active option follows the id; after typing, the first match is active so Enter takes it.
  let activeIndex = visible.findIndex((option) => option.id === activeId);
  if (activeIndex === -1 && query && visible.length > 0) activeIndex = 0;

  const listboxId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  useEffect(() => {
    if (isOpen && activeIndex >= 0) {
      document
        .getElementById(`${inputId}-option-${activeIndex}`)
        ?.scrollIntoView({ block: 'nearest' });
    }
  }, [isOpen, activeIndex, inputId]);

  const open = (start: 'selected' | 'last' = 'selected') => {
    if (isDisabled) return;
    setIsOpen(true);
    const target =
      start === 'last' ? options[options.length - 1] : (options.find(isSelected) ?? options[0]);
    setActiveId(target?.id ?? null);
  };

  const close = () => {
    setIsOpen(false);
    setQuery(null);
    setActiveId(null);
  };

  const pick = (option: SelectOption) => {
    onPick(option);
    if (closesOnPick) {
      close();
    } else {
      setQuery(null);
      setActiveId(option.id);
    }
  };

  const move = (delta: 1 | -1) => {
    if (visible.length === 0) return;
    const from = activeIndex === -1 ? (delta === 1 ? -1 : visible.length) : activeIndex;
    const next = (from + delta + visible.length) % visible.length;
    setActiveId(visible[next]?.id ?? null);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setActiveId(null);
    setIsOpen(true);
    if (onSearch) search.run(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleComboboxKey(event, {
      isOpen,
      open,
      move,
      close,
      pickActive: () => {
        const option = visible[activeIndex];
        if (option) pick(option);
      },
    });

  // SPEC 4: a click outside closes the list.
  const outsideRefs = useMemo(() => [anchorRef, popupRef], [anchorRef, popupRef]);
  useOutsidePointerDown(outsideRefs, isOpen, close);

  // Focus moving to another control closes the list; focus merely leaving the page does not.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (isOpen && next && !popupRef.current?.contains(next)) close();
  };

  // A press on the closed field opens the list; the click that ends the press selects the text,
  // so that typing replaces the chosen option's text (the click always comes before any key).
  const opensOnClick = useRef(false);
  const onMouseDown = () => {
    if (isOpen || isDisabled) return;
    opensOnClick.current = true;
    open();
  };
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    if (opensOnClick.current) event.currentTarget.select();
    opensOnClick.current = false;
  };

  const toggleFromPointer = () => (isOpen ? close() : open());

  return {
    isOpen,
    isBusy,
    visible,
    activeIndex,
    listboxId,
    optionId,
    pick,
    close,
    toggleFromPointer,
    setActiveId,
    inputValue: query ?? config.displayText,
    isTyping: query !== null && query !== '',
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? listboxId : undefined,
      'aria-activedescendant': isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
      onChange,
      onKeyDown,
      onBlur,
      onMouseDown,
      onClick,
    },
  };
}

export type Combobox = ReturnType<typeof useCombobox>;
