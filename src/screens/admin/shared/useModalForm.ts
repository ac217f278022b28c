// The save flow every admin form modal shares (SPEC 4, 5, 8): check on the client, show the
// messages (upload ones also as a toast), send, then close + 'Berhasil!' + reload at page 1; on
// failure the shared dialog, and the server's 422 messages under the fields.
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { showSuccess } from '@/components/Feedback/dialogs.ts';
import { showToastError } from '@/components/Feedback/toasts.ts';
import { reportApiError, serverFieldErrors } from './reportError.ts';
import { hasErrors } from './rules.ts';
import type { FormErrors } from './rules.ts';

/** What useModalForm needs from one form. */
export interface ModalFormOptions<V> {
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
  /** Called after a successful save: the parent closes the modal and reloads at page 1. */
  onSaved: () => void;
}

/** What a form modal gets back. */
export interface ModalForm<V> {
  /** Current values. */
  values: V;
  /** Sets one field (and clears its message). */
  setField: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Messages per field, client or server. */
  errors: FormErrors;
  /** True while the save call runs ('Memproses...'). */
  isBusy: boolean;
  /** The form's onSubmit (Enter or 'Simpan'). */
  handleSubmit: (event: FormEvent) => void;
}

/** Form state plus the SPEC 4 save flow. */
export function useModalForm<V>(options: ModalFormOptions<V>): ModalForm<V> {
  const { initial, validate, toastFields = [], save, successText, onSaved } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      for (const field of toastFields) {
        const message = found[field];
        if (message) showToastError(message);
      }
      return;
    }
    setIsBusy(true);
    try {
      await save(values);
      setIsBusy(false);
      onSaved();
      void showSuccess(successText);
    } catch (error) {
      setIsBusy(false);
      setErrors(serverFieldErrors(error));
      void reportApiError(error);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) void submit();
  };

  return { values, setField, errors, isBusy, handleSubmit };
}
