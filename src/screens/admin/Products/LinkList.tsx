import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormErrors } from '../shared/rules.ts';
import { ListGroup } from '../shared/shared.styles.ts';
import { LookupSelect } from './LookupSelect.tsx';
import type { LinkRow } from './productFormValues.ts';
import { LinkItem } from './Products.styles.ts';

/** The list's texts (ours). */
export const LINK_TEXT = {
  legend: 'Link E-commerce',
  marketplace: (n: number) => `Marketplace ${n}`,
  link: (n: number) => `Link Produk ${n}`,
  add: 'Tambah Link',
  remove: (n: number) => `Hapus Link ${n}`,
} as const;

/** Props of LinkList. */
export interface LinkListProps {
  /** The purchase links, in order. */
  value: LinkRow[];
  /** Messages keyed `ecommerces[i][ecommerces_id]` and `ecommerces[i][link_id]`. */
  errors: FormErrors;
  /** Called with the next list. */
  onChange: (next: LinkRow[]) => void;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** The product's purchase links: a marketplace from the lookup and the product's URL there (SPEC 7). */
export function LinkList({ value, errors, onChange, isDisabled = false }: LinkListProps) {
  const update = (index: number, patch: Partial<LinkRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{LINK_TEXT.legend}</legend>
      {value.map((row, index) => (
        <LinkItem key={index}>
          <LookupSelect
            kind="ecommerces"
            label={LINK_TEXT.marketplace(index + 1)}
            isRequired
            value={row.ecommerce}
            error={errors[`ecommerces[${index}][ecommerces_id]`]}
            onChange={(ecommerce) => update(index, { ecommerce })}
          />
          <TextInput
            label={LINK_TEXT.link(index + 1)}
            type="url"
            isRequired
            placeholder="https://"
            maxLength={2048}
            value={row.link}
            error={errors[`ecommerces[${index}][link_id]`]}
            onChange={(event) => update(index, { link: event.target.value })}
          />
          <Button variant="secondary" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {LINK_TEXT.remove(index + 1)}
          </Button>
        </LinkItem>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...value, { ecommerce: null, link: '' }])}>
          {LINK_TEXT.add}
        </Button>
      </div>
    </ListGroup>
  );
}
