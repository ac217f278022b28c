import type { components } from '@/api/schema.ts';
import { useSaveCategory } from '@/api/hooks/categories.ts';
import { TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { NameImageForm } from '../shared/NameImageForm.tsx';
import { EXTRA_SUCCESS_TEXT } from '../shared/texts.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type CategoryRecord = components['schemas']['Category'];

/** Labels and SPEC 5's messages of the category form. */
export const CATEGORY_FORM_TEXT = {
  noun: 'Kategori',
  name: 'Nama',
  image: 'Foto Kategori',
  nameRequired: REQUIRED.categoryName,
  imageRequired: TOAST_MISSING_UPLOAD.category,
  added: EXTRA_SUCCESS_TEXT.categoryAdded,
  updated: EXTRA_SUCCESS_TEXT.categoryUpdated,
} as const;

/** The add/edit modal of a category: name and one image (required on insert, SPEC 5). */
export function CategoryForm({ record, onClose, onSaved }: FormSlotProps<CategoryRecord>) {
  const save = useSaveCategory();
  return (
    <NameImageForm
      record={record && { id: record.id, name: record.name, imagePath: record.image.path }}
      text={CATEGORY_FORM_TEXT}
      nameMaxLength={limits.CategoryCreateForm.name}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
