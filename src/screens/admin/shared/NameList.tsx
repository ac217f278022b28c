import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormErrors } from './rules.ts';
import { ListGroup, ListItem } from './shared.styles.ts';

/** Props of NameList. */
export interface NameListProps {
  /** The group's legend and the base of each label ('Ukuran' → 'Ukuran 1', 'Hapus Ukuran 1'). */
  legend: string;
  /** The names, in order. */
  value: string[];
  /** Client and server messages. */
  errors: FormErrors;
  /** The message key of entry `index` ('size[0]', 'tag.0'). */
  errorKey: (index: number) => string;
  /** Called with the next list. */
  onChange: (next: string[]) => void;
  /** Most entries (about-us tags: 4, SPEC 5); no limit by default. */
  maxItems?: number;
  /** Longest entry in characters. */
  maxLength?: number;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** A list of short texts with add and remove: product sizes and colours, about-us tags. */
export function NameList({ legend, value, errors, errorKey, onChange, maxItems, maxLength, isDisabled = false }: NameListProps) {
  const isFull = maxItems !== undefined && value.length >= maxItems;
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{legend}</legend>
      {value.map((name, index) => (
        <ListItem key={index}>
          <TextInput
            label={`${legend} ${index + 1}`}
            value={name}
            maxLength={maxLength}
            error={errors[errorKey(index)]}
            onChange={(event) => onChange(value.map((item, i) => (i === index ? event.target.value : item)))}
          />
          <Button variant="secondary" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {`Hapus ${legend} ${index + 1}`}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button variant="secondary" isDisabled={isFull} onClick={() => onChange([...value, ''])}>
          {`Tambah ${legend}`}
        </Button>
        {isFull ? <p>{`Maksimal ${maxItems} ${legend.toLowerCase()}.`}</p> : null}
      </div>
    </ListGroup>
  );
}
