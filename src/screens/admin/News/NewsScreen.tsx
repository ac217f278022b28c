import type { components } from '@/api/schema.ts';
import {
  useDeleteNews,
  useNewsItem,
  useNewsList,
  useBulkNews,
  useToggleNews,
} from '@/api/hooks/news.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { ThumbCell } from '../shared/Cells.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { NEWS_FORM_TEXT, NewsForm } from './NewsForm.tsx';

type NewsRecord = components['schemas']['News'];

/** The screen's heading (SPEC 2.3 names none; ours). */
export const NEWS_TITLE = 'News';

const columns: readonly DataTableColumn<NewsRecord>[] = [
  { key: 'foto', header: 'Thumbnail', render: (row) => <ThumbCell path={row.foto?.path} /> },
  { key: 'title', header: NEWS_FORM_TEXT.title, sortKey: 'title' },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

function useNewsTable(query: DataTableQuery) {
  return useNewsList(listQuery(query));
}

/** /admin/news: thumbnail, title, switch, Edit and Delete; add/edit modal (SPEC 2.3). */
export function NewsScreen() {
  return (
    <MasterListScreen<NewsRecord, NewsRecord>
      caption={NEWS_TITLE}
      noun={NEWS_FORM_TEXT.noun}
      columns={columns}
      useList={useNewsTable}
      useDetail={useNewsItem}
      useDelete={useDeleteNews}
      useToggle={useToggleNews}
      useBulk={useBulkNews}
      renderForm={(props) => <NewsForm {...props} />}
    />
  );
}
