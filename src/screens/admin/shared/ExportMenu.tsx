// 'Ekspor' beside a table's other header buttons (issue 14): a menu offering CSV and Excel; the
// file holds every row the table shows for its current search and sort (the caller passes them).
import { useState } from 'react';
import type { ExportFile, ExportFormat } from '@/api/hooks/exports.ts';
import { saveBlob } from '@/ui/dom/saveBlob.ts';
import { Dropdown } from '@/ui/Dropdown/Dropdown.tsx';
import { reportApiError } from './reportError.ts';

/** The export menu's texts. */
export const EXPORT_TEXT = {
  open: 'Ekspor',
  csv: 'Unduh CSV (.csv)',
  xlsx: 'Unduh Excel (.xlsx)',
  busy: 'Menyiapkan file...',
} as const;

/** Props of ExportMenu. */
export interface ExportMenuProps {
  /** Makes the file of the chosen kind for the table's current search and sort. */
  onExport: (format: ExportFormat) => Promise<ExportFile>;
}

/**
 * The menu button; while the server makes the file it reads 'Menyiapkan file...' and cannot be
 * pressed again. A failure shows SPEC 8's shared error dialog (in Indonesian), as every admin call does.
 */
export function ExportMenu({ onExport }: ExportMenuProps) {
  const [isBusy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const file = await onExport(format);
      saveBlob(file.blob, file.fileName);
      setBusy(false);
    } catch (error) {
      // Ready again while the dialog shows (the dialog's promise ends only when it is closed).
      setBusy(false);
      void reportApiError(error);
    }
  };
  return (
    <Dropdown
      label={EXPORT_TEXT.open}
      variant="secondary"
      // Header actions sit at the table's right edge: the menu opens leftwards from there.
      align="end"
      isBusy={isBusy}
      busyLabel={EXPORT_TEXT.busy}
      items={[
        { id: 'csv', label: EXPORT_TEXT.csv, onSelect: () => void run('csv') },
        { id: 'xlsx', label: EXPORT_TEXT.xlsx, onSelect: () => void run('xlsx') },
      ]}
    />
  );
}
