import { useEffect, useRef, useState } from 'react';
import { Field, describedBy, useFieldIds } from '../../ui/Field/Field.tsx';
import { confirmRemoveFile } from '../Feedback/dialogs.ts';
import { DropArea } from './DropArea.tsx';
import { FileTiles } from './FileTiles.tsx';
import { RefusalNotice } from './RefusalNotice.tsx';
import type { Refusal } from './RefusalNotice.tsx';
import { usePreviewUrls } from './previewUrls.ts';
import { DEFAULT_HINT } from './texts.ts';
import {
  addFiles,
  chooseCover,
  isSingleMode,
  keptExisting,
  markExistingDeleted,
  remainingSlots,
  removeFile,
} from './uploadState.ts';
import type { UploadAccept, UploadQueueValue, UploadRules } from './uploadState.ts';
import { Root } from './UploadQueue.styles.ts';

/** Props of UploadQueue. */
export interface UploadQueueProps {
  /** Visible name of the field, e.g. 'Foto Produk'. */
  label: string;
  /** Queued files, saved files, deletions and cover (see UploadQueueValue); controlled. */
  value: UploadQueueValue;
  /** Called with the next value after every pick, drop, removal, deletion or cover change. */
  onChange: (value: UploadQueueValue) => void;
  /** Accepted files: 'image' (jpg, jpeg, png; the default) or 'pdf'. */
  accept?: UploadAccept;
  /** Most files at once, saved ones kept included; 1 (the default) is single-file mode, where a pick replaces. */
  maxFiles?: number;
  /** Help text under the field; by default the formats and the 20 MB limit. */
  hint?: string;
  /** A message from the form, e.g. 'Masukkan Thumbnail'. */
  error?: string;
  /** Lets the user choose exactly one cover among saved and new images (products, projects). */
  allowsCover?: boolean;
  /** Lets the user mark saved files for deletion, after 'Yakin hapus file yang anda pilih ?'. */
  allowsRemoveExisting?: boolean;
  /** Locks picking, dropping, removing and the cover choice. */
  isDisabled?: boolean;
  /** Marks the field as required. */
  isRequired?: boolean;
  /** Id of the file input (the label's target); generated when absent. */
  id?: string;
}

/**
 * An upload field that only queues (SPEC 5, 9): it checks type and size, shows previews, keeps saved
 * files with deletion after confirmation and one cover (SPEC 4), and reports everything via onChange.
 * Sending the files is the form's job, on save.
 */
export function UploadQueue({
  label,
  value,
  onChange,
  accept = 'image',
  maxFiles = 1,
  hint,
  error,
  allowsCover = false,
  allowsRemoveExisting = false,
  isDisabled = false,
  isRequired = false,
  id,
}: UploadQueueProps) {
  const ids = useFieldIds(id);
  const latest = useRef(value);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const previews = usePreviewUrls(value.files);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const isSingle = isSingleMode({ maxFiles });
  const rules: UploadRules = { accept, maxFiles, allowsCover: allowsCover && !isSingle };
  const coverGroup = rules.allowsCover ? `${ids.inputId}-cover` : null;
  const isFull = remainingSlots(value, rules) === 0;
  const shownExisting = isSingle && value.files.length > 0 ? [] : keptExisting(value);
  const problemsId = `${ids.inputId}-problems`;
  const hintText = hint ?? DEFAULT_HINT[accept];
  const fieldDescription = describedBy(ids, { hasError: Boolean(error), hasHint: true });
  const buttonDescription = refusal ? `${problemsId} ${fieldDescription}` : fieldDescription;

  const offer = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const result = addFiles(value, files, rules);
    const hasRefusal = result.rejected.length > 0 || result.overflow.length > 0;
    setRefusal(
      hasRefusal ? { rejected: result.rejected, overflowCount: result.overflow.length } : null,
    );
    if (result.value !== value) onChange(result.value);
  };

  const removeSaved = async (imageId: number) => {
    if (!(await confirmRemoveFile())) return;
    // The dialog is modal, but read the value as it is now, not as it was when it opened.
    onChange(markExistingDeleted(latest.current, imageId, rules));
  };

  return (
    <Field label={label} ids={ids} hint={hintText} error={error} isRequired={isRequired}>
      <Root role="group" aria-labelledby={ids.labelId}>
        <DropArea
          inputId={ids.inputId}
          accept={accept}
          isMultiple={!isSingle}
          isDisabled={isDisabled}
          isFull={isFull}
          maxFiles={maxFiles}
          isInvalid={Boolean(error) || refusal !== null}
          describedBy={buttonDescription}
          onFiles={offer}
        />
        <RefusalNotice id={problemsId} refusal={refusal} maxFiles={maxFiles} />
        <FileTiles
          listLabel={`File ${label}`}
          value={value}
          shownExisting={shownExisting}
          accept={accept}
          isSingle={isSingle}
          coverGroup={coverGroup}
          isDisabled={isDisabled}
          previews={previews}
          onChooseCover={(cover) => onChange(chooseCover(value, cover, rules))}
          onRemoveQueued={(index) => {
            setRefusal(null);
            onChange(removeFile(value, index, rules));
          }}
          onRemoveSaved={allowsRemoveExisting ? (imageId) => void removeSaved(imageId) : undefined}
        />
      </Root>
    </Field>
  );
}
