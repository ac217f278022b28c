// News (SPEC 7 "Admin: news"; public /news and /news/{id}).
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The news form's values; thumbnail and PDF are required on insert only (SPEC 5). */
export type NewsValues = {
  /** Title. */
  title: string;
  /** Plain-text description. */
  description: string;
  /** Rich-text content (HTML). */
  content: string;
  /** A new thumbnail (jpg, jpeg, png); absent keeps the current one on update. */
  foto?: Blob | null;
  /** A new PDF; absent keeps the current one on update. */
  file?: Blob | null;
};

const TOUCHES = ['/admin/news', '/news'];

/** The admin news table: page, length, search, sortBy, orderBy. */
export const useNewsList = queryHook('/admin/news');

/** One news item for the edit modal. */
export const useNewsItem = detailHook('/admin/news/{id}');

/** Public news: page and limit (12). */
export const usePublicNewsList = queryHook('/news');

/** One active news item for /news/{id}. */
export const usePublicNewsItem = detailHook('/news/{id}');

/** Inserts (id null) or updates a news item (multipart). */
export function saveNews({ id, values }: SaveArgs<NewsValues>) {
  return id === null
    ? unwrap(api.POST('/admin/news', { body: formBody<Schemas['NewsCreateForm']>(values) }))
    : unwrap(
        api.POST('/admin/news/{id}', {
          ...withId(id),
          body: formBody<Schemas['NewsUpdateForm']>(values),
        }),
      );
}

/** Deletes a news item and its files. */
export function deleteNews(id: number) {
  return unwrap(api.DELETE('/admin/news/{id}', withId(id)));
}

/** Flips a news item's active flag (PUT admin/news/{id}/change-status). */
export function toggleNews(id: number) {
  return unwrap(api.PUT('/admin/news/{id}/change-status', withId(id)));
}

/** saveNews with isMutating and list revalidation. */
export const useSaveNews = mutationHook(saveNews, TOUCHES);

/** deleteNews with isMutating and list revalidation. */
export const useDeleteNews = mutationHook(deleteNews, TOUCHES);

/** toggleNews with isMutating and list revalidation (also on failure). */
export const useToggleNews = mutationHook(toggleNews, TOUCHES);

/** Activates, deactivates or deletes the selected news (each id answered on its own). */
export const useBulkNews = bulkHook('/admin/news/bulk', TOUCHES);
