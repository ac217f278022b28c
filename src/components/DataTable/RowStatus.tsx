import { useState } from 'react';
import { Badge } from '../../ui/Badge/Badge.tsx';
import { Switch } from '../../ui/Switch/Switch.tsx';
import { showStatusChanged } from '../Feedback/toasts.ts';
import { DATA_TABLE_TEXT, statusLabel } from './texts.ts';

/** Props of RowStatus. */
export interface RowStatusProps {
  /** The row's name for the switch's accessible name. */
  rowLabel: string;
  /** Whether the record is active, as the last load said. */
  isActive: boolean;
  /** Flips the flag on the server; without it the status shows as a read-only badge. */
  onToggle?: () => Promise<unknown>;
  /** Called when the toggle failed, so that the parent reloads the list (SPEC 4). */
  onReload?: () => void;
}

/**
 * A row's active flag (SPEC 4): the switch shows the new state while the call runs (busy), then
 * the toast 'Status berhasil diubah!'; a failure puts the old state back and asks for a reload.
 */
export function RowStatus({ rowLabel, isActive, onToggle, onReload }: RowStatusProps) {
  const [intended, setIntended] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // A fresh load is the truth again: forget the intended state once the prop changes.
  const [loadedActive, setLoadedActive] = useState(isActive);
  if (loadedActive !== isActive) {
    setLoadedActive(isActive);
    setIntended(null);
  }

  if (!onToggle) {
    return (
      <Badge tone={isActive ? 'success' : 'neutral'} size="small">
        {isActive ? DATA_TABLE_TEXT.active : DATA_TABLE_TEXT.inactive}
      </Badge>
    );
  }

  const handleChange = async (next: boolean) => {
    setIntended(next);
    setIsBusy(true);
    try {
      await onToggle();
      showStatusChanged();
    } catch {
      // The shared error handler has told the user; the list reloads to show the truth.
      setIntended(null);
      onReload?.();
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Switch
      label={statusLabel(rowLabel)}
      isLabelHidden
      isChecked={intended ?? isActive}
      isBusy={isBusy}
      onChange={(next) => void handleChange(next)}
    />
  );
}
