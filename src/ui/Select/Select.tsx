import { useRef } from 'react';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { ChevronSlot, ClearButton, ComboInput, Control, Trailing } from './Select.styles.ts';
import { OptionList } from './OptionList.tsx';
import { SELECT_SEARCH_DEBOUNCE_MS, SELECT_TEXTS } from './types.ts';
import type { SelectOption } from './types.ts';
import { useCombobox } from './useCombobox.ts';
import { Field, describedBy, useFieldIds } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';

/** Props of Select. */
export interface SelectProps {
  /** The visible label, which also names the combobox and its list. */
  label: string;
  /** The options to choose from (SPEC 3's { id, text }); with onSearch, the server's answer. */
  options: readonly SelectOption[];
  /** The chosen option, or null (controlled); a full option so its text shows without a lookup. */
  value?: SelectOption | null;
  /** The starting option when uncontrolled. */
  defaultValue?: SelectOption | null;
  /** Called with the chosen option, or null when cleared. */
  onChange?: (option: SelectOption | null) => void;
  /** Server search: called with the typed text 800 ms after the last keystroke (ask for SELECT_SEARCH_LIMIT). */
  onSearch?: (text: string) => void;
  /** The debounce of onSearch in milliseconds (SPEC 9: 800). */
  searchDebounceMs?: number;
  /** Options are being fetched: the list shows 'Harap Tunggu...'. */
  isLoading?: boolean;
  /** Shown while nothing is chosen ('Pilih Data'). */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Validation message ('Brand tidak boleh kosong!'); marks the field aria-invalid. */
  error?: string;
  /** Whether a choice is required: aria-required and an asterisk. */
  isRequired?: boolean;
  /** Whether the field is disabled. */
  isDisabled?: boolean;
  /** Keeps the label for screen readers only. */
  isLabelHidden?: boolean;
  /** Form field name: a hidden input carries the chosen id. */
  name?: string;
  /** Id of the text input (generated when absent). */
  id?: string;
  /** Name of the clear button ('Hapus pilihan'). */
  clearLabel?: string;
  /** The text input, for focusing from a form library. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single select (SPEC 4): choosing replaces the value, the clear button empties it. Typing
 * filters the options, or with onSearch asks the server after 800 ms. Keyboard: arrows, Enter,
 * Escape; ARIA combobox with a listbox popup.
 */
export function Select({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  onSearch,
  searchDebounceMs = SELECT_SEARCH_DEBOUNCE_MS,
  isLoading = false,
  placeholder = SELECT_TEXTS.placeholder,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  isLabelHidden = false,
  name,
  id,
  clearLabel = 'Hapus pilihan',
  ref,
}: SelectProps) {
  const ids = useFieldIds(id);
  const controlRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const [selected, setSelected] = useControllableState<SelectOption | null>(
    value,
    defaultValue,
    onChange,
  );
  const isSelected = (option: SelectOption) => selected !== null && option.id === selected.id;
  const combobox = useCombobox({
    inputId: ids.inputId,
    options,
    isLoading,
    isDisabled,
    onSearch,
    searchDebounceMs,
    isSelected,
    onPick: setSelected,
    closesOnPick: true,
    displayText: selected?.text ?? '',
    anchorRef: controlRef,
    popupRef,
  });

  // Pressing the box around the input (the chevron, the padding) acts like pressing the input.
  const handleControlMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (isDisabled || event.target === inputRef.current) return;
    if ((event.target as Element).closest('button')) return;
    event.preventDefault();
    inputRef.current?.focus();
    combobox.toggleFromPointer();
  };

  return (
    <Field
      label={label}
      ids={ids}
      hint={hint}
      error={error}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
    >
      <Control
        ref={controlRef}
        $isInvalid={Boolean(error)}
        data-disabled={isDisabled}
        onMouseDown={handleControlMouseDown}
      >
        <ComboInput
          {...combobox.inputProps}
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          id={ids.inputId}
          value={combobox.inputValue}
          placeholder={placeholder}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hasError: Boolean(error), hasHint: Boolean(hint) })}
          data-typing={combobox.isTyping}
        />
        <Trailing>
          {selected && !isDisabled ? (
            <ClearButton
              type="button"
              aria-label={clearLabel}
              onClick={() => {
                setSelected(null);
                combobox.close();
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" size="small" />
            </ClearButton>
          ) : null}
          <ChevronSlot aria-hidden="true" $isOpen={combobox.isOpen}>
            <Icon name="chevron-down" size="small" />
          </ChevronSlot>
        </Trailing>
      </Control>
      {name ? <input type="hidden" name={name} value={selected?.id ?? ''} /> : null}
      <OptionList
        combobox={combobox}
        anchorRef={controlRef}
        popupRef={popupRef}
        labelId={ids.labelId}
        isSelected={isSelected}
      />
    </Field>
  );
}
