import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormErrors } from '../shared/rules.ts';
import { ListGroup, ListItem } from '../shared/shared.styles.ts';

/** SPEC 5: at most 4 tags. */
export const MAX_TAGS = 4;

/** The list's texts (ours). */
export const TAG_TEXT = {
  legend: 'Tag',
  tag: (n: number) => `Tag ${n}`,
  add: 'Tambah Tag',
  remove: (n: number) => `Hapus Tag ${n}`,
  limit: `Maksimal ${MAX_TAGS} tag.`,
} as const;

/** Props of TagList. */
export interface TagListProps {
  /** The tags, in order. */
  value: string[];
  /** Messages keyed `tag.<i>`. */
  errors: FormErrors;
  /** Called with the next list. */
  onChange: (next: string[]) => void;
}

/** Up to four tags, with add and remove. */
export function TagList({ value, errors, onChange }: TagListProps) {
  const isFull = value.length >= MAX_TAGS;
  return (
    <ListGroup>
      <legend>{TAG_TEXT.legend}</legend>
      {value.map((tag, index) => (
        <ListItem key={index}>
          <TextInput
            label={TAG_TEXT.tag(index + 1)}
            value={tag}
            error={errors[`tag.${index}`]}
            onChange={(event) => onChange(value.map((item, i) => (i === index ? event.target.value : item)))}
          />
          <Button variant="secondary" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {TAG_TEXT.remove(index + 1)}
          </Button>
        </ListItem>
      ))}
      <div>
        <Button variant="secondary" isDisabled={isFull} onClick={() => onChange([...value, ''])}>
          {TAG_TEXT.add}
        </Button>
        {isFull ? <p>{TAG_TEXT.limit}</p> : null}
      </div>
    </ListGroup>
  );
}
