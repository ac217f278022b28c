import type { components } from '@/api/schema.ts';
import { useSaveEcommerce } from '@/api/hooks/ecommerces.ts';
import { TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
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

type EcommerceRecord = components['schemas']['Ecommerce'];

/** Labels and SPEC 5's messages of the marketplace form. */
export const ECOMMERCE_FORM_TEXT = {
  noun: 'E-Commerce',
  name: 'Nama',
  link: 'Link',
  image: 'Logo',
  nameRequired: REQUIRED.ecommerceName,
  linkRequired: REQUIRED.ecommerceLink,
  imageRequired: TOAST_MISSING_UPLOAD.ecommerce,
} as const;

/** The add/edit modal of a marketplace: name, link and logo (required on insert, SPEC 5). */
export function EcommerceForm({ record, onClose, onSaved }: FormSlotProps<EcommerceRecord>) {
  const save = useSaveEcommerce();
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: {
      name: record?.name ?? '',
      link: record?.link ?? '',
      image: singleImage(record?.image.path),
    },
    validate: (values) => ({
      name: requiredText(values.name, ECOMMERCE_FORM_TEXT.nameRequired),
      link: requiredText(values.link, ECOMMERCE_FORM_TEXT.linkRequired),
      image: missingImage(values.image, isInsert, ECOMMERCE_FORM_TEXT.imageRequired),
    }),
    toastFields: ['image'],
    save: (values) =>
      save.trigger({
        id: record?.id ?? null,
        values: {
          name: values.name.trim(),
          link: values.link.trim(),
          image: pickedFile(values.image),
        },
      }),
    reportFailure: reportSaveFailure,
    successText: isInsert ? EXTRA_SUCCESS_TEXT.ecommerceAdded : EXTRA_SUCCESS_TEXT.ecommerceUpdated,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(ECOMMERCE_FORM_TEXT.noun, isInsert)}
      onClose={onClose}
      form={form}
    >
      <TextInput
        label={ECOMMERCE_FORM_TEXT.name}
        isRequired
        {...form.field('name')}
        maxLength={limits.EcommerceCreateForm.name}
      />
      <TextInput
        label={ECOMMERCE_FORM_TEXT.link}
        type="url"
        isRequired
        {...form.field('link')}
        maxLength={limits.EcommerceCreateForm.link}
        placeholder="https://"
      />
      <UploadQueue
        label={ECOMMERCE_FORM_TEXT.image}
        {...form.field('image')}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
