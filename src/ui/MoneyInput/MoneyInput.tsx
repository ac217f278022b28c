import type { ChangeEvent, FocusEventHandler, KeyboardEvent, ReactNode, Ref } from 'react';
import { formatMoneyInput, parseRupiahInput } from '../../lib/catalogue/rupiah.ts';
import { MoneyBox, MoneyField, Prefix } from './MoneyInput.styles.ts';
import { caretAfterDigits, digitsBeforeCaret, leadingZerosDropped } from './caret.ts';
import { Field, describedBy, useFieldIds } from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';

/** Props of MoneyInput. */
export interface MoneyInputProps {
  /** The visible label, which is also the input's accessible name. */
  label: string;
  /** The amount in whole rupiah, or null when empty (controlled). */
  value?: number | null;
  /** The starting amount when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the new amount (null when emptied) whenever it changes. */
  onChange?: (value: number | null) => void;
  /** Called when the input loses focus (react-hook-form's onBlur). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Text in front of the amount ('Rp' by default; '' for none); not read by screen readers. */
  prefix?: string;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Validation message ('Harga tidak boleh kosong!'); marks the input aria-invalid. */
  error?: string;
  /** Whether an amount is required: aria-required and an asterisk. */
  isRequired?: boolean;
  /** Whether the input is disabled. */
  isDisabled?: boolean;
  /** Keeps the label for screen readers only (a price cell of a table). */
  isLabelHidden?: boolean;
  /** Shown while empty. */
  placeholder?: string;
  /** Form field name. */
  name?: string;
  /** Element id (generated when absent). */
  id?: string;
  /** The native input, for focusing from a form library. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A rupiah amount field (SPEC 5): '.' between thousands, no decimals (anything after ',' is
 * dropped), no negatives, letters ignored. The caret stays after the digit the user just typed.
 */
export function MoneyInput({
  label,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  prefix = 'Rp',
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  isLabelHidden = false,
  placeholder,
  name,
  id,
  ref,
}: MoneyInputProps) {
  const ids = useFieldIds(id);
  const [amount, setAmount] = useControllableState<number | null>(value, defaultValue, onChange);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const next = parseRupiahInput(raw);
    const formatted = formatMoneyInput(next);
    const digits =
      digitsBeforeCaret(raw, input.selectionStart ?? raw.length) -
      leadingZerosDropped(raw, formatted);
    // Written straight away so that React finds the DOM already right and leaves the caret alone.
    input.value = formatted;
    const caret = caretAfterDigits(formatted, digits);
    input.setSelectionRange(caret, caret);
    setAmount(next);
  };

  // Backspace just after a '.' (or Delete just before one) would only remove the separator, which
  // formatting puts straight back; step over it so that the digit next to it goes instead.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = input;
    if (start === null || start !== end) return;
    if (event.key === 'Backspace' && input.value.charAt(start - 1) === '.') {
      input.setSelectionRange(start - 1, start - 1);
    } else if (event.key === 'Delete' && input.value.charAt(start) === '.') {
      input.setSelectionRange(start + 1, start + 1);
    }
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
      <MoneyBox $isInvalid={Boolean(error)} data-disabled={isDisabled}>
        {prefix ? <Prefix aria-hidden="true">{prefix}</Prefix> : null}
        <MoneyField
          ref={ref}
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={formatMoneyInput(amount)}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hasError: Boolean(error), hasHint: Boolean(hint) })}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
        />
      </MoneyBox>
    </Field>
  );
}
