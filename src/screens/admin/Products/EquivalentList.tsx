import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormList } from '../shared/useFormList.ts';
import { ListGroup } from '../shared/shared.styles.ts';
import { LinkItem, SectionNote } from './Products.styles.ts';
import { SPEC_TEXT as TEXT } from './productSpecValues.ts';
import type { EquivalentRow } from './productSpecValues.ts';

/** Props of EquivalentList. */
export interface EquivalentListProps {
  /** The equivalents, a field array of the form (useFormList). */
  list: FormList<EquivalentRow>;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** Other makers' part numbers for the product ('Padanan produk merek lain'): brand and code rows. */
export function EquivalentList({ list, isDisabled = false }: EquivalentListProps) {
  const { rows, keys, attachAddButton } = list;
  const isFull = rows.length >= TEXT.maxEquivalents;
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{TEXT.equivalents}</legend>
      <SectionNote>{TEXT.equivalentsHint}</SectionNote>
      {rows.map((_, index) => (
        <LinkItem key={keys[index] ?? index}>
          <TextInput
            label={TEXT.equivalentBrand(index + 1)}
            isRequired
            maxLength={TEXT.maxEquivalentLength}
            {...list.field(index, 'brand')}
          />
          <TextInput
            label={TEXT.equivalentCode(index + 1)}
            isRequired
            maxLength={TEXT.maxEquivalentLength}
            {...list.field(index, 'code')}
          />
          <Button variant="secondary" size="small" onClick={() => list.remove(index)}>
            {TEXT.removeEquivalent(index + 1)}
          </Button>
        </LinkItem>
      ))}
      <div>
        <Button
          ref={attachAddButton}
          variant="secondary"
          isDisabled={isFull}
          onClick={() => list.append({ brand: '', code: '' })}
        >
          {TEXT.addEquivalent}
        </Button>
        {isFull ? <SectionNote>{`Maksimal ${TEXT.maxEquivalents} padanan.`}</SectionNote> : null}
      </div>
    </ListGroup>
  );
}
