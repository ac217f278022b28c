import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormErrors } from './rules.ts';
import { ListGroup, ListItem } from './shared.styles.ts';
import type { FormList } from './useFormList.ts';

/** Props of NameList. */
export interface NameListProps<K extends string> {
  /** The group's legend and the base of each label ('Ukuran' → 'Ukuran 1', 'Hapus Ukuran 1'). */
  legend: string;
  /** The rows, a field array of the form (useFormList). */
  list: FormList<Record<K, string>>;
  /** The row's one text cell ('name' for sizes and colours, 'tag' for tags). */
  cell: K;
  /** Client and server messages. */
  errors: FormErrors;
  /** The message key of entry `index` ('size[0]', 'tag.0'). */
  errorKey: (index: number) => string;
  /** Most entries (about-us tags: 4, SPEC 5); no limit by default. */
  maxItems?: number;
  /** Longest entry in characters. */
  maxLength?: number;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** A list of short texts with add and remove: product sizes and colours, about-us tags. */
export function NameList<K extends string>({ legend, list, cell, errors, errorKey, maxItems, maxLength, isDisabled = false }: NameListProps<K>) {
  const { rows, keys, attachAddButton } = list;
  const isFull = maxItems !== undefined && rows.length >= maxItems;
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <ListItem key={keys[index] ?? index}>
          <TextInput
            label={`${legend} ${index + 1}`}
            value={row[cell]}
            maxLength={maxLength}
            error={errors[errorKey(index)]}
            onChange={(event) => list.edit(index, { [cell]: event.target.value } as Partial<Record<K, string>>)}
          />
          <Button variant="secondary" size="small" onClick={() => list.remove(index)}>
            {`Hapus ${legend} ${index + 1}`}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button ref={attachAddButton} variant="secondary" isDisabled={isFull} onClick={() => list.append({ [cell]: '' } as Record<K, string>)}>
          {`Tambah ${legend}`}
        </Button>
        {isFull ? <p>{`Maksimal ${maxItems} ${legend.toLowerCase()}.`}</p> : null}
      </div>
    </ListGroup>
  );
}
