// The one submit flow of every form, public and admin (SPEC 4, 5, 8): check the values with the
// form's client rules, show the messages and move focus to the first invalid field; else send once
// (a second Enter while sending does nothing), then 'Berhasil!' when the form names a success text,
// and onSaved; on failure the form's own report (the shared dialog, a message in the form) and
// the server's field messages under the fields, with focus on the first of them. Values and their
// dirty state live in react-hook-form; `field('name')` binds one control (value, change, message,
// ref). Messages are keyed by the form's own names: the server's are renamed through the form's
// `apiFieldNames`. No URL and no API type here: the caller's `save` and `reportFailure` know the call.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent, RefCallback } from 'react';
import { useForm } from 'react-hook-form';
import type { Control, DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { showSuccess } from '../Feedback/dialogs.ts';
import { showToastError } from '../Feedback/toasts.ts';
import { toFormErrors } from './apiFieldNames.ts';
import type { ApiFieldNames } from './apiFieldNames.ts';
import { useFieldElements, valueOf } from './fieldBinder.ts';
import type { BoundField } from './fieldBinder.ts';
import { definedErrors, hasErrors } from './formErrors.ts';
import type { FormErrors } from './formErrors.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

/** What useCheckAndSaveForm needs from one form. */
export interface CheckAndSaveOptions<V extends FieldValues> {
  /** The values the form opens with (empty on insert, the record on update). */
  initial: V;
  /** The client rules (SPEC 5); returns a message per failing field, by form path. None by default. */
  validate?: (values: V) => FormErrors;
  /** The API's field names that differ from the form's paths (see ApiFieldNames); none by default. */
  apiFieldNames?: ApiFieldNames<V>;
  /** Messages the parent got from the server (a 422 it reported itself), by API name. */
  outsideErrors?: FormErrors;
  /** Fields whose message SPEC 5 shows as a toast too (missing uploads). */
  toastFields?: readonly string[];
  /** Called after a failed check, once focus is on the first invalid field (login's warning). */
  onInvalid?: (errors: FormErrors) => void;
  /** Sends the values; rejects on failure. */
  save: (values: V) => Promise<unknown>;
  /** Tells the user about a failed save: the field messages to show (a 422's, by API name), and when its dialog closes. */
  reportFailure: (error: unknown) => FailureReport;
  /** SPEC 8's text for the 'Berhasil!' dialog; none without it (the caller has its own). */
  successText?: string;
  /** Called after a successful save with the saved values. */
  onSaved: (values: V) => void;
  /** Closing the tab with unsaved changes goes without the browser's prompt (short forms). */
  allowsLeavingUnsaved?: boolean;
}

/** What the form shows after a failed save. */
export interface FailureReport {
  /** Messages under the fields, by API name. */
  errors: FormErrors;
  /**
   * Opens the dialog telling of the failure, once focus is on the first field with a message, so
   * that closing the dialog gives focus back to that field.
   */
  tell?: () => unknown;
}

/** What a form gets back. */
export interface CheckAndSaveForm<V extends FieldValues> {
  /** Binds one field, or one cell of a list row ('sizes.0.name'), to its control. */
  field: <P extends Path<V>>(name: P) => BoundField<PathValue<V, P>>;
  /** Current values. */
  values: V;
  /** Sets one field, or one cell of a list row ('sizes.0.name'), and clears its message. */
  setField: <P extends Path<V>>(name: P, value: PathValue<V, P>) => void;
  /** react-hook-form's control, for the repeating rows (useFormList). */
  control: Control<V>;
  /** Messages per field, client or server, by form path. */
  errors: FormErrors;
  /** True while the save call runs ('Memproses...'). */
  isBusy: boolean;
  /** True when the values differ from what the form opened with (or last saved). */
  isDirty: boolean;
  /** The form element: focus goes to its first invalid field after a failed check or save. */
  attachForm: RefCallback<HTMLFormElement>;
  /** The form's onSubmit (Enter or 'Simpan'). */
  handleSubmit: (event: FormEvent) => void;
}

const noRules = (): FormErrors => ({});
const noNames = {};

/** After a failed check or save: which messages, and whether onInvalid is told. */
interface FocusRequest {
  errors: FormErrors;
  isCheck: boolean;
  /** Runs once focus is there (a failed save's dialog). */
  then?: () => unknown;
}

/** Form values in react-hook-form plus the check-then-save flow of SPEC 4, 5 and 8. */
export function useCheckAndSaveForm<V extends FieldValues>(
  options: CheckAndSaveOptions<V>,
): CheckAndSaveForm<V> {
  const {
    initial,
    validate = noRules,
    apiFieldNames = noNames,
    outsideErrors,
    toastFields = [],
    onInvalid,
    save,
    reportFailure,
    successText,
    onSaved,
    allowsLeavingUnsaved = false,
  } = options;
  const form = useForm<V>({ defaultValues: initial as DefaultValues<V> });
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  // Set at once, not on the next render: three quick Enters send one request.
  const isSending = useRef(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null);
  const { refOf, focusFirstInvalid } = useFieldElements();
  const values = form.watch() as V;
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty && !isBusy && !allowsLeavingUnsaved);

  const onInvalidRef = useRef(onInvalid);
  onInvalidRef.current = onInvalid;
  // After the messages have rendered, so aria-invalid is on the fields; a dialog opened after
  // that (login's warning) gives focus back to the invalid field when it closes.
  useEffect(() => {
    if (!focusRequest) return;
    focusFirstInvalid(formElement, focusRequest.errors);
    if (focusRequest.isCheck) onInvalidRef.current?.(focusRequest.errors);
    focusRequest.then?.();
  }, [focusRequest, formElement, focusFirstInvalid]);

  const { setValue } = form;
  const setField = useCallback(
    <P extends Path<V>>(name: P, value: PathValue<V, P>) => {
      setValue(name, value, { shouldDirty: true });
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    [setValue],
  );

  const showErrors = (found: FormErrors, isCheck: boolean) => {
    setErrors(found);
    setFocusRequest({ errors: found, isCheck });
  };

  const submit = async (current: V) => {
    const found = validate(current);
    if (hasErrors(found)) {
      showErrors(found, true);
      for (const field of toastFields) {
        const message = found[field];
        if (message) showToastError(message);
      }
      return;
    }
    setErrors({});
    isSending.current = true;
    setIsBusy(true);
    try {
      await save(current);
    } catch (error) {
      const report = reportFailure(error);
      const found = toFormErrors(report.errors, apiFieldNames);
      setErrors(found);
      setFocusRequest({ errors: found, isCheck: false, then: report.tell });
      return;
    } finally {
      isSending.current = false;
      setIsBusy(false);
    }
    // What was saved is the new clean state (forms that stay open, such as the footer page).
    form.reset(current);
    onSaved(current);
    if (successText) void showSuccess(successText);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSending.current) void form.handleSubmit(submit)();
  };

  // The form's own messages over the parent's, as the parent's stay until it drops them.
  const shownErrors = outsideErrors
    ? { ...toFormErrors(outsideErrors, apiFieldNames), ...definedErrors(errors) }
    : errors;
  const { getValues } = form;
  const field = <P extends Path<V>>(name: P): BoundField<PathValue<V, P>> => ({
    value: getValues(name),
    onChange: (next) => setField(name, valueOf(next)),
    error: shownErrors[name],
    ref: refOf(name),
  });

  return {
    field,
    values,
    setField,
    control: form.control,
    errors: shownErrors,
    isBusy,
    isDirty,
    attachForm,
    handleSubmit,
  };
}
