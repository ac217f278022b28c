import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { Field, describedBy, useFieldIds } from '../../ui/Field/Field.tsx';
import { confirmRemoveFile } from '../Feedback/dialogs.ts';
import { ExistingTile } from './ExistingTile.tsx';
import { QueuedTile } from './QueuedTile.tsx';
import { fileKey } from './fileKey.ts';
import { usePreviewUrls } from './previewUrls.ts';
import {
  DEFAULT_HINT,
  DROP_TEXT,
  INVALID_FILE_MESSAGE,
  PICK_BUTTON_LABEL,
  PROBLEM_TEXT,
  tooManyText,
} from './texts.ts';
import {
  acceptAttribute,
  addFiles,
  chooseCover,
  isExistingCover,
  isNewCover,
  isSingleMode,
  keptExisting,
  markExistingDeleted,
  remainingSlots,
  removeFile,
} from './uploadState.ts';
import type { AddFilesResult, UploadAccept, UploadQueueValue, UploadRules } from './uploadState.ts';
import { DropZone, Problems, Root, TileList } from './UploadQueue.styles.ts';

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

/** Files refused by the last pick or drop. */
interface Refusal {
  rejected: AddFilesResult['rejected'];
  overflowCount: number;
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
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  const [isDragging, setIsDragging] = useState(false);
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

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    offer(Array.from(event.target.files ?? []));
    // Picking the same file again must fire change again.
    event.target.value = '';
  };

  // Dropping outside a drop target opens the file in the tab, so every drop is handled here.
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
    if (!isDisabled) setIsDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    offer(Array.from(event.dataTransfer.files));
  };

  const removeSaved = async (imageId: number) => {
    if (!(await confirmRemoveFile())) return;
    // The dialog is modal, but read the value as it is now, not as it was when it opened.
    onChange(markExistingDeleted(latest.current, imageId, rules));
  };

  const existingLabel = (index: number) =>
    isSingle
      ? accept === 'image'
        ? 'Gambar saat ini'
        : 'File saat ini'
      : `Gambar tersimpan ${index + 1}`;

  return (
    <Field label={label} ids={ids} hint={hintText} error={error} isRequired={isRequired}>
      <Root role="group" aria-labelledby={ids.labelId}>
        <DropZone
          $isDragging={isDragging}
          $isDisabled={isDisabled}
          $isInvalid={Boolean(error) || refusal !== null}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <span>{isFull ? tooManyText(maxFiles) : DROP_TEXT}</span>
          <Button
            variant="secondary"
            isDisabled={isDisabled || isFull}
            aria-describedby={buttonDescription}
            onClick={() => inputRef.current?.click()}
          >
            {PICK_BUTTON_LABEL}
          </Button>
          <input
            ref={inputRef}
            id={ids.inputId}
            type="file"
            hidden
            accept={acceptAttribute(accept)}
            multiple={!isSingle}
            disabled={isDisabled}
            onChange={onPick}
          />
        </DropZone>
        <Problems id={problemsId} role="alert">
          {refusal && refusal.rejected.length > 0 ? (
            <>
              <p>{INVALID_FILE_MESSAGE}</p>
              <ul>
                {refusal.rejected.map(({ file, problem }, index) => (
                  <li key={`${file.name}-${index}`}>
                    {file.name}: {PROBLEM_TEXT[problem]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {refusal && refusal.overflowCount > 0 ? <p>{tooManyText(maxFiles)}</p> : null}
        </Problems>
        {shownExisting.length + value.files.length > 0 ? (
          <TileList aria-label={`File ${label}`}>
            {shownExisting.map((image, index) => (
              <ExistingTile
                key={`saved-${image.id}`}
                image={image}
                label={existingLabel(index)}
                accept={accept}
                coverGroup={coverGroup}
                isCover={isExistingCover(value, image.id)}
                isDisabled={isDisabled}
                onChooseCover={() =>
                  onChange(chooseCover(value, { kind: 'existing', id: image.id }, rules))
                }
                onRemove={allowsRemoveExisting ? () => void removeSaved(image.id) : undefined}
              />
            ))}
            {value.files.map((file, index) => (
              <QueuedTile
                // The same File queued twice still needs two keys.
                key={
                  value.files.indexOf(file) === index ? fileKey(file) : `${fileKey(file)}-${index}`
                }
                file={file}
                previewUrl={accept === 'image' ? previews.urlFor(file) : null}
                coverGroup={coverGroup}
                isCover={isNewCover(value, index)}
                isDisabled={isDisabled}
                onChooseCover={() => onChange(chooseCover(value, { kind: 'new', index }, rules))}
                onRemove={() => {
                  setRefusal(null);
                  onChange(removeFile(value, index, rules));
                }}
              />
            ))}
          </TileList>
        ) : null}
      </Root>
    </Field>
  );
}
