import { useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { NativeTextArea, TextAreaBox } from './TextArea.styles.ts';
import { Field, describedBy, useFieldIds } from '../Field/Field.tsx';

type NativeTextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'disabled' | 'required' | 'readOnly' | 'aria-invalid' | 'aria-describedby'
>;

/** Props of TextArea; every other prop (value, defaultValue, onChange, name, rows, ref …) goes to the native textarea. */
export interface TextAreaProps extends NativeTextAreaProps {
  /** The visible label, which is also the textarea's accessible name. */
  label: string;
  /** Help text under the textarea. */
  hint?: ReactNode;
  /** Validation message; marks the textarea aria-invalid and describes it. */
  error?: string;
  /** Whether a value is required: aria-required and an asterisk. */
  isRequired?: boolean;
  /** Whether the textarea is disabled. */
  isDisabled?: boolean;
  /** Whether the value can be read but not changed. */
  isReadOnly?: boolean;
  /** Shows 'typed/maxLength' under the textarea (the about text's 200, say). */
  showCharacterCount?: boolean;
  /** Whether the user may drag the height: 'vertical' (default) or 'none'. */
  resize?: 'vertical' | 'none';
}

/** A labelled multi-line text field with hint, error and an optional character counter. */
export function TextArea({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  showCharacterCount = false,
  resize = 'vertical',
  rows = 4,
  id,
  maxLength,
  onChange,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const [typedLength, setTypedLength] = useState(
    () => String(rest.value ?? rest.defaultValue ?? '').length,
  );
  const length = rest.value !== undefined ? String(rest.value).length : typedLength;
  const hasCounter = showCharacterCount && maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
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
      characterCount={hasCounter ? { current: length, max: maxLength } : undefined}
    >
      <TextAreaBox $isInvalid={Boolean(error)} data-disabled={isDisabled}>
        <NativeTextArea
          {...rest}
          id={ids.inputId}
          rows={rows}
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
          $resize={resize}
        />
      </TextAreaBox>
    </Field>
  );
}
