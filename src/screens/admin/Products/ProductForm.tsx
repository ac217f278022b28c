import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { components } from '@/api/schema.ts';
import { useSaveProduct } from '@/api/hooks/products.ts';
import { useTypeSpecAttributes } from '@/api/hooks/specAttributes.ts';
import type { BoundField } from '@/components/Form/fieldBinder.ts';
import { hasErrors } from '@/components/Form/formErrors.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { RichTextEditor } from '@/components/RichTextEditor/index.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { MoneyInput } from '@/ui/MoneyInput/MoneyInput.tsx';
import { Switch } from '@/ui/Switch/Switch.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import { NameList } from '../shared/NameList.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { useFormList } from '../shared/useFormList.ts';
import { EquivalentList } from './EquivalentList.tsx';
import { LinkList } from './LinkList.tsx';
import { LookupSelect } from './LookupSelect.tsx';
import { FieldGrid } from './Products.styles.ts';
import { SpecSection } from './SpecSection.tsx';
import type { SpecAttributesState } from './SpecSection.tsx';
import { SPEC_TEXT, specApiFields } from './productSpecValues.ts';
import type { SpecFormValue } from './productSpecValues.ts';
import {
  PRODUCT_API_FIELDS,
  PRODUCT_FORM_TEXT as TEXT,
  productFormInitial,
  toProductValues,
  validateProduct,
} from './productFormValues.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

/** The contract's longest text of each field (openapi.yaml ProductCreateForm). */
const LIMITS = limits.ProductCreateForm;

type ProductRecord = components['schemas']['Product'];
type SpecAttribute = components['schemas']['SpecAttribute'];

const NO_ATTRIBUTES: readonly SpecAttribute[] = [];

/** The chosen type's attributes (GET admin/lookup/spec-attribute?type=), as the section shows them. */
function useSpecAttributesOf(typeId: number | null): SpecAttributesState {
  const lookup = useTypeSpecAttributes(typeId);
  if (typeId === null) return { status: 'no-type' };
  if (lookup.data) return { status: 'loaded', attributes: lookup.data.data };
  if (lookup.error) return { status: 'failed', retry: () => void lookup.mutate() };
  return { status: 'loading' };
}

/** The large add/edit modal of a product (SPEC 2.3, 4, 5, 7). */
export function ProductForm({ record, onClose, onSaved }: FormSlotProps<ProductRecord>) {
  const save = useSaveProduct();
  const isInsert = record === null;
  const [typeId, setTypeId] = useState<number | null>(record?.type.id ?? null);
  const specs = useSpecAttributesOf(typeId);
  const attributes = specs.status === 'loaded' ? specs.attributes : NO_ATTRIBUTES;
  const form = useCheckAndSaveForm({
    initial: productFormInitial(record),
    // Saving without the type's attributes would clear the stored values: the check refuses it
    // (shown when they failed to load; a press while they load waits for them, below).
    validate: (values) => ({
      ...validateProduct(values, attributes),
      specSection:
        specs.status === 'loading' || specs.status === 'failed' ? SPEC_TEXT.notLoaded : undefined,
    }),
    apiFieldNames: { ...PRODUCT_API_FIELDS, ...specApiFields(attributes) },
    save: (values) =>
      save.trigger({
        id: record?.id ?? null,
        values: toProductValues(values, isInsert, attributes),
      }),
    reportFailure: reportSaveFailure,
    successText: isInsert ? SUCCESS_TEXT.productAdded : SUCCESS_TEXT.productUpdated,
    onSaved,
  });
  // 'Simpan' pressed while the type's attributes load: the save waits for them and then goes on,
  // the button reading 'Memproses...' meanwhile (a message would vanish once they arrive and the
  // press look lost). A form that fails its other checks shows their messages at once instead.
  const [isSaveWaiting, setIsSaveWaiting] = useState(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const { attachForm } = form;
  const attach = useCallback(
    (element: HTMLFormElement | null) => {
      formElement.current = element;
      attachForm(element);
    },
    [attachForm],
  );
  const handleSubmit = (event: FormEvent) => {
    if (specs.status === 'loading' && !hasErrors(validateProduct(form.values, NO_ATTRIBUTES))) {
      event.preventDefault();
      setIsSaveWaiting(true);
      return;
    }
    form.handleSubmit(event);
  };
  // Loaded: the save goes on; failed: the section's message says why it did not.
  const [resumedSaves, setResumedSaves] = useState(0);
  if (isSaveWaiting && specs.status !== 'loading') {
    setIsSaveWaiting(false);
    setResumedSaves(resumedSaves + 1);
  }
  useEffect(() => {
    if (resumedSaves > 0) formElement.current?.requestSubmit();
  }, [resumedSaves]);
  const { field } = form;
  const isBusy = form.isBusy || isSaveWaiting;
  const chosenType = form.values.type;
  const chosenTypeId = chosenType ? Number(chosenType.id) : null;
  // The section follows the type field: a new type swaps its attributes.
  if (chosenTypeId !== typeId) setTypeId(chosenTypeId);
  const specField = (key: string) =>
    field(`specs.${key}`) as unknown as BoundField<SpecFormValue | undefined>;
  const equivalents = useFormList(form, 'equivalents');
  const bestSeller = field('isBestSeller');
  const sizes = useFormList(form, 'sizes');
  const colors = useFormList(form, 'colors');
  const links = useFormList(form, 'links');
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(TEXT.noun, isInsert)}
      onClose={onClose}
      form={{ handleSubmit, isBusy, isDirty: form.isDirty, attachForm: attach }}
      size="large"
    >
      <TextInput label={TEXT.name} isRequired maxLength={LIMITS.name} {...field('name')} />
      <FieldGrid>
        <MoneyInput label={TEXT.harga} isRequired {...field('harga')} />
        <MoneyInput label={TEXT.hargaAkhir} hint={TEXT.hargaAkhirHint} {...field('hargaAkhir')} />
        <LookupSelect kind="category" label={TEXT.category} isRequired {...field('category')} />
        <LookupSelect kind="brand" label={TEXT.brand} isRequired {...field('brand')} />
        <LookupSelect
          kind="type"
          label={TEXT.type}
          isRequired
          isDisabled={isSaveWaiting}
          {...field('type')}
        />
        <TextInput
          label={TEXT.urutan}
          hint={TEXT.urutanHint}
          inputMode="numeric"
          {...field('urutan')}
        />
        <TextInput label={TEXT.garansi} maxLength={LIMITS.garansi} {...field('garansi')} />
        <TextInput label={TEXT.berat} maxLength={LIMITS.berat} {...field('berat')} />
      </FieldGrid>
      <Switch
        label={TEXT.isBestSeller}
        isChecked={bestSeller.value}
        isDisabled={isBusy}
        onChange={bestSeller.onChange}
      />
      <FieldGrid>
        <NameList
          legend="Ukuran"
          list={sizes}
          cell="name"
          maxLength={LIMITS['size[0]']}
          isDisabled={isBusy}
        />
        <NameList
          legend="Warna"
          list={colors}
          cell="name"
          maxLength={LIMITS['color[0]']}
          isDisabled={isBusy}
        />
      </FieldGrid>
      <SpecSection
        state={specs}
        field={specField}
        error={form.errors.specSection}
        isDisabled={isBusy}
      />
      <EquivalentList list={equivalents} isDisabled={isBusy} />
      <LinkList list={links} isDisabled={isBusy} />
      <RichTextEditor label={TEXT.keterangan} isDisabled={isBusy} {...field('keterangan')} />
      <UploadQueue
        label={TEXT.images}
        hint={TEXT.imagesHint}
        maxFiles={TEXT.maxImages}
        allowsCover
        allowsRemoveExisting
        isDisabled={isBusy}
        {...field('images')}
      />
    </FormModal>
  );
}
