// News: public list (newest first) and article, admin table, multipart create and update with a
// thumbnail and a PDF, delete and change-status.
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, sanitiseHtml, toggleRow } from '../crud.ts';
import { db, nextId, now } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList, pageOf, publicPage } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, notFound, readForm, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { field, image, pdf, storedFile, throwIfInvalid, upload } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

const listSpec: ListSpec<Schemas['News']> = {
  columns: {
    id: (row) => row.id,
    title: (row) => row.title,
    is_active: (row) => row.isActive,
    created_at: (row) => row.createdAt,
  },
  searchIn: (row) => [row.title],
};

type NewsFields = Pick<Schemas['News'], 'title' | 'description' | 'content'> &
  Partial<Pick<Schemas['News'], 'foto' | 'file'>>;

function readNews(form: FormData, isCreate: boolean): NewsFields {
  const errors: FieldErrors = {};
  const title = field(form, 'title').trim();
  const description = field(form, 'description').trim();
  const content = field(form, 'content').trim();
  const foto = upload(form, 'foto');
  const file = upload(form, 'file');
  image(errors, 'foto', foto, isCreate ? msg.required.thumbnail : undefined);
  pdf(errors, 'file', file, isCreate ? msg.required.newsFile : undefined);
  throwIfInvalid(errors);
  return {
    title,
    description,
    content: sanitiseHtml(content),
    ...(foto ? { foto: storedFile(foto) } : {}),
    ...(file ? { file: storedFile(file) } : {}),
  };
}

function newestFirst(a: Schemas['News'], b: Schemas['News']): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** The single delete. */
const removeNews = (id: number) => deleteRow(db.news, id);

/** Handlers of `news*` and `admin/news*`. */
export const newsHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/news', { rows: () => db.news, remove: removeNews }),
  ...route('get', '/news', ({ url }) => {
    const { page, limit } = publicPage(url);
    const active = db.news.filter((row) => row.isActive).sort(newestFirst);
    return list(pageOf(active, page, limit), active.length);
  }),
  ...route('get', '/news/:id', (context) => {
    const row = findOr404(db.news, idParam(context));
    if (!row.isActive) throw notFound();
    return single(row);
  }),
  ...route('get', '/admin/news', ({ url }) => {
    const { rows, total } = adminList(url, db.news, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/news/:id', (context) => single(findOr404(db.news, idParam(context)))),
  ...route('post', '/admin/news', async ({ request }) => {
    const fields = readNews(await readForm(request), true);
    const row: Schemas['News'] = {
      id: nextId(db.news),
      foto: null,
      file: null,
      ...fields,
      isActive: true,
      createdAt: now(),
    };
    db.news.push(row);
    return single(row, msg.saved);
  }),
  ...route('post', '/admin/news/:id', async (context) => {
    const row = findOr404(db.news, idParam(context));
    Object.assign(row, readNews(await readForm(context.request), false));
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/news/:id', (context) => removeNews(idParam(context))),
  ...route('put', '/admin/news/:id/change-status', (context) =>
    toggleRow(db.news, idParam(context)),
  ),
];
