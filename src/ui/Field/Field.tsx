import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Counter,
  ErrorText,
  FieldRoot,
  Hint,
  Label,
  MessageRow,
  Messages,
  RequiredMark,
} from './Field.styles.ts';

/** The ids that tie a control to its label, hint, error and counter. */
export interface FieldIds {
  /** The control's id (the label's htmlFor). */
  inputId: string;
  /** The label element's id, for controls named with aria-labelledby. */
  labelId: string;
  /** The hint paragraph's id. */
  hintId: string;
  /** The error paragraph's id. */
  errorId: string;
  /** The character counter's id. */
  counterId: string;
}

/** Stable ids for one field; `id` wins when the caller passes one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated.replace(/:/g, '')}`;
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    counterId: `${inputId}-counter`,
  };
}

/** The aria-describedby value: error first (it matters most), then hint, then counter. */
export function describedBy(
  ids: FieldIds,
  {
    hasError,
    hasHint,
    hasCounter = false,
  }: { hasError: boolean; hasHint: boolean; hasCounter?: boolean },
): string | undefined {
  const parts = [
    hasError && ids.errorId,
    hasHint && ids.hintId,
    hasCounter && ids.counterId,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Props of Field. */
export interface FieldProps {
  /** The visible name of the control (also its accessible name). */
  label: string;
  /** Ids from useFieldIds, shared with the control. */
  ids: FieldIds;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Validation message; shown in red under the control. */
  error?: string;
  /** Marks the field as required with a red asterisk (the control sets `required` itself). */
  isRequired?: boolean;
  /** Keeps the label for screen readers only (a table's search box). */
  isLabelHidden?: boolean;
  /** Characters typed and allowed, shown as '12/80' at the right under the control. */
  characterCount?: { current: number; max: number };
  /** The control itself. */
  children: ReactNode;
}

/** Label, control, hint, error and counter laid out the same way for every form control. */
export function Field({
  label,
  ids,
  hint,
  error,
  isRequired = false,
  isLabelHidden = false,
  characterCount,
  children,
}: FieldProps) {
  const hasMessages = Boolean(error) || Boolean(hint) || characterCount !== undefined;
  return (
    <FieldRoot>
      <Label id={ids.labelId} htmlFor={ids.inputId} $isHidden={isLabelHidden}>
        {label}
        {isRequired ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {children}
      {hasMessages ? (
        <MessageRow>
          <Messages>
            {error ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
            {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
          </Messages>
          {characterCount ? (
            <Counter id={ids.counterId} $isOver={characterCount.current > characterCount.max}>
              {characterCount.current}/{characterCount.max}
            </Counter>
          ) : null}
        </MessageRow>
      ) : null}
    </FieldRoot>
  );
}
