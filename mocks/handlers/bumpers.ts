// Landing banners: public carousel, admin table, multipart create and update (one image each),
// delete and toggle.
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, readForm, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { checked, field, image, storedFile, throwIfInvalid, upload } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

const listSpec: ListSpec<Schemas['Bumper']> = {
  columns: { id: (row) => row.id, name: (row) => row.name, is_active: (row) => row.isActive },
  searchIn: (row) => [row.name],
};

function readBumper(form: FormData, isCreate: boolean): { name: string; file: File | null } {
  const errors: FieldErrors = {};
  const name = field(form, 'name');
  const file = upload(form, 'image');
  image(errors, 'image', file, isCreate ? msg.required.bumperImage : undefined);
  throwIfInvalid(errors);
  return { name: name.trim(), file };
}

/** The single delete. */
const removeBumper = (id: number) => deleteRow(db.bumpers, id);

/** Handlers of `bumper` and `admin/bumper*`. */
export const bumperHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/bumper', { rows: () => db.bumpers, remove: removeBumper }),
  ...route('get', '/bumper', () => list(db.bumpers.filter((row) => row.isActive))),
  ...route('get', '/admin/bumper', ({ url }) => {
    const { rows, total } = adminList(url, db.bumpers, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/bumper/:id', (context) =>
    single(findOr404(db.bumpers, idParam(context))),
  ),
  ...route('post', '/admin/bumper', async ({ request }) => {
    const { name, file } = readBumper(await readForm(request), true);
    const row = {
      id: nextId(db.bumpers),
      name,
      path: storedFile(checked(file)).path,
      isActive: true,
    };
    db.bumpers.push(row);
    return single(row, msg.saved);
  }),
  ...route('post', '/admin/bumper/:id', async (context) => {
    const row = findOr404(db.bumpers, idParam(context));
    const { name, file } = readBumper(await readForm(context.request), false);
    row.name = name;
    if (file) row.path = storedFile(file).path;
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/bumper/:id', (context) => removeBumper(idParam(context))),
  ...route('post', '/admin/bumper/is-active/:id', (context) =>
    toggleRow(db.bumpers, idParam(context)),
  ),
];
