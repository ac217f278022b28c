// The one submit flow of every admin form (SPEC 4, 5, 8): check the values with SPEC 5's rules,
// show the messages (upload ones also as a toast) and move focus to the first invalid field; else
// send, then 'Berhasil!' and onSaved; on failure the shared dialog and the server's 422 messages
// under the fields. Values and their dirty state live in react-hook-form.
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent, RefCallback } from 'react';
import { useForm } from 'react-hook-form';
import type { Control, DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { showSuccess } from '@/components/Feedback/dialogs.ts';
import { showToastError } from '@/components/Feedback/toasts.ts';
import { reportApiError, serverFieldErrors } from './reportError.ts';
import { hasErrors } from './rules.ts';
import type { FormErrors } from './rules.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

/** What useCheckAndSaveForm needs from one form. */
export interface CheckAndSaveOptions<V> {
  /** The values the form opens with (empty on insert, the record on update). */
  initial: V;
  /** SPEC 5's client rules; returns a message per failing field. */
  validate: (values: V) => FormErrors;
  /** Fields whose message SPEC 5 shows as a toast too (missing uploads). */
  toastFields?: readonly string[];
  /** Sends the values; rejects with an ApiError. */
  save: (values: V) => Promise<unknown>;
  /** SPEC 8's success text for the 'Berhasil!' dialog. */
  successText: string;
  /** Called after a successful save: a modal's parent closes it and reloads at page 1. */
  onSaved: () => void;
}

/** What a form gets back. */
export interface CheckAndSaveForm<V extends FieldValues> {
  /** Current values. */
  values: V;
  /** Sets one field, or one cell of a list row ('sizes.0.name'), and clears its message. */
  setField: <P extends Path<V>>(name: P, value: PathValue<V, P>) => void;
  /** react-hook-form's control, for the repeating rows (useFormList). */
  control: Control<V>;
  /** Messages per field, client or server. */
  errors: FormErrors;
  /** True while the save call runs ('Memproses...'). */
  isBusy: boolean;
  /** True when the values differ from what the form opened with (or last saved). */
  isDirty: boolean;
  /** The form element: focus goes to its first invalid field after a failed check. */
  attachForm: RefCallback<HTMLFormElement>;
  /** The form's onSubmit (Enter or 'Simpan'). */
  handleSubmit: (event: FormEvent) => void;
}

/** Focuses the first field the form marks invalid, in document order. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Form values in react-hook-form plus the check-then-save flow of SPEC 4, 5 and 8. */
export function useCheckAndSaveForm<V extends FieldValues>(
  options: CheckAndSaveOptions<V>,
): CheckAndSaveForm<V> {
  const { initial, validate, toastFields = [], save, successText, onSaved } = options;
  const form = useForm<V>({ defaultValues: initial as DefaultValues<V> });
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null);
  const values = form.watch() as V;
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty && !isBusy);

  // After the messages have rendered, so aria-invalid is on the fields.
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formElement);
  }, [focusRequest, formElement]);

  const { setValue } = form;
  const setField = useCallback(
    <P extends Path<V>>(name: P, value: PathValue<V, P>) => {
      setValue(name, value, { shouldDirty: true });
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    [setValue],
  );

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    setFocusRequest((count) => count + 1);
  };

  const submit = async (current: V) => {
    const found = validate(current);
    if (hasErrors(found)) {
      showErrors(found);
      for (const field of toastFields) {
        const message = found[field];
        if (message) showToastError(message);
      }
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      await save(current);
      setIsBusy(false);
      // What was saved is the new clean state (forms that stay open, such as the footer page).
      form.reset(current);
      onSaved();
      void showSuccess(successText);
    } catch (error) {
      setIsBusy(false);
      showErrors(serverFieldErrors(error));
      void reportApiError(error);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) void form.handleSubmit(submit)();
  };

  return { values, setField, control: form.control, errors, isBusy, isDirty, attachForm, handleSubmit };
}
