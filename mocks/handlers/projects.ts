// Landing project gallery: public list, admin table, multipart create and update with several
// pictures and one cover, delete and toggle.
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId, nextProjectFileId, now } from '../db.ts';
import { readGallery } from '../gallery.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, readForm, route, single } from '../respond.ts';
import type { ProjectRow } from '../rows.ts';
import { field } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';
import { projectView } from '../views.ts';

const listSpec: ListSpec<ProjectRow> = {
  columns: {
    id: (row) => row.id,
    title: (row) => row.title,
    is_active: (row) => row.isActive,
    created_at: (row) => row.createdAt,
  },
  searchIn: (row) => [row.title],
};

async function saveProject(request: Request, current: ProjectRow | null): Promise<ProjectRow> {
  const form = await readForm(request);
  const errors: FieldErrors = {};
  const title = field(form, 'title').trim();
  const projectsFile = readGallery(form, errors, current?.projectsFile ?? [], nextProjectFileId());
  if (current) return Object.assign(current, { title, projectsFile });
  const row: ProjectRow = {
    id: nextId(db.projects),
    title,
    isActive: true,
    createdAt: now(),
    projectsFile,
  };
  db.projects.push(row);
  return row;
}

/** The single delete. */
const removeProject = (id: number) => deleteRow(db.projects, id);

/** Handlers of `project` and `admin/project*`. */
export const projectHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/project', { rows: () => db.projects, remove: removeProject }),
  ...route('get', '/project', () =>
    list(db.projects.filter((row) => row.isActive).map(projectView)),
  ),
  ...route('get', '/admin/project', ({ url }) => {
    const { rows, total } = adminList(url, db.projects, listSpec);
    return list(rows.map(projectView), total);
  }),
  ...route('get', '/admin/project/:id', (context) =>
    single(projectView(findOr404(db.projects, idParam(context)))),
  ),
  ...route('post', '/admin/project', async ({ request }) =>
    single(projectView(await saveProject(request, null)), msg.saved),
  ),
  ...route('post', '/admin/project/update/:id', async (context) => {
    const row = findOr404(db.projects, idParam(context));
    return single(projectView(await saveProject(context.request, row)), msg.updated);
  }),
  ...route('delete', '/admin/project/:id', (context) => removeProject(idParam(context))),
  ...route('post', '/admin/project/is-active/:id', (context) =>
    toggleRow(db.projects, idParam(context)),
  ),
];
