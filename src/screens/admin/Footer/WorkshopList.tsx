import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormErrors } from '../shared/rules.ts';
import { ListGroup, ListItem } from '../shared/shared.styles.ts';

/** One workshop address of the footer. */
export interface Workshop {
  /** The workshop's name ('Workshop Cikarang'). */
  name: string;
  /** Its address. */
  alamat: string;
}

/** SPEC 5: at most 4 workshop addresses. */
export const MAX_WORKSHOPS = 4;

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
  /** The workshops, in order. */
  value: Workshop[];
  /** Messages keyed `alamat.<i>.name` / `alamat.<i>.alamat`. */
  errors: FormErrors;
  /** Called with the next list. */
  onChange: (next: Workshop[]) => void;
}

/** Up to four name + address pairs, with add and remove. */
export function WorkshopList({ value, errors, onChange }: WorkshopListProps) {
  const update = (index: number, patch: Partial<Workshop>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const isFull = value.length >= MAX_WORKSHOPS;
  return (
    <ListGroup>
      <legend>{WORKSHOP_TEXT.legend}</legend>
      {value.map((workshop, index) => (
        <ListItem key={index}>
          <div>
            <TextInput label={WORKSHOP_TEXT.name(index + 1)} value={workshop.name} error={errors[`alamat.${index}.name`]} onChange={(event) => update(index, { name: event.target.value })} />
            <TextInput label={WORKSHOP_TEXT.alamat(index + 1)} value={workshop.alamat} error={errors[`alamat.${index}.alamat`]} onChange={(event) => update(index, { alamat: event.target.value })} />
          </div>
          <Button variant="secondary" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {WORKSHOP_TEXT.remove(index + 1)}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button variant="secondary" isDisabled={isFull} onClick={() => onChange([...value, { name: '', alamat: '' }])}>
          {WORKSHOP_TEXT.add}
        </Button>
        {isFull ? <p>{WORKSHOP_TEXT.limit}</p> : null}
      </div>
    </ListGroup>
  );
}
