import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from '../Field/Field.tsx';
import { RequiredMark } from '../Field/Field.styles.ts';
import { CheckboxError, CheckboxLabel, CheckboxRoot, NativeCheckbox } from './Checkbox.styles.ts';

type NativeCheckboxProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'value'
  | 'checked'
  | 'onChange'
  | 'disabled'
  | 'required'
  | 'aria-invalid'
  | 'aria-describedby'
>;

/** Props of Checkbox; every other prop (name, ref …) goes to the native input. */
export interface CheckboxProps extends NativeCheckboxProps {
  /** The text beside the box, which is also its accessible name. */
  label: ReactNode;
  /** Whether the box is ticked. */
  value: boolean;
  /** Called with the new state (a form binder's onChange takes it as it is). */
  onChange: (isChecked: boolean) => void;
  /** Validation message; marks the box aria-invalid and describes it. */
  error?: string;
  /** Whether it must be ticked: aria-required and an asterisk. */
  isRequired?: boolean;
  /** Whether the box cannot be changed. */
  isDisabled?: boolean;
}

/** A labelled checkbox with a message under it, for consents and yes/no fields of a form. */
export function Checkbox({
  label,
  value,
  onChange,
  error,
  isRequired = false,
  isDisabled = false,
  id,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <CheckboxRoot>
      <CheckboxLabel htmlFor={ids.inputId}>
        <NativeCheckbox
          {...rest}
          id={ids.inputId}
          checked={value}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        />
        <span>
          {label}
          {isRequired ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        </span>
      </CheckboxLabel>
      {error ? <CheckboxError id={ids.errorId}>{error}</CheckboxError> : null}
    </CheckboxRoot>
  );
}
