// The add/edit modal of the records that are a name and one image (bumpers, categories): the same
// fields, rules and save flow, only the texts and the save call differ.
import type { Mutation, SaveArgs } from '@/api/hooks/mutation.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from './FormModal.tsx';
import { missingImage, pickedFile, singleImage } from './imageValue.ts';
import { requiredText } from './rules.ts';
import { FORM_TEXT } from './texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from './reportError.ts';

/** The texts of one such form: labels, SPEC 5's messages and SPEC 8's success texts. */
export interface NameImageFormText {
  /** The resource in the modal's title ('Bumper' → 'Tambah Bumper'). */
  noun: string;
  /** Label of the name field. */
  name: string;
  /** Label of the image field. */
  image: string;
  /** SPEC 5's message for an empty name. */
  nameRequired: string;
  /** SPEC 5's message (field and toast) for a missing image on insert. */
  imageRequired: string;
  /** 'Berhasil!' text after an insert. */
  added: string;
  /** 'Berhasil!' text after an update. */
  updated: string;
}

/** Props of NameImageForm. */
export interface NameImageFormProps {
  /** The record being edited (its id, name and image path), or null when adding. */
  record: { id: number; name: string; imagePath: string | null | undefined } | null;
  /** The form's texts. */
  text: NameImageFormText;
  /** The longest name, the contract's (openapi.yaml). */
  nameMaxLength: number;
  /** The resource's save hook result. */
  save: Mutation<SaveArgs<{ name: string; image?: Blob | null }>, unknown>;
  /** Closes the modal without saving. */
  onClose: () => void;
  /** Closes the modal and reloads the list at page 1. */
  onSaved: () => void;
}

/** Name (required) and one image (required on insert, optional on update: SPEC 5). */
export function NameImageForm({
  record,
  text,
  nameMaxLength,
  save,
  onClose,
  onSaved,
}: NameImageFormProps) {
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: { name: record?.name ?? '', image: singleImage(record?.imagePath) },
    validate: (values) => ({
      name: requiredText(values.name, text.nameRequired),
      image: missingImage(values.image, isInsert, text.imageRequired),
    }),
    toastFields: ['image'],
    save: (values) =>
      save.trigger({
        id: record?.id ?? null,
        values: { name: values.name.trim(), image: pickedFile(values.image) },
      }),
    reportFailure: reportSaveFailure,
    successText: isInsert ? text.added : text.updated,
    onSaved,
  });
  return (
    <FormModal title={FORM_TEXT.recordTitle(text.noun, isInsert)} onClose={onClose} form={form}>
      <TextInput label={text.name} isRequired {...form.field('name')} maxLength={nameMaxLength} />
      <UploadQueue
        label={text.image}
        {...form.field('image')}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
