import type { components } from '@/api/schema.ts';
import { useSaveType } from '@/api/hooks/types.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { requiredText } from '../shared/rules.ts';
import { EXTRA_SUCCESS_TEXT, FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type TypeRecord = components['schemas']['Type'];

/** Labels and SPEC 5's message of the type form. */
export const TYPE_FORM_TEXT = {
  noun: 'Tipe Produk',
  name: 'Nama',
  nameRequired: REQUIRED.typeName,
} as const;

/** The add/edit modal of a product type: one name (SPEC 5: 'Nama type' when empty). */
export function TypeForm({ record, onClose, onSaved }: FormSlotProps<TypeRecord>) {
  const save = useSaveType();
  const form = useCheckAndSaveForm({
    initial: { name: record?.name ?? '' },
    validate: (values) => ({ name: requiredText(values.name, TYPE_FORM_TEXT.nameRequired) }),
    save: (values) =>
      save.trigger({ id: record?.id ?? null, values: { name: values.name.trim() } }),
    reportFailure: reportSaveFailure,
    successText: record ? EXTRA_SUCCESS_TEXT.typeUpdated : SUCCESS_TEXT.typeAdded,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(TYPE_FORM_TEXT.noun, !record)}
      onClose={onClose}
      form={form}
    >
      <TextInput
        label={TYPE_FORM_TEXT.name}
        isRequired
        {...form.field('name')}
        maxLength={limits.TypeInput.name}
      />
    </FormModal>
  );
}
