import { formatBytes } from '../../lib/format/bytes.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { CoverRadio } from './CoverRadio.tsx';
import {
  Actions,
  Caption,
  DocumentThumb,
  FileName,
  Meta,
  Thumb,
  Tile,
} from './UploadQueue.styles.ts';

/** Props of QueuedTile. */
export interface QueuedTileProps {
  /** The queued file. */
  file: File;
  /** Object URL of its preview; null for a document. */
  previewUrl: string | null;
  /** Cover radio group name; null when the field has no cover choice. */
  coverGroup: string | null;
  /** Whether this file is the cover. */
  isCover: boolean;
  /** Whether the tile's controls are locked. */
  isDisabled: boolean;
  /** Called when the user makes this file the cover. */
  onChooseCover: () => void;
  /** Called when the user takes the file out of the queue (no confirmation: it was never sent). */
  onRemove: () => void;
}

/** A file waiting to be sent: preview, name, size, cover choice and a remove button. */
export function QueuedTile({
  file,
  previewUrl,
  coverGroup,
  isCover,
  isDisabled,
  onChooseCover,
  onRemove,
}: QueuedTileProps) {
  return (
    <Tile $isCover={isCover}>
      {previewUrl ? (
        <Thumb src={previewUrl} alt={file.name} />
      ) : (
        <DocumentThumb aria-hidden="true">PDF</DocumentThumb>
      )}
      <Caption>
        <FileName title={file.name}>{file.name}</FileName>
        <Meta>{formatBytes(file.size)}</Meta>
      </Caption>
      <Actions>
        {coverGroup ? (
          <CoverRadio
            name={coverGroup}
            fileLabel={file.name}
            isChecked={isCover}
            isDisabled={isDisabled}
            onChoose={onChooseCover}
          />
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          size="small"
          icon={<Icon name="trash" size="small" />}
          aria-label={`Hapus ${file.name}`}
          isDisabled={isDisabled}
          onClick={onRemove}
        />
      </Actions>
    </Tile>
  );
}
