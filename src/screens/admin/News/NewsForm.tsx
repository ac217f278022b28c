import type { components } from '@/api/schema.ts';
import { useSaveNews } from '@/api/hooks/news.ts';
import { SUCCESS_TEXT, TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import { RichTextEditor } from '@/components/RichTextEditor/index.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { initialUploadValue } from '@/components/UploadQueue/uploadState.ts';
import { isRequiredFilled } from '@/lib/forms/required.ts';
import { TextArea } from '@/ui/TextArea/TextArea.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { missingImage, pickedFile, singleImage } from '../shared/imageValue.ts';
import { maxLength, requiredText } from '../shared/rules.ts';
import { FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

/** The contract's longest text of each field (openapi.yaml NewsCreateForm). */
const LIMITS = limits.NewsCreateForm;

type NewsRecord = components['schemas']['News'];

/** Labels and SPEC 5's messages of the news form. */
export const NEWS_FORM_TEXT = {
  noun: 'News',
  title: 'Judul',
  description: 'Deskripsi',
  content: 'Content',
  foto: 'Thumbnail',
  file: 'File PDF',
  titleRequired: REQUIRED.newsTitle,
  descriptionRequired: REQUIRED.newsDescription,
  contentRequired: REQUIRED.newsContent,
  fotoRequired: TOAST_MISSING_UPLOAD.thumbnail,
  fileRequired: TOAST_MISSING_UPLOAD.file,
} as const;

/** Whether rich text has any visible text (TinyMCE answers '<p>&nbsp;</p>' for an emptied editor). */
export function hasRichText(html: string): boolean {
  return isRequiredFilled(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));
}

/** The saved PDF shown by name and size in the upload field; a new pick replaces it. */
function savedPdf(file: NewsRecord['file']) {
  return initialUploadValue(
    file ? [{ id: 1, path: file.path, isCover: false, name: file.name, size: file.size }] : [],
  );
}

/** The add/edit modal of a news item: title, description, content, thumbnail and PDF (SPEC 2.3, 5). */
export function NewsForm({ record, onClose, onSaved }: FormSlotProps<NewsRecord>) {
  const save = useSaveNews();
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: {
      title: record?.title ?? '',
      description: record?.description ?? '',
      content: record?.content ?? '',
      foto: singleImage(record?.foto?.path),
      file: savedPdf(record?.file ?? null),
    },
    validate: (values) => ({
      title:
        requiredText(values.title, NEWS_FORM_TEXT.titleRequired) ??
        maxLength(values.title, LIMITS.title),
      description:
        requiredText(values.description, NEWS_FORM_TEXT.descriptionRequired) ??
        maxLength(values.description, LIMITS.description),
      content: hasRichText(values.content)
        ? maxLength(values.content, LIMITS.content)
        : NEWS_FORM_TEXT.contentRequired,
      foto: missingImage(values.foto, isInsert, NEWS_FORM_TEXT.fotoRequired),
      file: missingImage(values.file, isInsert, NEWS_FORM_TEXT.fileRequired),
    }),
    toastFields: ['foto', 'file'],
    save: (values) =>
      save.trigger({
        id: record?.id ?? null,
        values: {
          title: values.title.trim(),
          description: values.description.trim(),
          content: values.content,
          foto: pickedFile(values.foto),
          file: pickedFile(values.file),
        },
      }),
    reportFailure: reportSaveFailure,
    successText: isInsert ? SUCCESS_TEXT.newsAdded : SUCCESS_TEXT.newsUpdated,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(NEWS_FORM_TEXT.noun, isInsert)}
      onClose={onClose}
      form={form}
    >
      <TextInput
        label={NEWS_FORM_TEXT.title}
        isRequired
        {...form.field('title')}
        maxLength={LIMITS.title}
      />
      <TextArea label={NEWS_FORM_TEXT.description} isRequired {...form.field('description')} />
      <RichTextEditor
        label={NEWS_FORM_TEXT.content}
        isRequired
        {...form.field('content')}
        isDisabled={form.isBusy}
      />
      <UploadQueue
        label={NEWS_FORM_TEXT.foto}
        {...form.field('foto')}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
      <UploadQueue
        label={NEWS_FORM_TEXT.file}
        accept="pdf"
        {...form.field('file')}
        isRequired={isInsert}
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}
