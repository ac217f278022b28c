import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import type { FormList } from '../shared/useFormList.ts';
import { ListGroup } from '../shared/shared.styles.ts';
import { LookupSelect } from './LookupSelect.tsx';
import type { LinkRow } from './productFormValues.ts';
import { LinkItem } from './Products.styles.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

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
  /** The purchase links, a field array of the form (useFormList). */
  list: FormList<LinkRow>;
  /** Locks the list while saving. */
  isDisabled?: boolean;
}

/** The product's purchase links: a marketplace from the lookup and the product's URL there (SPEC 7). */
export function LinkList({ list, isDisabled = false }: LinkListProps) {
  const { rows, keys, attachAddButton } = list;
  return (
    <ListGroup disabled={isDisabled}>
      <legend>{LINK_TEXT.legend}</legend>
      {rows.map((_, index) => (
        <LinkItem key={keys[index] ?? index}>
          <LookupSelect
            kind="ecommerces"
            label={LINK_TEXT.marketplace(index + 1)}
            isRequired
            {...list.field(index, 'ecommerce')}
          />
          <TextInput
            label={LINK_TEXT.link(index + 1)}
            type="url"
            isRequired
            placeholder="https://"
            maxLength={limits.ProductCreateForm['ecommerces[0][link_id]']}
            {...list.field(index, 'link')}
          />
          <Button variant="secondary" size="small" onClick={() => list.remove(index)}>
            {LINK_TEXT.remove(index + 1)}
          </Button>
        </LinkItem>
      ))}
      <div>
        <Button
          ref={attachAddButton}
          variant="secondary"
          onClick={() => list.append({ ecommerce: null, link: '' })}
        >
          {LINK_TEXT.add}
        </Button>
      </div>
    </ListGroup>
  );
}
