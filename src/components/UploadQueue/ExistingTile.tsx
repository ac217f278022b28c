import { formatBytes } from '../../lib/format/bytes.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { CoverRadio } from './CoverRadio.tsx';
import type { ExistingImage, UploadAccept } from './uploadState.ts';
import {
  Actions,
  Caption,
  DocumentThumb,
  FileName,
  Meta,
  Thumb,
  Tile,
} from './UploadQueue.styles.ts';

/** Props of ExistingTile. */
export interface ExistingTileProps {
  /** The saved file. */
  image: ExistingImage;
  /** What it is called on screen and for screen readers, e.g. 'Gambar tersimpan 2'. */
  label: string;
  /** Whether it is an image or a document. */
  accept: UploadAccept;
  /** Cover radio group name; null when the field has no cover choice. */
  coverGroup: string | null;
  /** Whether this image is the cover. */
  isCover: boolean;
  /** Whether the tile's controls are locked. */
  isDisabled: boolean;
  /** Called when the user makes this image the cover. */
  onChooseCover: () => void;
  /** Called when the user asks to delete it; absent when saved files cannot be removed here. */
  onRemove?: () => void;
}

/** A file the server already has: preview or link, cover choice and a delete button. */
export function ExistingTile({
  image,
  label,
  accept,
  coverGroup,
  isCover,
  isDisabled,
  onChooseCover,
  onRemove,
}: ExistingTileProps) {
  return (
    <Tile $isCover={isCover}>
      {accept === 'image' ? (
        <Thumb src={image.path} alt={label} />
      ) : (
        <DocumentThumb aria-hidden="true">PDF</DocumentThumb>
      )}
      <Caption>
        <FileName title={image.name ?? label}>
          {accept === 'pdf' ? (
            <a href={image.path} target="_blank" rel="noopener noreferrer">
              {image.name ?? label}
            </a>
          ) : (
            (image.name ?? label)
          )}
        </FileName>
        <Meta>
          {image.size !== undefined ? `${formatBytes(image.size)} · tersimpan` : 'Tersimpan'}
        </Meta>
      </Caption>
      <Actions>
        {coverGroup ? (
          <CoverRadio
            name={coverGroup}
            fileLabel={label}
            isChecked={isCover}
            isDisabled={isDisabled}
            onChoose={onChooseCover}
          />
        ) : (
          <span />
        )}
        {onRemove ? (
          <Button
            variant="ghost"
            size="small"
            icon={<Icon name="trash" size="small" />}
            aria-label={`Hapus ${label}`}
            isDisabled={isDisabled}
            onClick={onRemove}
          />
        ) : null}
      </Actions>
    </Tile>
  );
}
