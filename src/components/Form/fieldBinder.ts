// What `form.field('name')` gives a control: its value, its change handler, its message and a
// ref. The controls of src/ui and UploadQueue turn the message into aria-invalid and an
// aria-describedby that names the message's id (their Field owns that id), so spreading a bound
// field is the whole wiring. The refs let the form move focus to the first invalid field after a
// failed check or save.
import { useCallback, useRef } from 'react';
import type { ChangeEvent, RefCallback } from 'react';
import type { FormErrors } from './formErrors.ts';

/** What a bound control may hand its onChange: the value, or for text the input's change event. */
export type FieldInput<T> =
  T | (T extends string ? ChangeEvent<HTMLInputElement | HTMLTextAreaElement> : never);

/** One field as a control takes it: spread it (`<TextInput label="Nama" {...form.field('name')} />`). */
export interface BoundField<T> {
  /** The field's current value. */
  value: T;
  /** Sets the value (a text input's change event gives its text) and clears the field's message. */
  onChange: (next: FieldInput<T>) => void;
  /** The field's message, client or server, under the form's name for it. */
  error: string | undefined;
  /** The control's focusable element, for focus on the first invalid field. */
  ref: RefCallback<HTMLElement>;
}

function isChangeEvent(next: unknown): next is ChangeEvent<HTMLInputElement | HTMLTextAreaElement> {
  return typeof next === 'object' && next !== null && 'nativeEvent' in next && 'target' in next;
}

/** The value a bound control handed its onChange. */
export function valueOf<T>(next: FieldInput<T>): T {
  return (isChangeEvent(next) ? next.target.value : next) as T;
}

function inDocumentOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * The first invalid field in document order: the elements bound to a field with a message, and
 * within the form the controls that take no ref (upload queue, rich-text editor) by their
 * aria-invalid.
 */
export function firstInvalid(
  form: HTMLFormElement | null,
  errors: FormErrors,
  elements: ReadonlyMap<string, HTMLElement>,
): HTMLElement | undefined {
  const found = new Set<HTMLElement>();
  for (const [name, message] of Object.entries(errors)) {
    const element = message ? elements.get(name) : undefined;
    if (element?.isConnected) found.add(element);
  }
  form
    ?.querySelectorAll<HTMLElement>('[aria-invalid="true"]')
    .forEach((element) => found.add(element));
  return [...found].sort(inDocumentOrder)[0];
}

/** The bound fields' elements by name: one stable ref callback per name. */
export function useFieldElements() {
  const elements = useRef(new Map<string, HTMLElement>());
  const callbacks = useRef(new Map<string, RefCallback<HTMLElement>>());
  const refOf = useCallback((name: string): RefCallback<HTMLElement> => {
    let callback = callbacks.current.get(name);
    if (!callback) {
      // React detaches a moved row's old ref before it attaches the new one, so a name is
      // never dropped after it was set again.
      callback = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      callbacks.current.set(name, callback);
    }
    return callback;
  }, []);
  const focusFirstInvalid = useCallback((form: HTMLFormElement | null, errors: FormErrors) => {
    firstInvalid(form, errors, elements.current)?.focus();
  }, []);
  return { refOf, focusFirstInvalid };
}
