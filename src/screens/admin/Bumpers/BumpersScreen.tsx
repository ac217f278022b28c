import type { components } from '@/api/schema.ts';
import {
  useBumper,
  useBumpers,
  useDeleteBumper,
  useBulkBumpers,
  useToggleBumper,
} from '@/api/hooks/bumpers.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { ThumbCell } from '../shared/Cells.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { BUMPER_FORM_TEXT, BumperForm } from './BumperForm.tsx';

type BumperRecord = components['schemas']['Bumper'];

/** The screen's heading (SPEC 2.3 names none; ours). */
export const BUMPERS_TITLE = 'Bumper';

const columns: readonly DataTableColumn<BumperRecord>[] = [
  { key: 'path', header: 'Thumbnail', render: (row) => <ThumbCell path={row.path} /> },
  { key: 'name', header: 'Nama' },
  { key: 'status', header: 'Status', kind: 'status' },
];

function useBumperList(query: DataTableQuery) {
  return useBumpers(listQuery(query));
}

/** /master/landing/bumper: thumbnail, name, switch, Edit and Delete; add/edit modal (SPEC 2.3). */
export function BumpersScreen() {
  return (
    <MasterListScreen<BumperRecord, BumperRecord>
      caption={BUMPERS_TITLE}
      noun={BUMPER_FORM_TEXT.noun}
      columns={columns}
      useList={useBumperList}
      useDetail={useBumper}
      useDelete={useDeleteBumper}
      useToggle={useToggleBumper}
      useBulk={useBulkBumpers}
      renderForm={(props) => <BumperForm {...props} />}
    />
  );
}
