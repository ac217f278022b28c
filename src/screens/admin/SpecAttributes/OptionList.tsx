import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { ListGroup, ListItem } from '../shared/shared.styles.ts';
import type { FormList } from '../shared/useFormList.ts';
import { ListMessage } from './SpecAttributes.styles.ts';
import { SPEC_ATTRIBUTE_LIMITS } from './specAttributeFormValues.ts';
import type { OptionRow } from './specAttributeFormValues.ts';

/** The list's texts (ours). */
export const OPTION_LIST_TEXT = {
  legend: 'Pilihan',
  option: (n: number) => `Pilihan ${n}`,
  add: 'Tambah Pilihan',
  remove: (n: number) => `Hapus Pilihan ${n}`,
  full: `Maksimal ${SPEC_ATTRIBUTE_LIMITS.options} pilihan.`,
} as const;

/** Props of OptionList. */
export interface OptionListProps {
  /** The choice's options, a field array of the form (useFormList). */
  list: FormList<OptionRow>;
  /** A message about the list as a whole ('Isi minimal 2 pilihan.'). */
  error?: string;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** The values a choice attribute offers, in the order staff list them. */
export function OptionList({ list, error, isDisabled = false }: OptionListProps) {
  const { rows, keys, attachAddButton } = list;
  const isFull = rows.length >= SPEC_ATTRIBUTE_LIMITS.options;
  return (
    <ListGroup disabled={isDisabled} aria-describedby={error ? 'spec-options-error' : undefined}>
      <legend>{OPTION_LIST_TEXT.legend}</legend>
      {rows.map((_, index) => (
        <ListItem key={keys[index] ?? index}>
          <TextInput
            label={OPTION_LIST_TEXT.option(index + 1)}
            isRequired
            maxLength={SPEC_ATTRIBUTE_LIMITS.option}
            {...list.field(index, 'name')}
          />
          <Button variant="secondary" size="small" onClick={() => list.remove(index)}>
            {OPTION_LIST_TEXT.remove(index + 1)}
          </Button>
        </ListItem>
      ))}
      {error ? <ListMessage id="spec-options-error">{error}</ListMessage> : null}
      <div>
        <Button
          ref={attachAddButton}
          variant="secondary"
          isDisabled={isFull}
          onClick={() => list.append({ name: '' })}
        >
          {OPTION_LIST_TEXT.add}
        </Button>
        {isFull ? <p>{OPTION_LIST_TEXT.full}</p> : null}
      </div>
    </ListGroup>
  );
}
