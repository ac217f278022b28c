import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
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
  /** Most entries (about-us tags: 4, SPEC 5); no limit by default. */
  maxItems?: number;
  /** Longest entry in characters. */
  maxLength?: number;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** A list of short texts with add and remove: product sizes and colours, about-us tags. */
export function NameList<K extends string>({
  legend,
  list,
  cell,
  maxItems,
  maxLength,
  isDisabled = false,
}: NameListProps<K>) {
  const { rows, keys, attachAddButton } = list;
  const isFull = maxItems !== undefined && rows.length >= maxItems;
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{legend}</legend>
      {rows.map((_, index) => (
        <ListItem key={keys[index] ?? index}>
          <TextInput
            label={`${legend} ${index + 1}`}
            maxLength={maxLength}
            {...list.field(index, cell)}
          />
          <Button variant="secondary" size="small" onClick={() => list.remove(index)}>
            {`Hapus ${legend} ${index + 1}`}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button
          ref={attachAddButton}
          variant="secondary"
          isDisabled={isFull}
          onClick={() => list.append({ [cell]: '' } as Record<K, string>)}
        >
          {`Tambah ${legend}`}
        </Button>
        {isFull ? <p>{`Maksimal ${maxItems} ${legend.toLowerCase()}.`}</p> : null}
      </div>
    </ListGroup>
  );
}
