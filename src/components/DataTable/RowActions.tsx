import { Dropdown } from '../../ui/Dropdown/Dropdown.tsx';
import type { DropdownItem } from '../../ui/Dropdown/Dropdown.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { TriggerContent } from './DataTable.styles.ts';
import { confirmDelete } from '../Feedback/dialogs.ts';
import { DATA_TABLE_TEXT, actionsLabel } from './texts.ts';
import type { DataTableRow, DataTableRowAction } from './types.ts';

/** Props of RowActions. */
export interface RowActionsProps<Row extends DataTableRow> {
  /** The row the menu acts on. */
  row: Row;
  /** The row's name for the trigger's accessible name ('Aksi Silinder'). */
  rowLabel: string;
  /** 'Detail' (products): shown first when given. */
  onDetail?: (row: Row) => void;
  /** 'Edit'. */
  onEdit?: (row: Row) => void;
  /** 'Delete': called only after the user confirmed with 'Ya, Hapus'. */
  onDelete?: (row: Row) => unknown;
  /** Extra items between Detail and Edit ('Reset Password'). */
  extraActions?: readonly DataTableRowAction<Row>[];
}

/** Builds the menu: Detail, extra actions, Edit, Delete, each only when its callback exists. */
function menuItems<Row extends DataTableRow>({
  row,
  onDetail,
  onEdit,
  onDelete,
  extraActions = [],
}: RowActionsProps<Row>): DropdownItem[] {
  const items: DropdownItem[] = [];
  if (onDetail)
    items.push({ id: 'detail', label: DATA_TABLE_TEXT.detail, onSelect: () => onDetail(row) });
  for (const action of extraActions) {
    if (action.isShownFor && !action.isShownFor(row)) continue;
    items.push({
      id: action.id,
      label: action.label,
      tone: action.tone,
      onSelect: () => action.onSelect(row),
    });
  }
  if (onEdit) {
    const icon = <Icon name="edit" size="small" />;
    items.push({ id: 'edit', label: DATA_TABLE_TEXT.edit, icon, onSelect: () => onEdit(row) });
  }
  if (onDelete) {
    items.push({
      id: 'delete',
      label: DATA_TABLE_TEXT.delete,
      tone: 'danger',
      icon: <Icon name="trash" size="small" />,
      // SPEC 8: 'Apakah anda yakin?' first; only 'Ya, Hapus' deletes.
      onSelect: () => {
        void confirmDelete().then((isConfirmed) => {
          if (isConfirmed) onDelete(row);
        });
      },
    });
  }
  return items;
}

/** A row's 'Aksi' menu (SPEC 2.3); nothing when the row has no action. */
export function RowActions<Row extends DataTableRow>(props: RowActionsProps<Row>) {
  const items = menuItems(props);
  if (items.length === 0) return null;
  return (
    <Dropdown
      label={actionsLabel(props.rowLabel)}
      triggerContent={
        <TriggerContent>
          {DATA_TABLE_TEXT.actions}
          <Icon name="chevron-down" size="small" />
        </TriggerContent>
      }
      items={items}
      size="small"
      align="end"
    />
  );
}
