import type { components } from '@/api/schema.ts';
import { useSaveBrand } from '@/api/hooks/brands.ts';
import { TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { TextArea } from '@/ui/TextArea/TextArea.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { missingImage, pickedFile, singleImage } from '../shared/imageValue.ts';
import { requiredText } from '../shared/rules.ts';
import { EXTRA_SUCCESS_TEXT, FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type BrandRecord = components['schemas']['Brand'];

/** Labels and SPEC 5's messages of the brand form. */
export const BRAND_FORM_TEXT = {
  noun: 'Brand',
  name: 'Nama',
  keterangan: 'Keterangan',
  imageMain: 'Foto Brand',
  imageThumbnail: 'Thumbnail',
  nameRequired: REQUIRED.brandName,
  keteranganRequired: REQUIRED.brandKeterangan,
  imageMainRequired: TOAST_MISSING_UPLOAD.brandMain,
  thumbnailRequired: TOAST_MISSING_UPLOAD.thumbnail,
} as const;

/** The add/edit modal of a brand: name, description, banner and thumbnail (both required on insert). */
export function BrandForm({ record, onClose, onSaved }: FormSlotProps<BrandRecord>) {
  const save = useSaveBrand();
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: {
      name: record?.name ?? '',
      keterangan: record?.keterangan ?? '',
      imageMain: singleImage(record?.mainFile.path),
      imageThumbnail: singleImage(record?.thumbnail.path),
    },
    validate: (values) => ({
      name: requiredText(values.name, BRAND_FORM_TEXT.nameRequired),
      keterangan: requiredText(values.keterangan, BRAND_FORM_TEXT.keteranganRequired),
      imageMain: missingImage(values.imageMain, isInsert, BRAND_FORM_TEXT.imageMainRequired),
      imageThumbnail: missingImage(
        values.imageThumbnail,
        isInsert,
        BRAND_FORM_TEXT.thumbnailRequired,
      ),
    }),
    toastFields: ['imageMain', 'imageThumbnail'],
    save: (values) =>
      save.trigger({
        id: record?.id ?? null,
        values: {
          name: values.name.trim(),
          keterangan: values.keterangan.trim(),
          imageMain: pickedFile(values.imageMain),
          imageThumbnail: pickedFile(values.imageThumbnail),
        },
      }),
    reportFailure: reportSaveFailure,
    successText: isInsert ? EXTRA_SUCCESS_TEXT.brandAdded : EXTRA_SUCCESS_TEXT.brandUpdated,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(BRAND_FORM_TEXT.noun, isInsert)}
      onClose={onClose}
      form={form}
    >
      <TextInput
        label={BRAND_FORM_TEXT.name}
        isRequired
        {...form.field('name')}
        maxLength={limits.BrandCreateForm.name}
      />
      <TextArea label={BRAND_FORM_TEXT.keterangan} isRequired {...form.field('keterangan')} />
      <UploadQueue
        label={BRAND_FORM_TEXT.imageMain}
        {...form.field('imageMain')}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
      <UploadQueue
        label={BRAND_FORM_TEXT.imageThumbnail}
        {...form.field('imageThumbnail')}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
