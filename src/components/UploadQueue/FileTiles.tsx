import { ExistingTile } from './ExistingTile.tsx';
import { QueuedTile } from './QueuedTile.tsx';
import { fileKey } from './fileKey.ts';
import type { PreviewUrls } from './previewUrls.ts';
import { isExistingCover, isNewCover } from './uploadState.ts';
import type { CoverChoice, ExistingImage, UploadAccept, UploadQueueValue } from './uploadState.ts';
import { TileList } from './UploadQueue.styles.ts';

/** Props of FileTiles. */
export interface FileTilesProps {
  /** Accessible name of the list. */
  listLabel: string;
  /** The field's value (queued files and the cover). */
  value: UploadQueueValue;
  /** Saved files to show (kept ones; none once a single-mode field has a replacement queued). */
  shownExisting: ExistingImage[];
  /** Accepted kind: images get previews, pdf gets a document tile. */
  accept: UploadAccept;
  /** Single-file mode: the saved file is "the current one". */
  isSingle: boolean;
  /** Cover radio group name; null when the field has no cover choice. */
  coverGroup: string | null;
  /** Whether every control is locked. */
  isDisabled: boolean;
  /** Object URLs of the previews. */
  previews: PreviewUrls;
  /** Called when the user picks a cover. */
  onChooseCover: (cover: Exclude<CoverChoice, null>) => void;
  /** Called when the user removes a queued file. */
  onRemoveQueued: (index: number) => void;
  /** Called when the user asks to delete a saved file; absent when that is not allowed. */
  onRemoveSaved?: (id: number) => void;
}

// What a saved file is called on screen and for screen readers.
function savedLabel(index: number, accept: UploadAccept, isSingle: boolean): string {
  if (!isSingle) return `Gambar tersimpan ${index + 1}`;
  return accept === 'image' ? 'Gambar saat ini' : 'File saat ini';
}

/** The grid of saved files, then queued files, in the order they are kept and sent. */
export function FileTiles({
  listLabel,
  value,
  shownExisting,
  accept,
  isSingle,
  coverGroup,
  isDisabled,
  previews,
  onChooseCover,
  onRemoveQueued,
  onRemoveSaved,
}: FileTilesProps) {
  if (shownExisting.length + value.files.length === 0) return null;
  return (
    <TileList aria-label={listLabel}>
      {shownExisting.map((image, index) => (
        <ExistingTile
          key={`saved-${image.id}`}
          image={image}
          label={savedLabel(index, accept, isSingle)}
          accept={accept}
          coverGroup={coverGroup}
          isCover={isExistingCover(value, image.id)}
          isDisabled={isDisabled}
          onChooseCover={() => onChooseCover({ kind: 'existing', id: image.id })}
          onRemove={onRemoveSaved ? () => onRemoveSaved(image.id) : undefined}
        />
      ))}
      {value.files.map((file, index) => (
        <QueuedTile
          // The same File queued twice still needs two keys.
          key={value.files.indexOf(file) === index ? fileKey(file) : `${fileKey(file)}-${index}`}
          file={file}
          previewUrl={accept === 'image' ? previews.urlFor(file) : null}
          coverGroup={coverGroup}
          isCover={isNewCover(value, index)}
          isDisabled={isDisabled}
          onChooseCover={() => onChooseCover({ kind: 'new', index })}
          onRemove={() => onRemoveQueued(index)}
        />
      ))}
    </TileList>
  );
}
