import type { components } from '@/api/schema.ts';
import { useSaveBumper } from '@/api/hooks/bumpers.ts';
import { SUCCESS_TEXT, TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { missingImage, pickedFile, singleImage } from '../shared/imageValue.ts';
import { requiredText } from '../shared/rules.ts';
import { EXTRA_SUCCESS_TEXT, FORM_TEXT } from '../shared/texts.ts';
import { useModalForm } from '../shared/useModalForm.ts';

type BumperRecord = components['schemas']['Bumper'];

/** Labels and SPEC 5's messages of the bumper form. */
export const BUMPER_FORM_TEXT = {
  noun: 'Bumper',
  name: 'Nama',
  image: 'Foto Bumper',
  nameRequired: 'Nama bumper tidak boleh kosong',
  imageRequired: TOAST_MISSING_UPLOAD.bumper,
} as const;

/** The add/edit modal of a home banner: name and one image (DECISIONS: one image per bumper). */
export function BumperForm({ record, onClose, onSaved }: FormSlotProps<BumperRecord>) {
  const save = useSaveBumper();
  const isInsert = record === null;
  const form = useModalForm({
    initial: { name: record?.name ?? '', image: singleImage(record?.path) },
    validate: (values) => ({
      name: requiredText(values.name, BUMPER_FORM_TEXT.nameRequired),
      image: missingImage(values.image, isInsert, BUMPER_FORM_TEXT.imageRequired),
    }),
    toastFields: ['image'],
    save: (values) =>
      save.trigger({ id: record?.id ?? null, values: { name: values.name.trim(), image: pickedFile(values.image) } }),
    successText: isInsert ? SUCCESS_TEXT.bumperAdded : EXTRA_SUCCESS_TEXT.bumperUpdated,
    onSaved,
  });
  const title = isInsert ? FORM_TEXT.addTitle(BUMPER_FORM_TEXT.noun) : FORM_TEXT.editTitle(BUMPER_FORM_TEXT.noun);
  return (
    <FormModal title={title} onClose={onClose} onSubmit={form.handleSubmit} isBusy={form.isBusy}>
      <TextInput
        label={BUMPER_FORM_TEXT.name}
        isRequired
        value={form.values.name}
        onChange={(event) => form.setField('name', event.target.value)}
        error={form.errors.name}
        maxLength={255}
      />
      <UploadQueue
        label={BUMPER_FORM_TEXT.image}
        value={form.values.image}
        onChange={(value) => form.setField('image', value)}
        error={form.errors.image}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
