import type { components } from '@/api/schema.ts';
import { useSaveBumper } from '@/api/hooks/bumpers.ts';
import { SUCCESS_TEXT, TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { NameImageForm } from '../shared/NameImageForm.tsx';
import { EXTRA_SUCCESS_TEXT } from '../shared/texts.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type BumperRecord = components['schemas']['Bumper'];

/** Labels and SPEC 5's messages of the bumper form. */
export const BUMPER_FORM_TEXT = {
  noun: 'Bumper',
  name: 'Nama',
  image: 'Foto Bumper',
  nameRequired: REQUIRED.bumperName,
  imageRequired: TOAST_MISSING_UPLOAD.bumper,
  added: SUCCESS_TEXT.bumperAdded,
  updated: EXTRA_SUCCESS_TEXT.bumperUpdated,
} as const;

/** The add/edit modal of a home banner: name and one image (DECISIONS: one image per bumper). */
export function BumperForm({ record, onClose, onSaved }: FormSlotProps<BumperRecord>) {
  const save = useSaveBumper();
  return (
    <NameImageForm
      record={record && { id: record.id, name: record.name, imagePath: record.path }}
      text={BUMPER_FORM_TEXT}
      nameMaxLength={limits.BumperCreateForm.name}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
