import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { CoverLabel } from './UploadQueue.styles.ts';

/** Props of CoverRadio. */
export interface CoverRadioProps {
  /** Radio group name shared by every tile of one field. */
  name: string;
  /** What the tile shows, read after "Cover" by screen readers. */
  fileLabel: string;
  /** Whether this image is the cover. */
  isChecked: boolean;
  /** Whether the choice is locked. */
  isDisabled: boolean;
  /** Called when the user picks this image as the cover. */
  onChoose: () => void;
}

/** One radio of the field's cover group: exactly one image is the cover (SPEC 4). */
export function CoverRadio({ name, fileLabel, isChecked, isDisabled, onChoose }: CoverRadioProps) {
  return (
    <CoverLabel>
      <input
        type="radio"
        name={name}
        checked={isChecked}
        disabled={isDisabled}
        onChange={onChoose}
      />
      <span>
        Cover<VisuallyHidden> {fileLabel}</VisuallyHidden>
      </span>
    </CoverLabel>
  );
}
