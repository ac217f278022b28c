import { useState } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { confirmDelete } from '../Feedback/dialogs.ts';
import { SelectedCount, SelectionBarBox } from './DataTable.styles.ts';
import { DATA_TABLE_TEXT, selectedCountText } from './texts.ts';
import type { DataTableBulkAction } from './types.ts';

/** Props of SelectionBar. */
export interface SelectionBarProps {
  /** How many rows are selected (the bar shows only from 1). */
  count: number;
  /** Runs an action on the selection; 'delete' only after SPEC's confirmation. Settles when done. */
  onAction: (action: DataTableBulkAction) => Promise<unknown>;
}

const BUTTONS: readonly {
  action: DataTableBulkAction;
  label: string;
  variant: 'secondary' | 'danger';
}[] = [
  { action: 'activate', label: DATA_TABLE_TEXT.activate, variant: 'secondary' },
  { action: 'deactivate', label: DATA_TABLE_TEXT.deactivate, variant: 'secondary' },
  { action: 'delete', label: DATA_TABLE_TEXT.deleteSelected, variant: 'danger' },
];

/** 'n dipilih' with 'Aktifkan', 'Nonaktifkan' and 'Hapus' for the rows ticked on the page. */
export function SelectionBar({ count, onAction }: SelectionBarProps) {
  const [running, setRunning] = useState<DataTableBulkAction | null>(null);
  if (count === 0) return null;
  const run = async (action: DataTableBulkAction) => {
    // SPEC 8: a delete asks 'Apakah anda yakin?' first, one selected row or many.
    if (action === 'delete' && !(await confirmDelete())) return;
    setRunning(action);
    try {
      await onAction(action);
    } finally {
      setRunning(null);
    }
  };
  return (
    <SelectionBarBox role="toolbar" aria-label={DATA_TABLE_TEXT.bulkToolbar}>
      <SelectedCount role="status">{selectedCountText(count)}</SelectedCount>
      {BUTTONS.map(({ action, label, variant }) => (
        <Button
          key={action}
          size="small"
          variant={variant}
          icon={action === 'delete' ? <Icon name="trash" size="small" /> : undefined}
          isBusy={running === action}
          isDisabled={running !== null && running !== action}
          onClick={() => void run(action)}
        >
          {label}
        </Button>
      ))}
    </SelectionBarBox>
  );
}
