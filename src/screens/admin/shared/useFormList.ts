// The repeating rows of an admin form (product sizes, colours and links, footer workshops, about-us
// tags) as react-hook-form field arrays: adding and removing rows changes the form's dirty state
// like any field, and each row keeps a stable key, so removing one does not shift the others'
// inputs (and focus) onto the wrong row.
import { useEffect, useState } from 'react';
import type { RefCallback } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ArrayPath, FieldArray, FieldValues, Path } from 'react-hook-form';
import type { BoundField } from '@/components/Form/fieldBinder.ts';
import type { CheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';

/** One list of rows of a form, as the list components take it. */
export interface FormList<Row> {
  /** The rows' current values, in order. */
  rows: Row[];
  /** A stable React key per row (not its index). */
  keys: string[];
  /** Adds a row at the end. */
  append: (row: Row) => void;
  /** Removes the row at `index`. */
  remove: (index: number) => void;
  /** Binds one cell of the row at `index` (the form's field `<list>.<index>.<cell>`) to its control. */
  field: <C extends keyof Row & string>(index: number, cell: C) => BoundField<Row[C]>;
  /** The list's add button: focus goes there once a removed row (and its remove button) is gone. */
  attachAddButton: RefCallback<HTMLButtonElement>;
}

/** The field array `name` of a form from useCheckAndSaveForm. */
export function useFormList<V extends FieldValues, N extends ArrayPath<V>>(
  form: Pick<CheckAndSaveForm<V>, 'control' | 'field'>,
  name: N,
): FormList<FieldArray<V, N>> {
  const { control, field } = form;
  const { fields, append, remove } = useFieldArray({ control, name });
  // `fields` holds each row as it was added; the current values come from the form.
  const rows = (useWatch({ control, name: name as unknown as Path<V> }) ?? []) as FieldArray<
    V,
    N
  >[];
  // A removed row takes its focused remove button with it; left alone, focus would drop to the
  // page, where a modal no longer hears Escape. After the render, the add button is enabled again.
  const [addButton, attachAddButton] = useState<HTMLButtonElement | null>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addButton?.focus();
  }, [removals, addButton]);
  return {
    rows,
    keys: fields.map((field) => field.id),
    // No focus move: the rows are not registered inputs, and the add button keeps focus.
    append: (row) => append(row, { shouldFocus: false }),
    remove: (index) => {
      remove(index);
      setRemovals((count) => count + 1);
    },
    attachAddButton,
    // A cell is set on its path: useFieldArray's update() would give the row a new key and
    // remount its inputs mid-typing.
    field: <C extends keyof FieldArray<V, N> & string>(index: number, cell: C) =>
      field(`${name}.${index}.${cell}` as Path<V>) as unknown as BoundField<FieldArray<V, N>[C]>,
  };
}
