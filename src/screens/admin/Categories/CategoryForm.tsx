import type { components } from '@/api/schema.ts';
import { useSaveCategory } from '@/api/hooks/categories.ts';
import { TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { missingImage, pickedFile, singleImage } from '../shared/imageValue.ts';
import { requiredText } from '../shared/rules.ts';
import { EXTRA_SUCCESS_TEXT, FORM_TEXT } from '../shared/texts.ts';
import { useModalForm } from '../shared/useModalForm.ts';

type CategoryRecord = components['schemas']['Category'];

/** Labels and SPEC 5's messages of the category form. */
export const CATEGORY_FORM_TEXT = {
  noun: 'Kategori',
  name: 'Nama',
  image: 'Foto Kategori',
  nameRequired: 'Nama kategori tidak boleh kosong',
  imageRequired: TOAST_MISSING_UPLOAD.category,
} as const;

/** The add/edit modal of a category: name and one image (required on insert, SPEC 5). */
export function CategoryForm({ record, onClose, onSaved }: FormSlotProps<CategoryRecord>) {
  const save = useSaveCategory();
  const isInsert = record === null;
  const form = useModalForm({
    initial: { name: record?.name ?? '', image: singleImage(record?.image.path) },
    validate: (values) => ({
      name: requiredText(values.name, CATEGORY_FORM_TEXT.nameRequired),
      image: missingImage(values.image, isInsert, CATEGORY_FORM_TEXT.imageRequired),
    }),
    toastFields: ['image'],
    save: (values) =>
      save.trigger({ id: record?.id ?? null, values: { name: values.name.trim(), image: pickedFile(values.image) } }),
    successText: isInsert ? EXTRA_SUCCESS_TEXT.categoryAdded : EXTRA_SUCCESS_TEXT.categoryUpdated,
    onSaved,
  });
  const title = isInsert ? FORM_TEXT.addTitle(CATEGORY_FORM_TEXT.noun) : FORM_TEXT.editTitle(CATEGORY_FORM_TEXT.noun);
  return (
    <FormModal title={title} onClose={onClose} onSubmit={form.handleSubmit} isBusy={form.isBusy}>
      <TextInput
        label={CATEGORY_FORM_TEXT.name}
        isRequired
        value={form.values.name}
        onChange={(event) => form.setField('name', event.target.value)}
        error={form.errors.name}
        maxLength={255}
      />
      <UploadQueue
        label={CATEGORY_FORM_TEXT.image}
        value={form.values.image}
        onChange={(value) => form.setField('image', value)}
        error={form.errors.image}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
