import type { components } from '@/api/schema.ts';
import { useSaveProject } from '@/api/hooks/projects.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { initialUploadValue, toSubmission } from '@/components/UploadQueue/uploadState.ts';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { maxLength, requiredText } from '../shared/rules.ts';
import { FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import { MAX_GALLERY_IMAGES } from '@/lib/forms/limits.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type ProjectRecord = components['schemas']['Project'];

/** Labels and SPEC 5's message of the project form. */
export const PROJECT_FORM_TEXT = {
  noun: 'Project',
  title: 'Judul Project',
  images: 'Foto Project',
  titleRequired: REQUIRED.projectTitle,
  maxTitle: limits.ProjectCreateForm.title,
  maxImages: MAX_GALLERY_IMAGES,
} as const;

/** The add/edit modal of a project: title (max 80) and many images with one cover (SPEC 4, 5). */
export function ProjectForm({ record, onClose, onSaved }: FormSlotProps<ProjectRecord>) {
  const save = useSaveProject();
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: {
      title: record?.title ?? '',
      images: initialUploadValue(record?.projectsFile ?? [], { allowsCover: true }),
    },
    validate: (values) => ({
      title:
        requiredText(values.title, PROJECT_FORM_TEXT.titleRequired) ??
        maxLength(values.title, PROJECT_FORM_TEXT.maxTitle),
    }),
    save: (values) => {
      const upload = toSubmission(values.images);
      return save.trigger({
        id: record?.id ?? null,
        values: {
          title: values.title.trim(),
          image: upload.files,
          isCover: upload.isCover.map((flag) => flag === 1),
          ...(isInsert ? {} : { isCoverId: upload.isCoverId, idDeleteFile: upload.idDeleteFile }),
        },
      });
    },
    // The server names a refused image `image` (too many) or `image[i]`; both belong to the one upload field.
    apiFieldNames: { image: 'images', 'image[0]': 'images' },
    reportFailure: reportSaveFailure,
    successText: isInsert ? SUCCESS_TEXT.projectAdded : SUCCESS_TEXT.projectUpdated,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(PROJECT_FORM_TEXT.noun, isInsert)}
      onClose={onClose}
      form={form}
      size="large"
    >
      <TextInput
        label={PROJECT_FORM_TEXT.title}
        isRequired
        {...form.field('title')}
        maxLength={PROJECT_FORM_TEXT.maxTitle}
        showCharacterCount
      />
      <UploadQueue
        label={PROJECT_FORM_TEXT.images}
        {...form.field('images')}
        maxFiles={PROJECT_FORM_TEXT.maxImages}
        allowsCover
        allowsRemoveExisting
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
