import { useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { InputBox, NativeInput, RevealButton } from './TextInput.styles.ts';
import { Field, describedBy, useFieldIds } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';

/** The accessible name of the show/hide toggle of a password field. */
export const PASSWORD_TOGGLE_LABEL = 'Tampilkan password';

/** The kinds of single-line text a TextInput takes; 'password' adds the show/hide toggle. */
export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'date';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'disabled' | 'required' | 'readOnly' | 'aria-invalid' | 'aria-describedby'
>;

/** Props of TextInput; every other prop (value, defaultValue, onChange, name, ref …) goes to the native input. */
export interface TextInputProps extends NativeInputProps {
  /** The visible label, which is also the input's accessible name. */
  label: string;
  /** Kind of text; 'password' hides it and adds a toggle button to show it. */
  type?: TextInputType;
  /** Help text under the input, read by screen readers after the label. */
  hint?: ReactNode;
  /** Validation message; marks the input aria-invalid and describes it. */
  error?: string;
  /** Whether a value is required: aria-required and an asterisk (no native bubble; forms validate in Indonesian). */
  isRequired?: boolean;
  /** Whether the input is disabled. */
  isDisabled?: boolean;
  /** Whether the value can be read but not changed. */
  isReadOnly?: boolean;
  /** Keeps the label for screen readers only. */
  isLabelHidden?: boolean;
  /** Shows 'typed/maxLength' under the input (needs maxLength). */
  showCharacterCount?: boolean;
  /** Name of the password toggle button ('Tampilkan password'); its aria-pressed says whether the text shows. */
  passwordToggleLabel?: string;
}

/** A labelled single-line text field with hint, error, optional counter and a password variant. */
export function TextInput({
  label,
  type = 'text',
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  isLabelHidden = false,
  showCharacterCount = false,
  passwordToggleLabel = PASSWORD_TOGGLE_LABEL,
  id,
  maxLength,
  onChange,
  ...rest
}: TextInputProps) {
  const ids = useFieldIds(id);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  // Counts typed characters in both controlled and uncontrolled use.
  const [typedLength, setTypedLength] = useState(
    () => String(rest.value ?? rest.defaultValue ?? '').length,
  );
  const length = rest.value !== undefined ? String(rest.value).length : typedLength;
  const hasCounter = showCharacterCount && maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field
      label={label}
      ids={ids}
      hint={hint}
      error={error}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      characterCount={hasCounter ? { current: length, max: maxLength } : undefined}
    >
      <InputBox $isInvalid={Boolean(error)} data-disabled={isDisabled}>
        <NativeInput
          {...rest}
          id={ids.inputId}
          type={type === 'password' && isPasswordShown ? 'text' : type}
          maxLength={maxLength}
          disabled={isDisabled}
          readOnly={isReadOnly}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, {
            hasError: Boolean(error),
            hasHint: Boolean(hint),
            hasCounter,
          })}
          onChange={handleChange}
        />
        {type === 'password' ? (
          <RevealButton
            type="button"
            aria-label={passwordToggleLabel}
            aria-pressed={isPasswordShown}
            aria-controls={ids.inputId}
            disabled={isDisabled}
            onClick={() => setIsPasswordShown((shown) => !shown)}
          >
            <Icon name={isPasswordShown ? 'eye-off' : 'eye'} />
          </RevealButton>
        ) : null}
      </InputBox>
    </Field>
  );
}
