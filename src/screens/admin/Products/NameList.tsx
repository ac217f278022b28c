import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormErrors } from '../shared/rules.ts';
import { ListGroup, ListItem } from '../shared/shared.styles.ts';

/** Props of NameList. */
export interface NameListProps {
  /** The group's legend and the base of each label ('Ukuran' → 'Ukuran 1'). */
  legend: string;
  /** The wire name; messages are keyed `<field>[i]` ('size[0]'). */
  field: string;
  /** The names, in order. */
  value: string[];
  /** Client and server messages. */
  errors: FormErrors;
  /** Called with the next list. */
  onChange: (next: string[]) => void;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** A free list of short names (product sizes and colours), with add and remove. */
export function NameList({ legend, field, value, errors, onChange, isDisabled = false }: NameListProps) {
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{legend}</legend>
      {value.map((name, index) => (
        <ListItem key={index}>
          <TextInput
            label={`${legend} ${index + 1}`}
            value={name}
            maxLength={100}
            error={errors[`${field}[${index}]`]}
            onChange={(event) => onChange(value.map((item, i) => (i === index ? event.target.value : item)))}
          />
          <Button variant="secondary" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {`Hapus ${legend} ${index + 1}`}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...value, ''])}>
          {`Tambah ${legend}`}
        </Button>
      </div>
    </ListGroup>
  );
}
