import type { components } from '@/api/schema.ts';
import { useSaveProduct } from '@/api/hooks/products.ts';
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
import { LinkList } from './LinkList.tsx';
import { LookupSelect } from './LookupSelect.tsx';
import { FieldGrid } from './Products.styles.ts';
import { PRODUCT_FORM_TEXT as TEXT, productFormInitial, toProductValues, validateProduct } from './productFormValues.ts';

type ProductRecord = components['schemas']['Product'];

/** The large add/edit modal of a product (SPEC 2.3, 4, 5, 7). */
export function ProductForm({ record, onClose, onSaved }: FormSlotProps<ProductRecord>) {
  const save = useSaveProduct();
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: productFormInitial(record),
    validate: validateProduct,
    save: (values) => save.trigger({ id: record?.id ?? null, values: toProductValues(values, isInsert) }),
    reportFailure: reportSaveFailure,
    successText: isInsert ? SUCCESS_TEXT.productAdded : SUCCESS_TEXT.productUpdated,
    onSaved,
  });
  const { values, errors, setField, isBusy } = form;
  const sizes = useFormList(form, 'sizes');
  const colors = useFormList(form, 'colors');
  const links = useFormList(form, 'links');
  const title = isInsert ? FORM_TEXT.addTitle(TEXT.noun) : FORM_TEXT.editTitle(TEXT.noun);
  return (
    <FormModal title={title} onClose={onClose} onSubmit={form.handleSubmit} isBusy={isBusy} isDirty={form.isDirty} attachForm={form.attachForm} size="large">
      <TextInput label={TEXT.name} isRequired maxLength={255} value={values.name} error={errors.name} onChange={(event) => setField('name', event.target.value)} />
      <FieldGrid>
        <MoneyInput label={TEXT.harga} isRequired value={values.harga} error={errors.harga} onChange={(amount) => setField('harga', amount)} />
        <MoneyInput label={TEXT.hargaAkhir} hint={TEXT.hargaAkhirHint} value={values.hargaAkhir} error={errors.harga_akhir} onChange={(amount) => setField('hargaAkhir', amount)} />
        <LookupSelect kind="category" label={TEXT.category} isRequired value={values.category} error={errors.category_id} onChange={(option) => setField('category', option)} />
        <LookupSelect kind="brand" label={TEXT.brand} isRequired value={values.brand} error={errors.brand_id} onChange={(option) => setField('brand', option)} />
        <LookupSelect kind="type" label={TEXT.type} isRequired value={values.type} error={errors.type_id} onChange={(option) => setField('type', option)} />
        <TextInput label={TEXT.urutan} hint={TEXT.urutanHint} inputMode="numeric" value={values.urutan} error={errors.urutan} onChange={(event) => setField('urutan', event.target.value)} />
        <TextInput label={TEXT.garansi} maxLength={100} value={values.garansi} error={errors.garansi} onChange={(event) => setField('garansi', event.target.value)} />
        <TextInput label={TEXT.berat} maxLength={100} value={values.berat} error={errors.berat} onChange={(event) => setField('berat', event.target.value)} />
      </FieldGrid>
      <Switch label={TEXT.isBestSeller} isChecked={values.isBestSeller} isDisabled={isBusy} onChange={(isChecked) => setField('isBestSeller', isChecked)} />
      <FieldGrid>
        <NameList legend="Ukuran" list={sizes} cell="name" errors={errors} errorKey={(index) => `size[${index}]`} maxLength={100} isDisabled={isBusy} />
        <NameList legend="Warna" list={colors} cell="name" errors={errors} errorKey={(index) => `color[${index}]`} maxLength={100} isDisabled={isBusy} />
      </FieldGrid>
      <LinkList list={links} errors={errors} isDisabled={isBusy} />
      <RichTextEditor label={TEXT.keterangan} value={values.keterangan} error={errors.keterangan} isDisabled={isBusy} onChange={(html) => setField('keterangan', html)} />
      <UploadQueue
        label={TEXT.images}
        hint={TEXT.imagesHint}
        value={values.images}
        error={errors.image}
        maxFiles={TEXT.maxImages}
        allowsCover
        allowsRemoveExisting
        isDisabled={isBusy}
        onChange={(next) => setField('images', next)}
      />
    </FormModal>
  );
}
