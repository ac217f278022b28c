import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { ListGroup, ListItem } from '../shared/shared.styles.ts';
import type { FormList } from '../shared/useFormList.ts';
import { MAX_FOOTER_ADDRESSES } from '@/lib/forms/limits.ts';

/** One workshop address of the footer. */
export interface Workshop {
  /** The workshop's name ('Workshop Cikarang'). */
  name: string;
  /** Its address. */
  alamat: string;
}

/** SPEC 5: at most 4 workshop addresses. */
export const MAX_WORKSHOPS = MAX_FOOTER_ADDRESSES;

/** The list's texts (ours). */
export const WORKSHOP_TEXT = {
  legend: 'Workshop',
  name: (n: number) => `Nama Workshop ${n}`,
  alamat: (n: number) => `Alamat Workshop ${n}`,
  add: 'Tambah Workshop',
  remove: (n: number) => `Hapus Workshop ${n}`,
  limit: `Maksimal ${MAX_WORKSHOPS} workshop.`,
} as const;

/** Props of WorkshopList. */
export interface WorkshopListProps {
  /** The workshops, a field array of the form (useFormList). */
  list: FormList<Workshop>;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** Up to four name + address pairs, with add and remove. */
export function WorkshopList({ list, isDisabled = false }: WorkshopListProps) {
  const { rows, keys, attachAddButton } = list;
  const isFull = rows.length >= MAX_WORKSHOPS;
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{WORKSHOP_TEXT.legend}</legend>
      {rows.map((_, index) => (
        <ListItem key={keys[index] ?? index}>
          <div>
            <TextInput label={WORKSHOP_TEXT.name(index + 1)} {...list.field(index, 'name')} />
            <TextInput label={WORKSHOP_TEXT.alamat(index + 1)} {...list.field(index, 'alamat')} />
          </div>
          <Button variant="secondary" size="small" onClick={() => list.remove(index)}>
            {WORKSHOP_TEXT.remove(index + 1)}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button
          ref={attachAddButton}
          variant="secondary"
          isDisabled={isFull}
          onClick={() => list.append({ name: '', alamat: '' })}
        >
          {WORKSHOP_TEXT.add}
        </Button>
        {isFull ? <p>{WORKSHOP_TEXT.limit}</p> : null}
      </div>
    </ListGroup>
  );
}
