import type { components } from '@/api/schema.ts';
import type { BoundField } from '@/components/Form/fieldBinder.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Spinner } from '@/ui/Spinner/Spinner.tsx';
import { ListGroup } from '../shared/shared.styles.ts';
import { FieldGrid, SectionNote } from './Products.styles.ts';
import { SpecField } from './SpecField.tsx';
import { SPEC_TEXT as TEXT, specKey } from './productSpecValues.ts';
import type { SpecFormValue } from './productSpecValues.ts';

type SpecAttribute = components['schemas']['SpecAttribute'];

/** Where the chosen type's attributes are. */
export type SpecAttributesState =
  | { status: 'no-type' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'loaded'; attributes: readonly SpecAttribute[] };

/** Props of SpecSection. */
export interface SpecSectionProps {
  /** The chosen type's attributes, or why there are none to show. */
  state: SpecAttributesState;
  /** Binds an attribute's value (the form's `specs.a<id>`). */
  field: (key: string) => BoundField<SpecFormValue | undefined>;
  /** The section's own message (attributes not loaded at save). */
  error?: string;
  /** Locks the inputs while saving. */
  isDisabled?: boolean;
}

/** The product form's 'Spesifikasi': one input per attribute of the chosen type, by its kind. */
export function SpecSection({ state, field, error, isDisabled = false }: SpecSectionProps) {
  return (
    <ListGroup disabled={isDisabled} aria-busy={state.status === 'loading' || undefined}>
      <legend>{TEXT.legend}</legend>
      {state.status === 'no-type' ? <SectionNote>{TEXT.chooseType}</SectionNote> : null}
      {state.status === 'loading' ? <Spinner size="small" label={TEXT.loading} showLabel /> : null}
      {state.status === 'failed' ? (
        <div>
          <SectionNote role="alert">{error ?? TEXT.failed}</SectionNote>
          <Button variant="secondary" size="small" onClick={state.retry}>
            {TEXT.retry}
          </Button>
        </div>
      ) : null}
      {state.status === 'loaded' && state.attributes.length === 0 ? (
        <SectionNote>{TEXT.none}</SectionNote>
      ) : null}
      {state.status === 'loaded' && state.attributes.length > 0 ? (
        <FieldGrid>
          {state.attributes.map((attribute) => {
            const bound = field(specKey(attribute.id));
            return (
              <SpecField
                key={attribute.id}
                attribute={attribute}
                value={bound.value}
                onChange={bound.onChange}
                error={bound.error}
                ref={bound.ref}
                isDisabled={isDisabled}
              />
            );
          })}
        </FieldGrid>
      ) : null}
    </ListGroup>
  );
}
