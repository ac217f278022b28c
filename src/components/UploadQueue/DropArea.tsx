import { useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { DROP_TEXT, PICK_BUTTON_LABEL, tooManyText } from './texts.ts';
import { acceptAttribute } from './uploadState.ts';
import type { UploadAccept } from './uploadState.ts';
import { DropZone } from './UploadQueue.styles.ts';

/** Props of DropArea. */
export interface DropAreaProps {
  /** Id of the hidden file input (the field label's target). */
  inputId: string;
  /** Accepted kind, for the input's accept attribute. */
  accept: UploadAccept;
  /** Whether the input takes several files at once. */
  isMultiple: boolean;
  /** Whether picking and dropping are locked. */
  isDisabled: boolean;
  /** Whether the field holds its maximum: the button is off and the text says so. */
  isFull: boolean;
  /** The field's maximum, for the "full" text. */
  maxFiles: number;
  /** Whether the field shows an error (red dashed border). */
  isInvalid: boolean;
  /** Ids of the texts that describe the picker button. */
  describedBy?: string;
  /** Called with the files picked or dropped. */
  onFiles: (files: File[]) => void;
}

/** The drop target with its keyboard-accessible "Pilih File" button and the hidden file input. */
export function DropArea({
  inputId,
  accept,
  isMultiple,
  isDisabled,
  isFull,
  maxFiles,
  isInvalid,
  describedBy,
  onFiles,
}: DropAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
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
    if (!isDisabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <DropZone
      $isDragging={isDragging}
      $isDisabled={isDisabled}
      $isInvalid={isInvalid}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <span>{isFull ? tooManyText(maxFiles) : DROP_TEXT}</span>
      <Button
        variant="secondary"
        isDisabled={isDisabled || isFull}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {PICK_BUTTON_LABEL}
      </Button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        accept={acceptAttribute(accept)}
        multiple={isMultiple}
        disabled={isDisabled}
        onChange={onPick}
      />
    </DropZone>
  );
}
