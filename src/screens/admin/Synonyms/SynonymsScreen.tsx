import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@/api/schema.ts';
import {
  useDeleteSynonym,
  useSynonym,
  useSynonyms,
  useBulkSynonyms,
  useToggleSynonym,
} from '@/api/hooks/synonyms.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { joinSynonymWords } from '@/lib/catalogue/synonymWords.ts';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import type { ListRead } from '../shared/MasterListScreen.tsx';
import { SYNONYM_FORM_TEXT, SynonymForm } from './SynonymForm.tsx';

type SynonymRecord = components['schemas']['Synonym'];

/** A row of the table: the group with its words as one name (the row's label for switch and 'Aksi'). */
type SynonymRow = SynonymRecord & { name: string };

/** The screen's heading and side-menu label (DECISIONS "Added in the second phase"). */
export const SYNONYMS_TITLE = 'Sinonim Pencarian';

const columns: readonly DataTableColumn<SynonymRow>[] = [
  { key: 'name', header: 'Kata' },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

function useSynonymList(query: DataTableQuery): ListRead<SynonymRow> {
  const list = useSynonyms(listQuery(query));
  const data = useMemo(
    () =>
      list.data && {
        data: list.data.data.map((group) => ({ ...group, name: joinSynonymWords(group.words) })),
        meta: list.data.meta,
      },
    [list.data],
  );
  return { data, error: list.error, isLoading: list.isLoading, mutate: list.mutate };
}

/** The address parameter that opens the add form with a word ('Buat Sinonim' on the dashboard). */
export const SYNONYM_WORD_PARAM = 'kata';

/** /master/sinonim: groups of words that find each other in public search; add, edit, switch, delete. */
export function SynonymsScreen() {
  const word = useSearchParams()[0].get(SYNONYM_WORD_PARAM)?.trim() ?? '';
  return (
    <MasterListScreen<SynonymRow, SynonymRecord>
      caption={SYNONYMS_TITLE}
      noun={SYNONYM_FORM_TEXT.noun}
      columns={columns}
      useList={useSynonymList}
      useDetail={useSynonym}
      useDelete={useDeleteSynonym}
      useToggle={useToggleSynonym}
      useBulk={useBulkSynonyms}
      isAddOpenAtStart={word !== ''}
      renderForm={(props) => <SynonymForm {...props} initialWords={word ? `${word}, ` : ''} />}
      detailEntries={(record) => [
        { label: SYNONYM_FORM_TEXT.words, value: joinSynonymWords(record.words) },
        { label: 'Status', value: record.isActive ? 'Aktif' : 'Nonaktif' },
      ]}
    />
  );
}
