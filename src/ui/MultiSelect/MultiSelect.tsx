import { useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Chip, ChipList, ChipRemove, ChipText } from './MultiSelect.styles.ts';
import { ChevronSlot, ComboInput, Control, Trailing } from '../Select/Select.styles.ts';
import { OptionList } from '../Select/OptionList.tsx';
import { SELECT_SEARCH_DEBOUNCE_MS, SELECT_TEXTS } from '../Select/types.ts';
import type { SelectOption } from '../Select/types.ts';
import { useCombobox } from '../Select/useCombobox.ts';
import { Field, describedBy, useFieldIds } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';

const NONE: readonly SelectOption[] = [];

/** Props of MultiSelect. */
export interface MultiSelectProps {
  /** The visible label, which also names the combobox and its list. */
  label: string;
  /** The options to choose from (SPEC 3's { id, text }); with onSearch, the server's answer. */
  options: readonly SelectOption[];
  /** The chosen options, in the order they were chosen (controlled). */
  value?: readonly SelectOption[];
  /** The starting options when uncontrolled. */
  defaultValue?: readonly SelectOption[];
  /** Called with the new list whenever an option is toggled or a chip removed. */
  onChange?: (options: readonly SelectOption[]) => void;
  /** Server search: called with the typed text 800 ms after the last keystroke. */
  onSearch?: (text: string) => void;
  /** The debounce of onSearch in milliseconds (SPEC 9: 800). */
  searchDebounceMs?: number;
  /** Options are being fetched: the list shows 'Harap Tunggu...'. */
  isLoading?: boolean;
  /** Shown while nothing is chosen ('Pilih Data'). */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Validation message; marks the field aria-invalid. */
  error?: string;
  /** Whether at least one choice is required: aria-required and an asterisk. */
  isRequired?: boolean;
  /** Whether the field is disabled. */
  isDisabled?: boolean;
  /** Form field name: one hidden input per chosen id. */
  name?: string;
  /** Id of the text input (generated when absent). */
  id?: string;
}

/**
 * Several choices (SPEC 4): picking an option toggles it in or out, and the list stays open for
 * more. Choices show as chips with their own remove buttons; Backspace in the empty field removes
 * the last one.
 */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = NONE,
  onChange,
  onSearch,
  searchDebounceMs = SELECT_SEARCH_DEBOUNCE_MS,
  isLoading = false,
  placeholder = SELECT_TEXTS.placeholder,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  name,
  id,
}: MultiSelectProps) {
  const ids = useFieldIds(id);
  const controlRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const [selected, setSelected] = useControllableState<readonly SelectOption[]>(
    value,
    defaultValue,
    onChange,
  );
  const isSelected = (option: SelectOption) => selected.some((chosen) => chosen.id === option.id);
  const toggle = (option: SelectOption) =>
    setSelected(
      isSelected(option)
        ? selected.filter((chosen) => chosen.id !== option.id)
        : [...selected, option],
    );
  const combobox = useCombobox({
    inputId: ids.inputId,
    options,
    isLoading,
    isDisabled,
    onSearch,
    searchDebounceMs,
    isSelected,
    onPick: toggle,
    closesOnPick: false,
    displayText: '',
    anchorRef: controlRef,
    popupRef,
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = selected[selected.length - 1];
    if (event.key === 'Backspace' && event.currentTarget.value === '' && last) {
      setSelected(selected.slice(0, -1));
      return;
    }
    combobox.inputProps.onKeyDown(event);
  };

  const handleControlMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (isDisabled || event.target === inputRef.current) return;
    if ((event.target as Element).closest('button')) return;
    event.preventDefault();
    inputRef.current?.focus();
    combobox.toggleFromPointer();
  };

  return (
    <Field label={label} ids={ids} hint={hint} error={error} isRequired={isRequired}>
      <Control
        ref={controlRef}
        $isInvalid={Boolean(error)}
        data-disabled={isDisabled}
        onMouseDown={handleControlMouseDown}
      >
        {selected.length > 0 ? (
          <ChipList aria-label={`${label} terpilih`}>
            {selected.map((option) => (
              <Chip key={option.id}>
                <ChipText title={option.text}>{option.text}</ChipText>
                <ChipRemove
                  type="button"
                  aria-label={`Hapus ${option.text}`}
                  disabled={isDisabled}
                  onClick={() => {
                    setSelected(selected.filter((chosen) => chosen.id !== option.id));
                    inputRef.current?.focus();
                  }}
                >
                  <Icon name="close" size="small" />
                </ChipRemove>
              </Chip>
            ))}
          </ChipList>
        ) : null}
        <ComboInput
          {...combobox.inputProps}
          ref={inputRef}
          id={ids.inputId}
          value={combobox.inputValue}
          placeholder={selected.length > 0 ? undefined : placeholder}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hasError: Boolean(error), hasHint: Boolean(hint) })}
          data-typing={combobox.isTyping}
          onKeyDown={handleKeyDown}
        />
        <Trailing>
          <ChevronSlot aria-hidden="true" $isOpen={combobox.isOpen}>
            <Icon name="chevron-down" size="small" />
          </ChevronSlot>
        </Trailing>
      </Control>
      {name
        ? selected.map((option) => (
            <input key={option.id} type="hidden" name={name} value={option.id} />
          ))
        : null}
      <OptionList
        combobox={combobox}
        anchorRef={controlRef}
        popupRef={popupRef}
        labelId={ids.labelId}
        isSelected={isSelected}
        isMultiple
      />
    </Field>
  );
}
